import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCli, type CliResult } from '../helpers/cli.js'

/**
 * The import surface of docs/import-surface.md, imported name by name through a real build: one page
 * per module imports every value the table lists for it and prints what each one is, and a showcase
 * page renders the main components with content. The list comes from the table, so the two cannot drift.
 */
const TABLE = readFileSync(new URL('../../docs/import-surface.md', import.meta.url), 'utf8')
const ROW = /^\| `([^`]+)` \| `([^`]+)` \|/gm
const SURFACE = new Map<string, string[]>()
for (const [, module, name] of TABLE.matchAll(ROW)) SURFACE.set(module!, [...(SURFACE.get(module!) ?? []), name!])

const slug = (module: string) => module.replace(/[@/.]/g, '-').replace(/^-+/, '')

/** A page importing every listed name of `module` (the default export as `__default`). */
function modulePage(module: string, names: string[]): string {
  const named = names.filter(name => name !== 'default')
  const locals = named.map(name => `${name} as __${name}`)
  const clause = [names.includes('default') ? '__default' : '', locals.length ? `{ ${locals.join(', ')} }` : '']
    .filter(Boolean)
    .join(', ')
  const entries = names.map(name => `${JSON.stringify(name)}: typeof __${name}`).join(', ')
  return `import ${clause} from '${module}'\n\n# ${module}\n\n<pre id="surface">{JSON.stringify({ ${entries} })}</pre>\n`
}

const SHOWCASE = `import { Table, Td, Th, Tr, Code, Pre, Collapse, Banner, Tabs, Cards, Steps, FileTree, Callout, Bleed } from 'nextra/components'
import { Anchor, FeatureList, InfoList, HeroGradient, NPMBadge, Giscus, PRODUCTS, defineConfig, useConfig, useTheme, useMounted } from '@theguild/components'
import { useRouter } from 'next/router'
import { useRouter as useCompatRouter } from 'next/compat/router.js'
import { usePathname, useSearchParams } from 'next/navigation'
import Link from 'next/link'
import Head from 'next/head'
import dynamic from 'next/dynamic'
import { IBM_Plex_Sans } from 'next/font/google'
import { ArrowRightIcon } from 'nextra/icons'
import OldCallout from 'nextra-theme-docs/callout'
import OldCollapse from 'nextra-theme-docs/collapse'

export const plex = IBM_Plex_Sans({ weight: '400', fallback: ['sans-serif'] })

export const Loaded = dynamic(() => import('./loaded-part.js'))
export const BrowserOnly = dynamic(() => import('./loaded-part.js'), { ssr: false, loading: () => <span>browser-only fallback</span> })

export function Hooks() {
  const config = useConfig()
  const router = useRouter()
  const params = useSearchParams()
  return <p id="hooks">{[config.title, config.frontMatter.kind, router.pathname, usePathname(), useTheme().resolvedTheme, String(useMounted()), String(params.size)].join('|')}</p>
}

export const config = defineConfig({ logo: 'x' })

export function CompatRouter() {
  return <p id="compat-router">{useCompatRouter()?.pathname ?? 'null'}</p>
}

<Head><title>head title</title><meta name="x-surface" content="hoisted" /></Head>

<p id="font" style={plex.style}>font text <ArrowRightIcon /></p>

<Hooks />

<CompatRouter />

<Table><thead><Tr><Th>table head</Th></Tr></thead><tbody><Tr><Td>table cell</Td></Tr></tbody></Table>

<Code>inline code</Code>

<Pre data-filename="Terminal" data-copy=""><code>pre block</code></Pre>

<Collapse isOpen>collapse open</Collapse>

<Banner storageKey="k">banner text</Banner>

<Tabs items={['first tab', 'second tab']}><Tabs.Tab>first panel</Tabs.Tab><Tabs.Tab>second panel</Tabs.Tab></Tabs>

<Cards><Cards.Card title="card title" href="/other" /></Cards>

<Steps>
### step one
</Steps>

<FileTree><FileTree.Folder name="folder-name" defaultOpen><FileTree.File name="file-name.mdx" /></FileTree.Folder></FileTree>

<Callout type="warning">callout text</Callout>

<Bleed>bleed text</Bleed>

<OldCallout emoji="⚠️">old callout text</OldCallout>

<OldCollapse open>old collapse open</OldCollapse>

<Anchor href="/other">anchor text</Anchor>

<Link href={{ pathname: '/other', query: { a: 1 } }}>next link</Link>

<FeatureList title="feature list" items={[{ title: 'feature one', description: 'feature text', link: { href: '/other', children: 'feature link' } }]} />

<InfoList title="info list" items={[{ title: 'info one', description: 'info text' }]} />

<HeroGradient title="hero title" description="hero text" colors={['#ff34ae', '#1cc8ee']} link={{ href: '/other', children: 'hero button' }} version="v1.2.3" />

<NPMBadge name="graphql-yoga" version="5.0.0" />

<Giscus repo="the-guild-org/x" repoId="R" category="Docs" categoryId="C" />

<Loaded />

<BrowserOnly />

<p id="products">{[PRODUCTS.YOGA.name, config.logo].join('|')}</p>
`

const FILES: Record<string, string> = {
  'guildsite.config.json': JSON.stringify({
    siteName: 'Surface',
    docsRepositoryBase: 'https://github.com/the-guild-org/test/tree/main',
    basePath: '/base'
  }),
  'pages/index.mdx': '# Home\n',
  'pages/other.mdx': '# Other\n',
  'pages/showcase.mdx': `---\ntitle: Showcase title\nkind: front-matter-kind\n---\n\n${SHOWCASE}`,
  'pages/loaded-part.js': `export default function LoadedPart() { return 'dynamic loaded' }\n`,
  ...Object.fromEntries(
    [...SURFACE].map(([module, names]) => [`pages/surface/${slug(module)}.mdx`, modulePage(module, names)])
  )
}

let root: string
let out: string
let result: CliResult

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'guildsite-surface-'))
  for (const [path, content] of Object.entries(FILES)) {
    await mkdir(dirname(join(root, 'site', path)), { recursive: true })
    await writeFile(join(root, 'site', path), content)
  }
  result = await runCli(['build', join(root, 'site'), '--no-cache'])
  out = join(root, 'site/dist')
}, 180_000)
afterAll(() => rm(root, { recursive: true, force: true }))

