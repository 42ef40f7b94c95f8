import { describe, expect, it } from 'vitest'
import { useConfig, useTheme } from '../../../templates/components/hooks.js'
import dynamic, { settleDynamicImports } from '../../../templates/modules/next-dynamic.js'
import Head from '../../../templates/modules/next-head.js'
import { notFound, usePathname, useSearchParams } from '../../../templates/modules/next-navigation.js'
import { useRouter, withRouter } from '../../../templates/modules/next-router.js'
import { useRouter as useCompatRouter } from '../../../templates/modules/next-compat-router.js'
import nextra, { NEXTRA_OPTIONS } from '../../../templates/modules/nextra.js'
import { withGuildDocs } from '../../../templates/modules/theguild-next-config.js'
import { render } from './render.js'

const Part = ({ label }: { label: string }) => <b>{label}</b>
const Loading = () => <i>loading</i>

describe('next/dynamic', () => {
  it('renders a component its loader returns at once', () => {
    const Sync = dynamic(() => ({ default: Part }))
    expect(render(<Sync label="now" />).html).toBe('<b>now</b>')
  })

  it('renders the fallback until the load settles, then the component', async () => {
    const Later = dynamic(() => Promise.resolve({ default: Part }), { loading: Loading })
    expect(render(<Later label="later" />).html).toBe('<i>loading</i>')
    await settleDynamicImports()
    expect(render(<Later label="later" />).html).toBe('<b>later</b>')
  })

  it('renders the fallback for ssr: false and for a failed load, nothing without one', async () => {
    const Browser = dynamic(() => Promise.resolve(Part), { ssr: false, loading: Loading })
    const Failing = dynamic<{ label: string }>(() => Promise.reject(new Error('nope')))
    await settleDynamicImports()
    expect(render(<Browser label="x" />).html).toBe('<i>loading</i>')
    expect(render(<Failing label="x" />).html).toBe('')
  })
})

describe('next/router, next/navigation and the hooks', () => {
  function Probe() {
    const router = useRouter()
    const config = useConfig()
    return (
      <p>
        {[
          router.pathname,
          router.basePath,
          router.locale,
          usePathname(),
          useSearchParams().toString(),
          config.title,
          String(config.frontMatter.x),
          useTheme().resolvedTheme
        ].join('|')}
      </p>
    )
  }

  it('answer for the page being rendered', () => {
    const { html } = render(<Probe />, {
      route: '/docs/a',
      basePath: '/b',
      locale: 'fr',
      page: { title: 'A', frontMatter: { x: 1 } }
    })
    expect(html).toBe('<p>/docs/a|/b|fr|/docs/a||A|1|light</p>')
  })

  it('withRouter passes the router', () => {
    const Named = withRouter(
      ({ router }: { router: { route: string; pathname: string } & ReturnType<typeof useRouter> }) => (
        <span>{router.route}</span>
      )
    )
    expect(render(<Named />, { route: '/x' }).html).toBe('<span>/x</span>')
  })

  it("next/compat/router's useRouter is the pages router's on a pages-router page, null in the app router", () => {
    // (yamachig/Lawtext's app/HeadComponent.tsx: `useRouter()?.basePath` of 'next/compat/router.js'.)
    const Compat = () => <span>{useCompatRouter()?.route ?? 'null'}</span>
    expect(render(<Compat />, { route: '/x', file: 'pages/x.mdx' }).html).toBe('<span>/x</span>')
    expect(render(<Compat />, { route: '/x', file: 'app/x/page.tsx' }).html).toBe('<span>null</span>')
    expect(render(<Compat />, { route: '/x', file: 'content/x.mdx', nextra: 4 }).html).toBe('<span>null</span>')
  })

  it('notFound() fails the render with a clear message', () => {
    const Missing = () => notFound()
    expect(() => render(<Missing />)).toThrow('notFound() was called while rendering this page')
  })
})

describe('next/head', () => {
  it('keeps meta and link tags only', () => {
    const { html } = render(
      <Head>
        <title>t</title>
        <meta name="robots" content="noindex" />
        <>
          <link rel="canonical" href="/c" />
        </>
        <script>alert(1)</script>
      </Head>
    )
    expect(html).toBe('<meta name="robots" content="noindex"/><link rel="canonical" href="/c"/>')
  })
})

describe('nextra() and withGuildDocs()', () => {
  it('keep Nextra’s options readable on the Next config', () => {
    expect(nextra({ defaultShowCopyCode: true })({ basePath: '/x' })).toEqual({
      basePath: '/x',
      [NEXTRA_OPTIONS]: { defaultShowCopyCode: true }
    })
    const config = withGuildDocs({ output: 'export', nextraConfig: { latex: true } })
    expect(config.output).toBe('export')
    expect(config[NEXTRA_OPTIONS as unknown as string]).toMatchObject({ latex: true, defaultShowCopyCode: true })
  })
})
