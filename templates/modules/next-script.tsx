// `import Script from 'next/script'`: third-party scripts (analytics, widgets) are the site's own
// business in Next.js; a static docs build leaves them out, so nothing runs and nothing shows.
import type { ReactElement } from 'react'

export default function Script(_props: {
  src?: string
  strategy?: string
  id?: string
  children?: unknown
}): ReactElement | null {
  return null
}
export { Script }
