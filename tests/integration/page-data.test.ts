import { existsSync, readFileSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runCli } from '../helpers/cli.js'

/**
 * Next.js' data functions at build time (issue 22.4) through the real CLI: getStaticProps and
 * useData, MDX compiled at build time (buildDynamicMDX + RemoteContent, compileMdx + MDXRemote),
 * failures as warnings at the export, dynamic routes from getStaticPaths, re-exported default
 * exports, front matter in scope — and a page's data is never served stale from the caches.
 */
const FILES: Record<string, string> = {
  'guildsite.config.json': JSON.stringify({
    siteName: 'Data',
    docsRepositoryBase: 'https://github.com/the-guild-org/data'
  }),
  'data/stars.json': '{ "stars": 42 }',
  'components/index-page.tsx':
    'export function IndexPage() { return <section className="home-hero">Welcome home</section> }\n',
  'pages/index.mdx': "export { IndexPage as default } from '../components/index-page'\n",
  'pages/lost.mdx': "# Lost\n\nexport { LostPage as default } from '../components/lost-page'\n",
  'pages/stars.mdx': `import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { useData } from 'nextra/data'

export const getStaticProps = async () => ({ props: { ssg: JSON.parse(readFileSync(join(process.cwd(), 'data/stars.json'), 'utf8')) } })

export function Stars() {
  const { stars } = useData()
  return <strong className="stars">{stars} stars</strong>
}

# Stars

<Stars />
`,
  'pages/readme.mdx': `---
title: readme
description: The page's own description
---

import { RemoteContent } from '@theguild/components'
import { buildDynamicMDX } from 'nextra/remote'

export async function getStaticProps() {
  return { props: { ...(await buildDynamicMDX('# Remote README title\\n\\n## Remote README\\n\\nSome **bold** words.\\n')) } }
}

<RemoteContent />
`,
  'pages/remote.mdx': `import { MDXRemote } from 'nextra/mdx-remote'
import { compileMdx } from 'nextra/compile'
import { useData } from 'nextra-theme-docs'

export const getStaticProps = async () => ({ props: { ssg: { compiledSource: await compileMdx('<Callout>Compiled at build time</Callout>') } } })

export const Remote = () => <MDXRemote compiledSource={useData().compiledSource} />

# Remote

<Remote />
`,
  'pages/fails.mdx': `# Fails

export const getStaticProps = async () => {
  throw new Error('no network here')
}

Still <span className="rendered">rendered</span>.
`,
  'pages/hangs.mdx': `export const getStaticProps = () => new Promise(() => {})

# Hangs

Rendered anyway.
`,
  'pages/plugins/[name].mdx': `import { useData } from 'nextra/data'

export const getStaticPaths = async () => ({ paths: [{ params: { name: 'use-logger' } }, '/plugins/use-schema'], fallback: false })

export const getStaticProps = async ({ params }) => ({ props: { ssg: { title: 'Plugin ' + params.name } } })

export const Title = () => <h1 className="plugin">{useData().title}</h1>

<Title />

Param: {props.params.name}
`,
  // (Next refuses a dynamic page with getStaticProps and no getStaticPaths; one with no data function is a template page.)
  'pages/[slug].mdx': 'export const getStaticProps = () => ({ props: {} })\n\n# Never built\n',
  'pages/links.mdx': '# Links\n\n[The remote section](/readme#remote-readme), [a plugin](/plugins/use-schema).\n',
  'pages/play.mdx':
    "import { Playground } from 'nextra/components'\n\n# Play\n\n<Playground source={'## Hello {name}\\n\\n<Callout>From a prop</Callout>'} scope={{ name: 'World' }} />\n",
  'pages/front.mdx':
    '---\ntitle: Front Matter\ndescription: In scope\n---\n\n# {frontMatter.title}\n\n{metadata.description} and {frontMatter.title.toUpperCase()}.\n'
}

const temp: string[] = []
afterAll(() => Promise.all(temp.map(dir => rm(dir, { recursive: true, force: true }))))

async function site(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'guildsite-page-data-'))
  temp.push(dir)
  for (const [path, text] of Object.entries(FILES)) {
    await mkdir(dirname(join(dir, path)), { recursive: true })
    await writeFile(join(dir, path), text)
  }
  return dir
}

const warnings = (stderr: string) =>
  [...stderr.matchAll(/^(\S+) - warning (\w+) (.*)$/gm)].map(m => `${m[1]} ${m[2]} ${m[3]}`)
const page = (dir: string, route: string) => readFileSync(join(dir, 'dist', route, 'index.html'), 'utf8')
const content = (html: string) => /<article class="gs-content">([^]*?)<\/article>/.exec(html)?.[1] ?? ''

