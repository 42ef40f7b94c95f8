import { readStorage, writeStorage } from './storage.js'

/**
 * Session key of the folder lists filled on earlier pages of the visit (`{u: file URL, h: {folder
 * route: list HTML}}`): the inline restore script of templates/layout/theme-script.ts inserts them
 * before first paint, so a folder left open stays open, filled, without waiting for the network.
 */
export const SIDEBAR_HTML_KEY = 'gs-sidebar-html'

type HtmlCache = { u: string; h: Record<string, string> }

function readCache(url: string): HtmlCache {
  try {
    const cache = JSON.parse(readStorage('session', SIDEBAR_HTML_KEY) ?? 'null') as HtmlCache | null
    if (cache?.u === url) return cache
  } catch {
    // A broken entry is replaced.
  }
  return { u: url, h: {} }
}

/**
 * Keeps the lists of the tree's open folders for the next pages of the visit, without the current
 * page's marks (the folder of the next page's own link is rendered by the server).
 */
export function rememberOpenFolders(tree: Element): void {
  const url = tree.getAttribute('data-sidebar-data')
  if (!url) return
  const cache = readCache(url)
  let changed = false
  for (const folder of tree.querySelectorAll<HTMLDetailsElement>(
    'details[data-sidebar-folder][open]:not([data-lazy])'
  )) {
    const key = folder.getAttribute('data-sidebar-folder')
    const list = folder.querySelector(':scope > ul')
    if (!key || !list || cache.h[key] !== undefined) continue
    const copy = list.cloneNode(true) as Element
    for (const link of copy.querySelectorAll('[aria-current="page"]')) {
      link.removeAttribute('aria-current')
      link.classList.remove('gs-active')
      if (link.classList.length === 0) link.removeAttribute('class')
    }
    cache.h[key] = copy.outerHTML
    changed = true
  }
  if (changed) writeStorage('session', SIDEBAR_HTML_KEY, JSON.stringify(cache))
}
