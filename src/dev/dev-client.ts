/**
 * Browser code of the dev server, shipped as the source of this function (`devClientSource`), so it
 * is type-checked with the rest and needs no bundle step. It must stay self-contained: it runs in the
 * page, not in Node. Everything from the server is put into the DOM with `textContent`, never as HTML:
 * an error message quotes the author's source, which may hold markup.
 */
function guildsiteDevClient(): void {
  const config = JSON.parse(document.getElementById('__guildsite_dev')?.textContent ?? '{}') as { route: string; events: string; errors: OverlayError[]; rev?: number }
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
  document.addEventListener('keydown', event => {
    if (event.key === 'Escape') hide()
  })
  show(config.errors ?? [])
  // The revision the page was served at: a change the server announced before this stream opened still reloads it.
  const source = new EventSource(`${config.events}?route=${encodeURIComponent(config.route)}${config.rev === undefined ? '' : `&rev=${config.rev}`}`)
  let lost = false
  source.addEventListener('reload', () => location.reload())
  source.addEventListener('overlay', event => show((JSON.parse((event as MessageEvent<string>).data) as { errors: OverlayError[] }).errors))
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