describe('Next data functions at build time', async () => {
  const dir = await site()
  const result = await runCli(['build', dir], { env: { GUILDSITE_DATA_TIMEOUT_MS: '4000' } })

  it('builds with exit 0, warnings only for what cannot work without a server', () => {
    expect(result.stderr).not.toMatch(/ - error /)
    expect(result.code).toBe(0)
    expect(warnings(result.stderr)).toEqual([
      'pages/[slug].mdx DYNAMIC_ROUTE Dynamic route [slug].mdx is not built: it exports no getStaticPaths to list its pages',
      'pages/fails.mdx:3:1 PAGE_DATA getStaticProps failed at build time (no network here); the page renders with empty data',
      "pages/hangs.mdx:1:1 PAGE_DATA getStaticProps did not finish within 4 s: something it awaits (a network request, most likely) had not answered; the page renders with empty data (GUILDSITE_DATA_TIMEOUT_MS, or next.config's staticPageGenerationTimeout (seconds), gives it more time)",
      'pages/lost.mdx:3:1 UNRESOLVED_IMPORT Import "../components/lost-page" cannot be resolved; a placeholder is rendered instead'
    ])
  })

  it('gives the props of getStaticProps to useData()', () => {
    expect(content(page(dir, 'stars'))).toContain('<strong class="stars">42<!-- --> stars</strong>')
  })

  it('renders MDX compiled at build time: buildDynamicMDX + RemoteContent, compileMdx + MDXRemote', () => {
    const readme = content(page(dir, 'readme'))
    // (MDX compiled from a string marks Markdown's elements, as Nextra's APIs style only those: data-md.)
    expect(readme).toMatch(/<h2 data-md="" id="remote-readme">Remote README/)
    expect(readme).toContain('Some <strong data-md="">bold</strong> words.')
    // The compiled MDX's headings are in the page's table of contents, as Nextra's buildDynamicMDX gives them.
    expect(page(dir, 'readme')).toMatch(/<aside class="gs-toc">[^]*href="#remote-readme"/)
    expect(content(page(dir, 'remote'))).toMatch(/class="gs-callout"[^]*Compiled at build time/)
  })

  it("heads a page whose getStaticProps compiled MDX with that MDX's title and front matter, as Nextra 2 and 3 do", () => {
    const html = page(dir, 'readme')
    expect(html).toMatch(/<title>Remote README title[^<]*<\/title>/)
    // Its own front matter is replaced whole: the site's default description, not the page's.
    expect(html).not.toContain("The page's own description")
    expect(html).toMatch(/<meta name="description" content="[^"]* Documentation"\/>/)
  })

  it('renders MDX given as a prop (Playground), compiled while the page is built', () => {
    const play = content(page(dir, 'play'))
    expect(play).toContain('<h2 data-md="">Hello <!-- -->World</h2>')
    expect(play).toMatch(/class="gs-callout"[^]*From a prop/)
  })

  it('renders a page whose data function fails or hangs, with empty data', () => {
    expect(content(page(dir, 'fails'))).toContain('<span class="rendered">rendered</span>')
    expect(content(page(dir, 'hangs'))).toContain('Rendered anyway.')
  })

  it('builds a dynamic route for each path of getStaticPaths, with its params and data', () => {
    expect(content(page(dir, 'plugins/use-logger'))).toContain('<h1 class="plugin">Plugin use-logger</h1>')
    expect(content(page(dir, 'plugins/use-schema'))).toContain('Param: <!-- -->use-schema')
    expect(existsSync(join(dir, 'dist', '[slug]'))).toBe(false)
  })

  it('renders the component a page re-exports as its default, and a visible placeholder where it cannot be found', () => {
    expect(page(dir, '')).toContain('<section class="home-hero">Welcome home</section>')
    expect(content(page(dir, 'lost'))).toContain(
      '<div class="gs-missing" role="note" data-missing-component="LostPage"><strong>Missing component: LostPage</strong>'
    )
  })

  it('puts the front matter in scope (frontMatter and metadata)', () => {
    expect(content(page(dir, 'front'))).toContain('<h1 id="front-matter">Front Matter</h1>')
    expect(content(page(dir, 'front'))).toContain('In scope and <!-- -->FRONT MATTER<!-- -->.')
  })

  it('runs getStaticProps again on the next build: what it reads is never served stale from the caches', async () => {
    await writeFile(join(dir, 'data/stars.json'), '{ "stars": 43 }')
    const again = await runCli(['build', dir], { env: { GUILDSITE_DATA_TIMEOUT_MS: '4000' } })
    expect(again.code).toBe(0)
    expect(content(page(dir, 'stars'))).toContain('43<!-- --> stars')
    expect(content(page(dir, 'plugins/use-logger'))).toContain('Plugin use-logger')
  })
})
