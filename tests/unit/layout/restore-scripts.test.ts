import { describe, expect, it } from 'vitest'
import { sidebarRestoreScript, themeScript } from '../../../templates/layout/theme-script.js'

/** Runs the head script with storage, a style sink and CSS.escape; returns classes and added CSS. */
function runHead(local: Record<string, string>, session: Record<string, string>) {
  const classes = new Set<string>()
  const styles: { id: string; textContent: string }[] = []
  const document = {
    documentElement: { classList: { add: (c: string) => classes.add(c), toggle: (c: string, on: boolean) => (on ? classes.add(c) : classes.delete(c)) }, style: {} },
    createElement: () => ({ id: '', textContent: '' }),
    head: { appendChild: (e: { id: string; textContent: string }) => styles.push(e) }
  }
  const storage = (data: Record<string, string>) => ({ getItem: (k: string) => data[k] ?? null })
  const CSS = { escape: (s: string) => s.replace(/"/g, '\\"') }
  new Function('document', 'localStorage', 'sessionStorage', 'matchMedia', 'CSS', themeScript())(document, storage(local), storage(session), () => ({ matches: false }), CSS)
  return { classes: [...classes].sort(), styles }
}

describe('head script: state restored before first paint', () => {
  it('re-applies the collapsed sidebar of this visit', () => {
    expect(runHead({}, { 'gs-sidebar-collapsed': '1' }).classes).toEqual(['gs-sidebar-collapsed', 'js'])
    expect(runHead({}, { 'gs-sidebar-collapsed': '0' }).classes).toEqual(['js'])
  })

  it('shows stored tab panels through a temporary style, for the registered keys only', () => {
    const { styles } = runHead({ 'gs-tabs': '["package-manager","pm"]', 'package-manager': '2', pm: 'garbage', other: '1' }, {})
    expect(styles).toHaveLength(1)
    expect(styles[0]!.id).toBe('gs-tabs-restore')
    expect(styles[0]!.textContent).toBe(
      '[data-storage-key="package-manager"]>[data-tab-panel]{display:none!important}[data-storage-key="package-manager"]>[data-tab-panel="2"]{display:block!important}'
    )
    expect(runHead({}, {}).styles).toEqual([])
  })

  it('survives a corrupt registry without losing the theme', () => {
    expect(runHead({ 'gs-tabs': '{nope', theme: 'dark' }, {}).classes).toEqual(['dark', 'js'])
  })
})

describe('sidebar restore script', () => {
  function folder(current = false) {
    return { open: false, parentNode: { querySelector: () => (current ? {} : null) } }
  }
  function run(state: object | null, folders: ReturnType<typeof folder>[], text = 'abc', autoCollapse = false) {
    const scroller = { scrollTop: 0 }
    const nav = { querySelectorAll: () => folders, textContent: text, hasAttribute: () => autoCollapse, parentElement: scroller }
    const document = { getElementById: () => nav }
    const sessionStorage = { getItem: () => (state ? JSON.stringify(state) : null) }
    new Function('document', 'sessionStorage', sidebarRestoreScript())(document, sessionStorage)
    return { folders: folders.map(f => f.open), scrollTop: scroller.scrollTop }
  }

  it('re-opens and closes the folders of this visit and restores the scroll offset', () => {
    const open = Object.assign(folder(), { open: true })
    expect(run({ k: '2:3', o: '10', t: 40 }, [folder(), open])).toEqual({ folders: [true, false], scrollTop: 40 })
  })

  it('never closes the folder of the current page', () => {
    const current = Object.assign(folder(true), { open: true })
    expect(run({ k: '1:3', o: '0', t: 0 }, [current]).folders).toEqual([true])
  })

  it('ignores the state of another tree, and folders under auto-collapse', () => {
    expect(run({ k: '9:9', o: '1', t: 40 }, [folder()])).toEqual({ folders: [false], scrollTop: 0 })
    expect(run({ k: '1:3', o: '1', t: 40 }, [folder()], 'abc', true)).toEqual({ folders: [false], scrollTop: 40 })
  })
})
