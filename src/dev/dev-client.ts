/**
 * Browser code of the dev server, shipped as the source of this function (`devClientSource`), so it
 * is type-checked with the rest and needs no bundle step. It must stay self-contained: it runs in the
 * page, not in Node. Everything from the server is put into the DOM with `textContent`, never as HTML:
 * an error message quotes the author's source, which may hold markup.
 */
function guildsiteDevClient(): void {
  const config = JSON.parse(document.getElementById('__guildsite_dev')?.textContent ?? '{}') as {
    route: string
    events: string
    errors: OverlayError[]
    notices?: OverlayError[]
    rev?: number
    shell?: string
  }
  interface OverlayError {
    code: string
    message: string
    location?: string
    frame?: string
    hint?: string
  }
  let host: HTMLElement | undefined
  const el = (tag: string, className: string, text?: string) => {
    const node = document.createElement(tag)
    node.className = className
    if (text !== undefined) node.textContent = text
    return node
  }
  const hide = () => {
    host?.remove()
    host = undefined
  }
  const show = (errors: OverlayError[]) => {
    hide()
    if (!errors.length) return
    host = document.createElement('guildsite-error-overlay')
    host.id = 'guildsite-error-overlay'
    const root = host.attachShadow({ mode: 'open' })
    const style = document.createElement('style')
    style.textContent =
      ':host{position:fixed;inset:0;z-index:2147483647;background:rgba(0,0,0,.66);overflow:auto;font:14px/1.5 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}' +
      '.panel{max-width:960px;margin:40px auto;padding:24px;background:#181818;color:#e8e8e8;border-top:6px solid #ff5555;border-radius:6px}' +
      '.title{font-weight:700;color:#ff8080;margin:0 0 12px}.location{color:#8ab4f8;margin-top:16px}.message{white-space:pre-wrap;margin:4px 0}' +
      '.frame{background:#0f0f0f;padding:12px;overflow:auto;white-space:pre;margin:8px 0}.hint{color:#b0b0b0}.tip{color:#909090;margin-top:16px}' +
      'button{float:right;background:none;border:1px solid #666;color:inherit;border-radius:4px;cursor:pointer;font:inherit}'
    const panel = el('div', 'panel')
    panel.setAttribute('role', 'alertdialog')
    panel.setAttribute('aria-label', 'Build error')
    const close = el('button', 'close', 'Close')
    close.addEventListener('click', hide)
    panel.append(close, el('p', 'title', errors.length === 1 ? 'Build error' : `${errors.length} build errors`))
    for (const error of errors) {
      if (error.location) panel.append(el('div', 'location', error.location))
      panel.append(el('div', 'message', `${error.code}: ${error.message}`))
      if (error.frame) panel.append(el('pre', 'frame', error.frame))
      if (error.hint) panel.append(el('div', 'hint', `hint: ${error.hint}`))
    }
    panel.append(el('div', 'tip', 'Fix the file and save: this page reloads by itself.'))
    root.append(style, panel)
    document.body.append(host)
  }
  // Broken links and anchors: a small notice in a corner that leaves the page usable (not the overlay).
  // The page's next compile serves the list again: a fixed link's notice is gone with the reload.
  const notices = config.notices ?? []
  if (notices.length) {
    const box = document.createElement('guildsite-link-notice')
    box.id = 'guildsite-link-notice'
    const root = box.attachShadow({ mode: 'open' })
    const style = document.createElement('style')
    style.textContent =
      ':host{position:fixed;right:12px;bottom:12px;z-index:2147483646;max-width:min(480px,calc(100vw - 24px));font:12px/1.4 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}' +
      '.panel{background:#222;color:#eee;border-left:4px solid #e0a800;border-radius:6px;padding:8px 10px;box-shadow:0 2px 8px rgba(0,0,0,.3)}' +
      '.title{font-weight:700;color:#ffd75e;margin:0 0 4px}.item{margin:4px 0;white-space:pre-wrap;overflow-wrap:anywhere}.location{color:#8ab4f8}' +
      'button{float:right;background:none;border:1px solid #666;color:inherit;border-radius:4px;cursor:pointer;font:inherit}'
    const panel = el('div', 'panel')
    panel.setAttribute('role', 'status')
    const dismiss = el('button', 'close', 'Dismiss')
    dismiss.addEventListener('click', () => box.remove())
    panel.append(dismiss, el('p', 'title', notices.length === 1 ? 'Broken link' : `${notices.length} broken links`))
    for (const notice of notices) {
      const item = el('div', 'item')
      if (notice.location) item.append(el('div', 'location', notice.location))
      item.append(el('div', 'message', `${notice.code}: ${notice.message}`))
      panel.append(item)
    }
    root.append(style, panel)
    document.body.append(box)
  }
  document.addEventListener('keydown', event => {
    if (event.key === 'Escape') hide()
  })
  show(config.errors ?? [])
  // Saving is seeing: when only the page's text changed, the new text replaces the old in place
  // instead of a reload (which parses, styles and lays out the whole page and runs its scripts again:
  // most of a save's time in the browser on a large site: on the shared workload, save → painted 1,290
  // → 314 ms median against the reload of af3e0bf, at load ~28 — `npm run bench:dev`). `shown` is the
  // page as the server sent it (fetched again once the page is up, before any script changed it); a
  // reload fetches the new page and compares the two. Only when nothing but the article's top-level
  // blocks differ, and none of the blocks that go or come has anything a behaviour script set up
  // (headings the TOC follows, tabs, diagrams, comments, scripts), are those blocks swapped; anything
  // else is a full reload, as before.
  // When the server knows that nothing but the article changed (the same `shell` key as this page's),
  // it pushes the new article itself (a `patch` event) and nothing is fetched.
  // The text's element: guildsite's `<article class="gs-content">`, or `<main class="gs-content">` when the page's
  // own layouts hold the docs body (Nextra 4's MDX wrapper: Hive's blog posts); a site that follows Nextra marks
  // it `data-gs-md`.
  const ARTICLE = ':is(article, main).gs-content'
  const ARTICLE_START = /<(article|main) class="gs-content"(?: data-gs-md="")?>/g
  const SET_UP = 'script,[id],[data-tabs],pre[data-copy],[data-mermaid],[data-comments],[data-non-http],[data-banner]'
  interface Shown {
    /** The page's text around the article's content, without the dev settings (which carry the revision). */
    shell: string
    /** The article's top-level nodes, as parsed from the page's text, and each one's serialization. */
    nodes: ChildNode[]
    keys: string[]
    rev?: number
    /** The server's key of everything around the article (`shellKey` in src/dev/route-render.ts). */
    shellKey?: string
    errors: number
    /** Broken-link notices: a page with any is reloaded, not patched, so its notice follows the fix. */
    notices: number
  }
  let shown: Shown | undefined
  const keyOf = (node: Node) =>
    node instanceof Element ? node.outerHTML : `${node.nodeType}:${node.textContent ?? ''}`
  /**
   * Splits a page's text at its article (string search, then only the article parsed: a page of the
   * shared workload is 70 KB, its article 13 KB, parsed in 1.2 ms against 28 ms for the whole text —
   * Chromium 150, median of 30, load ~20).
   */
  const parseArticle = (html: string): ChildNode[] => {
    const template = document.createElement('template')
    template.innerHTML = html
    return Array.from(template.content.childNodes)
  }
  /** Where the element opened at `from` (its tag `tag`) closes: its end tag, nested ones of its kind counted. */
  const closing = (html: string, tag: string, from: number): number => {
    const tags = new RegExp(`<(/?)${tag}[\\s>]`, 'g')
    tags.lastIndex = from
    let depth = 0
    for (let match = tags.exec(html); match; match = tags.exec(html)) {
      depth += match[1] ? -1 : 1
      if (depth === 0) return match.index
    }
    return -1
  }
  const parsePage = (html: string): Shown | undefined => {
    const opened = [...html.matchAll(ARTICLE_START)]
    const settings = /<script type="application\/json" id="__guildsite_dev">([^<]*)<\/script>/.exec(html)
    if (opened.length !== 1 || !settings) return undefined
    const start = opened[0].index
    const end = closing(html, opened[0][1], start)
    if (end < start) return undefined
    const nodes = parseArticle(html.slice(start + opened[0][0].length, end))
    const parsed = JSON.parse(settings[1]) as { errors?: unknown[]; notices?: unknown[]; rev?: number; shell?: string }
    const shell = html.slice(0, start) + html.slice(end).replace(settings[0], '')
    return {
      shell,
      nodes,
      keys: nodes.map(keyOf),
      rev: parsed.rev,
      shellKey: parsed.shell,
      errors: parsed.errors?.length ?? 0,
      notices: parsed.notices?.length ?? 0
    }
  }
  const fetchShown = async () => {
    const response = await fetch(location.pathname + location.search, { cache: 'no-store', credentials: 'same-origin' })
    return response.status === 200 ? parsePage(await response.text()) : undefined
  }
  const setsUp = (nodes: Node[]) =>
    nodes.some(node => node instanceof Element && (node.matches(SET_UP) || node.querySelector(SET_UP) !== null))
  /** Swaps the blocks that changed between `before` and `next` in the live article; false when it must not. */
  const patch = (before: Shown, next: Shown): boolean => {
    const live = document.querySelector(ARTICLE)
    if (!live || next.errors || before.notices || next.notices || before.shell !== next.shell) return false
    const liveNodes = Array.from(live.childNodes)
    const old = before.keys
    const fresh = next.keys
    if (liveNodes.length !== old.length) return false
    let start = 0
    while (start < old.length && start < fresh.length && old[start] === fresh[start]) start++
    let end = 0
    while (
      end < old.length - start &&
      end < fresh.length - start &&
      old[old.length - 1 - end] === fresh[fresh.length - 1 - end]
    )
      end++
    const added = next.nodes.slice(start, fresh.length - end)
    if (setsUp(before.nodes.slice(start, old.length - end)) || setsUp(added)) return false
    const anchor = liveNodes[old.length - end] ?? null
    for (const node of added) live.insertBefore(document.importNode(node, true), anchor)
    for (const node of liveNodes.slice(start, old.length - end)) node.remove()
    return true
  }
  /** The page as it would be with `article` pushed by the server, when it can be (same shell key). */
  const pushed = (before: Shown | undefined, article: string, shell: string): Shown | undefined => {
    if (!before?.shellKey || before.shellKey !== shell) return undefined
    const nodes = parseArticle(article)
    return { ...before, nodes, keys: nodes.map(keyOf), errors: 0, notices: 0 }
  }
  // One update at a time; a reload announced meanwhile fetches again after it (the last one wins).
  let updating = false
  let again = false
  const update = async (push?: { article: string; shell: string }) => {
    if (updating) return void (again = true)
    // A pushed article is swapped at once, in this task: nothing to fetch.
    const next = push && pushed(shown, push.article, push.shell)
    if (next && patch(shown!, next)) return void (shown = next)
    updating = true
    try {
      do {
        again = false
        const before = shown
        shown = undefined
        const next = before && (await fetchShown().catch(() => undefined))
        if (!before || !next || !patch(before, next)) return location.reload()
        shown = next
      } while (again)
    } finally {
      updating = false
    }
  }
  if (!config.errors?.length && config.rev !== undefined) {
    void fetchShown()
      .then(doc => {
        // A page fetched at another revision is not the one shown: then the next change reloads.
        if (doc && doc.rev === config.rev && !updating) {
          shown = doc
          // For tests and the bench: the next change of the article alone is swapped in place.
          document.documentElement.setAttribute('data-guildsite-dev-patch', 'ready')
        }
      })
      .catch(() => {})
  }

  // The revision the page was served at: a change the server announced before this stream opened still reloads it.
  const source = new EventSource(
    `${config.events}?route=${encodeURIComponent(config.route)}${config.rev === undefined ? '' : `&rev=${config.rev}`}`
  )
  let lost = false
  source.addEventListener('reload', () => void update())
  source.addEventListener(
    'patch',
    event => void update(JSON.parse((event as MessageEvent<string>).data) as { article: string; shell: string })
  )
  source.addEventListener('overlay', event => {
    // The site's errors changed: the page under the overlay is reloaded whole once they are fixed.
    shown = undefined
    show((JSON.parse((event as MessageEvent<string>).data) as { errors: OverlayError[] }).errors)
  })
  // After a restart of the dev server the stream reconnects by itself; the page may be stale by then.
  source.addEventListener('error', () => {
    lost = true
  })
  source.addEventListener('open', () => {
    if (lost) location.reload()
    // For tests and curious authors: the page is listening.
    document.documentElement.setAttribute('data-guildsite-dev', 'connected')
  })
}

/** The dev client as a script body (served at `/__guildsite/client.js`). */
export const devClientSource = `(${guildsiteDevClient.toString()})();\n`
