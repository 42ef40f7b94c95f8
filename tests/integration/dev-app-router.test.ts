import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { useDevSite } from '../helpers/dev-site.js'
import { fetchPage, removeSite, waitForPage, writeFile } from './dev-harness.js'

// `guildsite dev` on a Nextra 4 website folder (tests/fixtures/website-app-router, copied: the dev
// server keeps its cache in the site): the home page is app/page.tsx, not a 404, and app pages render
// as in the build, async components and `await` in MDX included.
describe('guildsite dev: the app router', () => {
  const served = useDevSite('tests/fixtures/website-app-router')

  it('answers / with app/page.tsx and serves the other app pages', async () => {
    const { dev } = served
    const home = await fetchPage(dev.url, '/')
    expect(home.status).toBe(200)
    expect(home.text).toContain('<h1>Widgets home</h1>')
    expect(home.text).toContain('<ul class="docs-list"><li>/docs</li><li>/docs/all</li><li>/docs/setup</li></ul>')
    const about = await fetchPage(dev.url, '/about')
    expect(about.status).toBe(200)
    expect(about.text).toContain('<div class="marketing-shell"><p>We make widgets.</p></div>')
    expect(about.text).toContain('<title>About us | Widgets</title>')
    const notes = await fetchPage(dev.url, '/notes')
    expect(notes.status).toBe(200)
    expect(notes.text).toContain('Awaited in MDX.')
    expect((await fetchPage(dev.url, '/docs')).status).toBe(200)
  })

  it('serves a dynamic app route at the paths of its generateStaticParams, as the build does, and no other', async () => {
    const { dev } = served
    const second = await fetchPage(dev.url, '/blog/second')
    expect(second.status).toBe(200)
    expect(second.text).toContain('The post called <!-- -->second<!-- -->.')
    expect(second.text).toContain('<title>Post second | Widgets</title>')
    const first = await fetchPage(dev.url, '/blog/first')
    expect(first.status).toBe(200)
    expect(first.text).toContain('The post called <!-- -->first<!-- -->.')
    // Of the route's shape, but not among its params; and of no app route's shape.
    expect((await fetchPage(dev.url, '/blog/third')).status).toBe(404)
    expect((await fetchPage(dev.url, '/blog/first/more')).status).toBe(404)
  })
})

describe('guildsite dev: a Nextra 2 site’s app pages beside its pages router (website-wild10-n2-app-page)', () => {
  // (browser-extension-book: the build writes `src/app/test/page.tsx` outside the theme; dev serves it
  // the same, and an app page added or removed while dev runs comes and goes as in the next build.)
  const served = useDevSite('tests/fixtures/website-wild10-n2-app-page')

  it('serves the app page as the build writes it, and follows app pages added and removed', async () => {
    const { dev, site } = served
    const playground = await fetchPage(dev.url, '/playground')
    expect(playground.status).toBe(200)
    expect(playground.text).toContain('<h1 class="playground-title">Tide playground</h1>')
    expect(playground.text).toContain('<title>Tide playground</title>')
    expect(playground.text).not.toContain('gs-navbar')
    expect((await fetchPage(dev.url, '/guide')).text).toContain('gs-navbar')
    expect((await fetchPage(dev.url, '/tides')).status).toBe(404)
    writeFile(
      join(site, 'src/app/tides/page.jsx'),
      'export default function Tides() {\n  return <p className="tides">High tide at noon.</p>\n}\n'
    )
    const tides = await waitForPage(dev.url, '/tides', fetched => fetched.status === 200, 'the added app page')
    expect(tides.text).toContain('<p class="tides">High tide at noon.</p>')
    expect(tides.text).toContain('<title>Tide playground</title>')
    rmSync(join(site, 'src/app/tides'), { recursive: true })
    await waitForPage(dev.url, '/tides', fetched => fetched.status === 404, 'the removed app page gone')
    expect((await fetchPage(dev.url, '/playground')).status).toBe(200)
  })
})

describe('guildsite dev: the app router of the graphql-config website', () => {
  const served = useDevSite('tests/fixtures/corpus/website-graphql-config')

  it('the graphql-config website: / is its app/page.tsx, /changelog its page.mdx with top-level await (the absent CHANGELOG.md a warning)', async () => {
    const { dev } = served
    const home = await fetchPage(dev.url, '/')
    expect(home.status).toBe(200)
    expect(home.text).toMatch(/<h1 id="graphql-config"[^>]*><a href="#graphql-config"[^>]*>GraphQL Config<\/a><\/h1>/)
    expect(home.text).not.toContain('http-equiv="refresh"')
    const changelog = await fetchPage(dev.url, '/changelog')
    expect(changelog.status).toBe(200)
    expect(changelog.text).toContain('<h1 id="changelog" data-md="">Changelog')
    expect(dev.stderr()).toContain(
      'src/app/changelog/page.mdx:12:25 - warning PAGE_DATA ../CHANGELOG.md does not exist (files read at build time resolve from the site folder); the page was built with it read as empty'
    )
  })
})

