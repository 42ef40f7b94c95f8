import { page } from './emitter.js'

/** Giscus's own settings, as the Comments placeholder carries them (`data-*`, Giscus's names). */
const SETTINGS = ['repo', 'repoId', 'category', 'categoryId', 'mapping', 'term', 'strict', 'reactionsEnabled', 'emitMetadata', 'inputPosition', 'lang', 'loading'] as const

const siteTheme = () => (document.documentElement.classList.contains('dark') ? 'dark' : 'light')

/** `light`/`dark` (or none) follow the site's theme; any other theme (a Giscus theme name or URL) is kept. */
const follows = (theme: string | undefined) => !theme || theme === 'light' || theme === 'dark'

/**
 * Comments (`Comments`, `Giscus`): each placeholder gets Giscus's embed script with its settings,
 * the documented way to embed it, once the page has loaded; the frame follows the site's theme.
 */
export function setupComments(): void {
  const placeholders = [...document.querySelectorAll<HTMLElement>('[data-comments]')]
  if (placeholders.length === 0) return
  const start = () => {
    for (const placeholder of placeholders) {
      const { host, theme } = placeholder.dataset
      if (!host || placeholder.querySelector('script')) continue
      const script = document.createElement('script')
      script.src = `${host}/client.js`
      script.async = true
      script.crossOrigin = 'anonymous'
      for (const key of SETTINGS) if (placeholder.dataset[key] !== undefined) script.dataset[key] = placeholder.dataset[key]
      script.dataset.theme = follows(theme) ? siteTheme() : theme
      placeholder.append(script)
    }
  }
  page.on('theme', ({ dark }) => {
    for (const placeholder of placeholders) {
      if (!follows(placeholder.dataset.theme)) continue
      const frame = placeholder.querySelector<HTMLIFrameElement>('iframe')
      frame?.contentWindow?.postMessage({ giscus: { setConfig: { theme: dark ? 'dark' : 'light' } } }, placeholder.dataset.host ?? '*')
    }
  })
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
}
