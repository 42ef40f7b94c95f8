import { codeFrame } from '../shared/code-frame.js'
import type { Diagnostic } from '../shared/diagnostics.js'
import { EVENTS_PATH } from './middlewares/event-stream.js'

export const CLIENT_PATH = '/__guildsite/client.js'

/** An error as the overlay shows it: every field is plain text. */
export interface OverlayError {
  code: string
  message: string
  /** `file:line:col`. */
  location?: string
  /** Code frame around the position (plain text, as the terminal prints it). */
  frame?: string
  hint?: string
}

export function overlayError(d: Diagnostic): OverlayError {
  const location = d.file ? `${d.file}${d.line ? `:${d.line}${d.column ? `:${d.column}` : ''}` : ''}` : undefined
  const frame = d.source && d.line ? codeFrame(d.source, d.line, d.column) : ''
  return {
    code: d.code,
    message: d.message,
    ...(location && { location }),
    ...(frame && { frame }),
    ...(d.hint && { hint: d.hint })
  }
}

/**
 * JSON that is safe inside `<script type="application/json">`: `<` (and so `</script>` and `<!--`),
 * `>`, `&` and the JS line separators are escaped; JSON.parse reads them back unchanged.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, c => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, c => `&#${c.charCodeAt(0)};`)

/**
 * The dev client tags: its settings (the page's route, the errors to show, the page's `shellKey`: an
 * article pushed for the same key may replace this page's) and the script.
 */
export function devClientTags(
  route: string,
  errors: OverlayError[],
  revision?: number,
  notices: OverlayError[] = [],
  shell?: string
): string {
  return `<script type="application/json" id="__guildsite_dev">${scriptJson({ route, events: EVENTS_PATH, errors, ...(notices.length && { notices }), ...(revision !== undefined && { rev: revision }), ...(shell && { shell }) })}</script><script type="module" src="${CLIENT_PATH}"></script>`
}

/** Adds the dev client to a served HTML page, before `</body>` (dev only: the build never has it). */
export function injectDevClient(
  html: string,
  route: string,
  errors: OverlayError[],
  revision?: number,
  notices: OverlayError[] = [],
  shell?: string
): string {
  const tags = devClientTags(route, errors, revision, notices, shell)
  const at = html.lastIndexOf('</body>')
  return at < 0 ? html + tags : html.slice(0, at) + tags + html.slice(at)
}

/**
 * The page served in place of a route that failed to compile or render: the errors as escaped text
 * (readable without JavaScript) under the overlay, which reloads the page once the file is fixed.
 */
export function errorDocument(route: string, errors: OverlayError[], revision?: number): string {
  const text = errors
    .map(e => [e.location, `${e.code}: ${e.message}`, e.frame, e.hint && `hint: ${e.hint}`].filter(Boolean).join('\n'))
    .join('\n\n')
  return (
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Build error</title></head>` +
    `<body><h1>Build error</h1><pre id="guildsite-error-text">${escapeHtml(text)}</pre>${devClientTags(route, errors, revision)}</body></html>`
  )
}
