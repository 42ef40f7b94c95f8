import { describe, expect, it } from 'vitest'
import { sidebarRestoreScript, themeScript } from '../../../templates/layout/theme-script.js'

/** Runs the head script with storage, a style sink and CSS.escape; returns classes and added CSS. */
function runHead(local: Record<string, string>, session: Record<string, string>) {
  const classes = new Set<string>()
  const styles: { id: string; textContent: string }[] = []
  const document = {
    documentElement: {
      classList: {
        add: (c: string) => classes.add(c),
        toggle: (c: string, on: boolean) => (on ? classes.add(c) : classes.delete(c))
      },
      style: {}
    },
    createElement: () => ({ id: '', textContent: '' }),
    head: { appendChild: (e: { id: string; textContent: string }) => styles.push(e) }
  }
  const storage = (data: Record<string, string>) => ({ getItem: (k: string) => data[k] ?? null })
  const CSS = { escape: (s: string) => s.replace(/"/g, '\\"') }
  new Function('document', 'localStorage', 'sessionStorage', 'matchMedia', 'CSS', themeScript())(
    document,
    storage(local),
    storage(session),
    () => ({ matches: false }),
    CSS
  )
  return { classes: [...classes].sort(), styles }
}

describe('head script: state restored before first paint', () => {
  it('re-applies the collapsed sidebar of this visit', () => {
    expect(runHead({}, { 'gs-sidebar-collapsed': '1' }).classes).toEqual(['gs-sidebar-collapsed', 'js'])
    expect(runHead({}, { 'gs-sidebar-collapsed': '0' }).classes).toEqual(['js'])
  })

  it('shows stored tab panels through a temporary style, for the registered keys only', () => {
    const { styles } = runHead(
      { 'gs-tabs': '["package-manager","pm"]', 'package-manager': '2', pm: 'garbage', other: '1' },
      {}
    )
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
  interface FakeFolder {
    key: string
    open: boolean
    lazy: boolean
    html: string
    parentNode: { querySelector: () => object | null }
    getAttribute: (name: string) => string | null
    hasAttribute: (name: string) => boolean
    removeAttribute: (name: string) => void
    insertAdjacentHTML: (where: string, html: string) => void
  }
  function folder(key: string, { current = false, open = false, lazy = false } = {}): FakeFolder {
    const f: FakeFolder = {
      key,
      open,
      lazy,
      html: '',
      parentNode: { querySelector: () => (current ? {} : null) },
      getAttribute: name => (name === 'data-sidebar-folder' ? f.key : null),
      hasAttribute: name => name === 'data-lazy' && f.lazy,
      removeAttribute: () => (f.lazy = false),
      insertAdjacentHTML: (_, html) => (f.html += html)
    }
    return f
  }
  function run(
    state: object | null,
    folders: FakeFolder[],
    { autoCollapse = false, html = null as object | null, url = '/nav.json' } = {}
  ) {
    const scroller = { scrollTop: 0 }
    const nav = {
      querySelectorAll: (selector: string) => (selector.includes('[open]') ? folders.filter(f => f.open) : folders),
      hasAttribute: () => autoCollapse,
      getAttribute: () => url,
      parentElement: scroller
    }
    const document = { getElementById: () => nav }
    const stored: Record<string, string | null> = {
      'gs-sidebar': state ? JSON.stringify(state) : null,
      'gs-sidebar-html': html ? JSON.stringify(html) : null
    }
    new Function('document', 'sessionStorage', sidebarRestoreScript())(document, {
      getItem: (key: string) => stored[key] ?? null
    })
    return { folders: folders.map(f => f.open), scrollTop: scroller.scrollTop }
  }

  it('re-opens and closes the folders of this visit by route and restores the scroll offset', () => {
    const folders = [folder('/a'), folder('/b', { open: true })]
    expect(run({ o: '/a', c: '/b', t: 40 }, folders)).toEqual({ folders: [true, false], scrollTop: 40 })
  })

  it('never closes the folder of the current page', () => {
    expect(run({ o: '', c: '/a', t: 0 }, [folder('/a', { current: true, open: true })]).folders).toEqual([true])
  })

  it('fills a re-opened folder the page left out with the list an earlier page had', () => {
    const lazy = folder('/b', { lazy: true })
    expect(
      run({ o: '/b', c: '', t: 12 }, [folder('/a'), lazy], { html: { u: '/nav.json', h: { '/b': '<ul>b</ul>' } } })
    ).toEqual({ folders: [false, true], scrollTop: 12 })
    expect(lazy).toMatchObject({ lazy: false, html: '<ul>b</ul>' })
    // Lists of another build (another navigation file) are not used.
    const other = folder('/b', { lazy: true })
    run({ o: '/b', c: '', t: 0 }, [other], { html: { u: '/old.json', h: { '/b': '<ul>old</ul>' } } })
    expect(other).toMatchObject({ lazy: true, html: '', open: true })
  })

  it('keeps the scroll offset only when the same folders are open, and leaves folders alone under auto-collapse', () => {
    // The current page's folder is open here and was not on the last page: another list is shown.
    expect(run({ o: '/a', c: '/b', t: 40 }, [folder('/a'), folder('/b', { current: true, open: true })])).toEqual({
      folders: [true, true],
      scrollTop: 0
    })
    expect(run({ o: '', c: '', t: 40 }, [folder('/a')], { autoCollapse: true })).toEqual({
      folders: [false],
      scrollTop: 40
    })
    expect(run({ o: '/a', c: '', t: 40 }, [folder('/a')], { autoCollapse: true })).toEqual({
      folders: [false],
      scrollTop: 0
    })
    // A state of the former format is ignored.
    expect(run({ k: '1:3', o: 1, t: 40 }, [folder('/a')])).toEqual({ folders: [false], scrollTop: 0 })
  })
})