describe('the import surface of docs/import-surface.md', () => {
  it('lists the modules of the issue with their names', () => {
    for (const module of [
      'nextra',
      'nextra/components',
      'nextra/hooks',
      'nextra/data',
      'nextra-theme-docs',
      '@theguild/components',
      '@theguild/components/server',
      'next/image',
      'next/link',
      'next/head',
      'next/router',
      'next/navigation',
      'next/dynamic'
    ])
      expect(SURFACE.get(module)?.length, module).toBeGreaterThan(0)
    expect([...SURFACE.values()].flat().length).toBeGreaterThan(250)
  })

  it('builds with exit 0 and no unresolved import or missing component', () => {
    expect(result.code, result.stderr).toBe(0)
    expect(result.stderr).not.toMatch(/UNRESOLVED|MISSING|missing|MDX_RENDER|MDX_EVAL/)
  })

  it.each([...SURFACE])('%s: every listed name is a value of the module', async (module, names) => {
    const html = await readFile(join(out, 'surface', slug(module), 'index.html'), 'utf8')
    const json = /<pre id="surface">([^<]*)<\/pre>/.exec(html)?.[1]
    const types = JSON.parse(json!.replaceAll('&quot;', '"')) as Record<string, string>
    expect(Object.keys(types).sort()).toEqual([...names].sort())
    expect(Object.entries(types).filter(([, type]) => type === 'undefined')).toEqual([])
  })

  it('renders each showcased component with its content', async () => {
    const html = await readFile(join(out, 'showcase/index.html'), 'utf8')
    for (const text of [
      'table head',
      'table cell',
      'inline code',
      'pre block',
      'Terminal',
      'collapse open',
      'banner text',
      'first tab',
      'second panel',
      'card title',
      'step one',
      'folder-name',
      'file-name.mdx',
      'callout text',
      'bleed text',
      'anchor text',
      'next link',
      'feature list',
      'feature one',
      'feature link',
      'info list',
      'info one',
      'hero title',
      'hero button',
      'v1.2.3',
      'npm: v5.0.0',
      'data-repo="the-guild-org/x"',
      'dynamic loaded',
      'browser-only fallback',
      'Yoga|x'
    ])
      expect(html.includes(text), text).toBe(true)
    // (nextra-theme-docs 2.0 alpha's subpath parts: unic/stages' `import Callout from 'nextra-theme-docs/callout'`.)
    expect(html).toMatch(/<div class="gs-callout[^"]*"[^>]*data-type="default"[^>]*>.*?⚠️.*?old callout text/s)
    expect(html).toMatch(/<div class="gs-collapse">old collapse open<\/div>/)
    // (`next/compat/router` by its file name, on a pages-router page: the router; lawtext's `router?.basePath`.)
    expect(html).toContain('<p id="compat-router">/showcase</p>')
    expect(html).toContain('<p id="hooks">Showcase title|front-matter-kind|/showcase|/showcase|light|false|0</p>')
    expect(html).toContain('href="/base/other?a=1"')
    expect(html).toContain('<h1 class="gs-hero-gradient-title">hero title</h1>')
    // next/head: a meta tag lands in the document head; its title never shows as text in the page.
    expect(html.slice(0, html.indexOf('</head>'))).toContain('<meta name="x-surface" content="hoisted"/>')
    expect(html).not.toContain('head title')
    expect(html).toContain('<p id="font" style="font-family:&#x27;IBM Plex Sans&#x27;, sans-serif">font text <svg')
  })
})
