import dynamic from 'next/dynamic'

/** `ViewportSize` in the browser only; the static page shows the fallback until it has loaded. */
export const BrowserViewportSize = dynamic(() => import('./ViewportSize'), {
  ssr: false,
  loading: () => <p className="guildsite-demo-viewport">Measuring the window…</p>
})