describe('guildsite dev: a request for one route of a dynamic app page', () => {
  // Its generateStaticParams and its page write each call to a log outside the site; no search
  // index (it would render the other routes in the background).
  const logDir = mkdtempSync(join(tmpdir(), 'guildsite-dev-app-log-'))
  const log = join(logDir, 'calls.log')
  afterAll(() => removeSite(logDir))
  const served = useDevSite({
    'package.json': JSON.stringify({
      name: 'dev-app-one',
      dependencies: { next: '15.1.0', nextra: '4.0.5', 'nextra-theme-docs': '4.0.5' }
    }),
    'next.config.mjs': "import nextra from 'nextra'\n\nexport default nextra({ search: false })({})\n",
    'app/layout.tsx': `import { Layout, Navbar } from 'nextra-theme-docs'
import { getPageMap } from 'nextra/page-map'

export default async function RootLayout({ children }) {
  return <html lang="en"><body><Layout navbar={<Navbar logo={<b>One</b>} />} pageMap={await getPageMap()}>{children}</Layout></body></html>
}
`,
    'app/page.tsx': 'export default function Home() {\n  return <h1>Home</h1>\n}\n',
    'app/v/[slug]/page.tsx': `import { appendFileSync } from 'node:fs'

export function generateStaticParams() {
  appendFileSync(${JSON.stringify(log)}, 'params\\n')
  return [{ slug: 'a' }, { slug: 'b' }, { slug: 'c' }]
}

export default async function Version({ params }) {
  const { slug } = await params
  appendFileSync(${JSON.stringify(log)}, 'page ' + slug + '\\n')
  return <p>Version {slug}.</p>
}
`
  })

  it('renders that route alone and lists the routes once', async () => {
    const calls = () => readFileSync(log, 'utf8').split('\n').filter(Boolean)
    const a = await fetchPage(served.url, '/v/a')
    expect(a.status).toBe(200)
    expect(a.text).toContain('Version <!-- -->a<!-- -->.')
    expect(calls()).toEqual(['params', 'page a'])
    const c = await fetchPage(served.url, '/v/c')
    expect(c.status).toBe(200)
    expect(c.text).toContain('Version <!-- -->c<!-- -->.')
    expect((await fetchPage(served.url, '/v/zzz')).status).toBe(404)
    expect(calls()).toEqual(['params', 'page a', 'page c'])
  })
})

describe('guildsite dev: a dynamic app page that takes content routes (website-wild9-n4-import-page)', () => {
  // (samchon/nestia: `app/blog/[slug]/page.jsx` draws each post through importPage in the build, where
  // `guildsite dev` served the content catch-all's page: one rule for both, `content-precedence.ts`.)
  const served = useDevSite('tests/fixtures/website-wild9-n4-import-page')

  it('serves the app page at the routes its generateStaticParams lists, the content page at the others', async () => {
    const { dev } = served
    const note = await fetchPage(dev.url, '/notes/low-tide')
    expect(note.status).toBe(200)
    expect(note.text).toContain('<h1 class="field-note-title">Low tide at the north rocks</h1>')
    expect(note.text).toContain('Logged <!-- -->2026-03-02<!-- --> by <!-- -->Ines')
    const draft = await fetchPage(dev.url, '/notes/draft')
    expect(draft.status).toBe(200)
    expect(draft.text).toContain('Not yet logged')
    expect(draft.text).not.toContain('field-note-title')
    // (Again, from the cache: the same pages.)
    expect((await fetchPage(dev.url, '/notes/draft')).text).toContain('Not yet logged')
    expect((await fetchPage(dev.url, '/notes/kelp-survey')).text).toContain(
      '<h1 class="field-note-title">Kelp survey</h1>'
    )
  })

  it('draws a save of a content file the app page shows there', async () => {
    const { dev, site } = served
    const file = join(site, 'content/notes/kelp-survey.mdx')
    writeFile(file, readFileSync(file, 'utf8').replace("a hand's width", 'two hands'))
    const page = await waitForPage(
      dev.url,
      '/notes/kelp-survey',
      fetched => fetched.text.includes('The kelp grew two hands since March.'),
      'the saved survey'
    )
    expect(page.text).toContain('<h1 class="field-note-title">Kelp survey</h1>')
  })
})
