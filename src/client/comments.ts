import { writeStorage } from './storage.js'

/** SPEC §9: where the comments session is kept (giscus' own key, which its widget reads). */
export const COMMENTS_SESSION_KEY = 'giscus-session'

/**
 * SPEC §4: a session token in the query string (`giscus`, where the comments host sends the reader
 * back after signing in) is stored, then taken out of the address bar — only that parameter: the
 * rest of the query, its spelling and the hash stay as they are.
 */
function takeSessionToken(): void {
  const token = new URLSearchParams(location.search).get('giscus')
  if (!token) return
  writeStorage('local', COMMENTS_SESSION_KEY, JSON.stringify(token))
  const kept = location.search
    .slice(1)
    .split('&')
    .filter(part => new URLSearchParams(part).keys().next().value !== 'giscus')
  history.replaceState(
    history.state,
    '',
    `${location.pathname}${kept.length ? `?${kept.join('&')}` : ''}${location.hash}`
  )
}

/**
 * Comments (`[data-comments]`, from the config's `comments` block, `<Comments>` and `<Giscus>`):
 * the widget island (`comments-widget.ts`, giscus' own web component) is fetched only by pages that
 * have comments, after their first render; with `loading: 'lazy'` only once the reader scrolls near
 * the comments. A session token in the address is stored at once, whenever the widget comes.
 */
export function setupComments(): void {
  const containers = [...document.querySelectorAll<HTMLElement>('[data-comments]')]
  if (containers.length === 0) return
  const mount = (container: HTMLElement) =>
    import('./comments-widget.js').then(
      ({ mountComments }) => mountComments(container),
      error => console.error('Failed to load the comments widget', error)
    )
  takeSessionToken()
  const start = () => {
    for (const container of containers) {
      if (container.dataset.loading !== 'lazy' || !('IntersectionObserver' in window)) {
        void mount(container)
        continue
      }
      const observer = new IntersectionObserver(
        entries => {
          if (!entries.some(entry => entry.isIntersecting)) return
          observer.disconnect()
          void mount(container)
        },
        { rootMargin: '300px 0px' }
      )
      observer.observe(container)
    }
  }
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
}
