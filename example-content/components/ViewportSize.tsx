import * as React from 'react'

/** The window's width: it only exists in the browser, so the component is loaded with `ssr: false`. */
export default function ViewportSize(): React.ReactElement {
  return <p className="guildsite-demo-viewport">This window is {window.innerWidth} px wide.</p>
}
