import { describe, expect, it } from 'vitest'
import { scriptString, themeScript } from '../../../templates/layout/theme-script.js'

/** Runs the inline script against a fake document, storage and media query. */
function run(script: string, storage: Record<string, string> | 'throws', systemDark = false) {
  const classes = new Set<string>()
  const root = {
    classList: {
      add: (name: string) => classes.add(name),
      toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name))
    },
    style: { colorScheme: '' }
  }
  const localStorage = {
    getItem: (key: string) => {
      if (storage === 'throws') throw new Error('SecurityError')
      return storage[key] ?? null
    }
  }
  const matchMedia = (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' && systemDark })
  new Function('document', 'localStorage', 'matchMedia', script)({ documentElement: root }, localStorage, matchMedia)
  return { classes: [...classes].sort(), colorScheme: root.style.colorScheme }
}

describe('themeScript', () => {
  it('marks the document as scripted and follows the system theme by default', () => {
    expect(run(themeScript(), {})).toEqual({ classes: ['js'], colorScheme: 'light' })
    expect(run(themeScript(), {}, true)).toEqual({ classes: ['dark', 'js'], colorScheme: 'dark' })
    expect(run(themeScript(), { theme: 'system' }, true).classes).toContain('dark')
  })

  it("uses the site's default theme (config defaultTheme: a Nextra site's nextThemes) when nothing is stored", () => {
    expect(run(themeScript(undefined, false, 'dark'), {}, false)).toEqual({
      classes: ['dark', 'js'],
      colorScheme: 'dark'
    })
    expect(run(themeScript(undefined, false, 'light'), {}, true)).toEqual({ classes: ['js'], colorScheme: 'light' })
    // A stored choice wins over it; a stored 'system' follows the system.
    expect(run(themeScript(undefined, false, 'dark'), { theme: 'light' }).classes).toEqual(['js'])
    expect(run(themeScript(undefined, false, 'dark'), { theme: 'system' }, false).classes).toEqual(['js'])
  })

  it("puts the site's forced theme (config forcedTheme: next-themes' forcedTheme) in force whatever is stored", () => {
    expect(run(themeScript(undefined, false, undefined, 'dark'), { theme: 'light' }, false)).toEqual({
      classes: ['dark', 'js'],
      colorScheme: 'dark'
    })
    expect(run(themeScript(undefined, false, undefined, 'light'), { theme: 'dark' }, true)).toEqual({
      classes: ['js'],
      colorScheme: 'light'
    })
  })

  it('applies a stored light or dark choice over the system preference', () => {
    expect(run(themeScript(), { theme: 'dark' }, false)).toEqual({ classes: ['dark', 'js'], colorScheme: 'dark' })
    expect(run(themeScript(), { theme: 'light' }, true)).toEqual({ classes: ['js'], colorScheme: 'light' })
  })

  it('hides a banner the reader dismissed', () => {
    expect(run(themeScript('conf-2023'), { 'conf-2023': '1' }).classes).toEqual(['banner-dismissed', 'js'])
    expect(run(themeScript('conf-2023'), { other: '1' }).classes).toEqual(['js'])
    expect(run(themeScript(), { 'conf-2023': '1' }).classes).toEqual(['js'])
  })

  it('survives storage that throws', () => {
    expect(run(themeScript('k'), 'throws').classes).toEqual(['js'])
  })

  it('cannot be broken out of through the banner key', () => {
    const script = themeScript('</script><script>alert(1)//')
    expect(script).not.toContain('</script>')
    expect(run(script, { '</script><script>alert(1)//': 'x' }).classes).toContain('banner-dismissed')
    expect(scriptString('a\u2028b<')).toBe('"a\\u2028b\\u003c"')
  })
})
