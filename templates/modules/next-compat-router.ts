// `next/compat/router` (Next 13+): `useRouter()` is the pages router's where a page of the pages router
// renders, and `null` in the app router (a Nextra 4 site's pages, `app/**`), as Next gives it to
// components shared by both routers (lawtext's `router?.basePath`).
import { useRenderContext } from '../context.js'
import { useRouter as usePagesRouter, type StaticRouter } from '../components/hooks.js'

const APP_PAGE = /^(?:src\/)?app\//

export function useRouter(): StaticRouter | null {
  const { nextra, file } = useRenderContext()
  const router = usePagesRouter()
  return nextra === 4 || APP_PAGE.test(file) ? null : router
}
