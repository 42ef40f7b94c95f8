import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { formatDiagnostic } from '../../../src/cli/reporter.js'
import { loadSite } from '../../../src/content/load-site.js'
import { CONFIG, siteWith } from './site-errors.js'

describe('front matter errors', () => {
  it('malformed YAML points at its own line', async () => {
    const source =
      '---\ntitle: Getting started\ndescription: "unclosed\nsidebarTitle: Start\n---\n\n# Getting started\n'
    expect(await siteWith({ 'pages/guide.mdx': source })).toMatchInlineSnapshot(`
      "pages/guide.mdx:3:14 - error FRONT_MATTER_SYNTAX Front matter is not valid YAML: Missing closing "quote
        1 | ---
        2 | title: Getting started
      > 3 | description: "unclosed
          |              ^
        4 | sidebarTitle: Start
        5 | ---"
    `)
  })

  it('a colon inside a plain value points at its line', async () => {
    const source = '---\ntitle: Yoga: the server\n---\n'
    expect(await siteWith({ 'pages/guide.md': source })).toMatchInlineSnapshot(`
      "pages/guide.md:2:8 - error FRONT_MATTER_SYNTAX Front matter is not valid YAML: Nested mappings are not allowed in compact mappings
        1 | ---
      > 2 | title: Yoga: the server
          |        ^
        3 | ---
        4 | "
    `)
  })

  it('a value that fails the schema (searchable: "yes")', async () => {
    const source = '---\ntitle: Guide\nsearchable: "yes"\n---\n\n# Guide\n'
    expect(await siteWith({ 'pages/guide.mdx': source })).toMatchInlineSnapshot(`
      "pages/guide.mdx:3:1 - error FRONT_MATTER_INVALID "searchable": expected boolean, received string
        1 | ---
        2 | title: Guide
      > 3 | searchable: "yes"
          | ^
        4 | ---
        5 | "
    `)
  })

  it('an unknown key in the strict theme object', async () => {
    const source = '---\ntitle: Guide\ntheme:\n  toc: false\n  layot: full\n---\n\n# Guide\n'
    expect(await siteWith({ 'pages/guide.mdx': source })).toMatchInlineSnapshot(`
      "pages/guide.mdx:5:3 - error FRONT_MATTER_INVALID Unknown front matter key "theme.layot"
        3 | theme:
        4 |   toc: false
      > 5 |   layot: full
          |   ^
        6 | ---
        7 | "
    `)
  })

  it('a theme value outside its enum', async () => {
    const source = '---\ntheme:\n  layout: wide\n---\n'
    expect(await siteWith({ 'pages/guide.md': source })).toMatchInlineSnapshot(`
      "pages/guide.md:3:3 - error FRONT_MATTER_INVALID "theme.layout": expected one of "default", "full", "raw", received "wide"
        1 | ---
        2 | theme:
      > 3 |   layout: wide
          |   ^
        4 | ---
        5 | "
    `)
  })

  it('front matter that is not a mapping', async () => {
    expect(await siteWith({ 'pages/guide.md': '---\n- just\n- a list\n---\n' })).toMatchInlineSnapshot(`
      "pages/guide.md:2:1 - error FRONT_MATTER_INVALID Front matter must be a YAML mapping of keys to values
        1 | ---
      > 2 | - just
          | ^
        3 | - a list
        4 | ---"
    `)
  })
})

describe('file errors', () => {
  it('a page that is not UTF-8', async () => {
    const latin1 = Buffer.concat([Buffer.from('# Caf'), Buffer.from([0xe9]), Buffer.from('\n\nSecond line\n')])
    const late = Buffer.concat([
      Buffer.from('# Title\n\nfirst\nsecond: na'),
      Buffer.from([0xef, 0xbb]),
      Buffer.from('ve\n')
    ])
    expect(await siteWith({ 'pages/cafe.md': latin1, 'pages/late.md': late })).toMatchInlineSnapshot(`
      "pages/cafe.md:1:6 - error FILE_NOT_UTF8 File is not valid UTF-8 text
      > 1 | # Caf�
          |      ^
        2 | 
        3 | Second line
        hint: Save the file as UTF-8 (it looks like another encoding, e.g. Latin-1).

      pages/late.md:4:11 - error FILE_NOT_UTF8 File is not valid UTF-8 text
        2 | 
        3 | first
      > 4 | second: na�ve
          |           ^
        5 | 
        hint: Save the file as UTF-8 (it looks like another encoding, e.g. Latin-1)."
    `)
  })

  it('a binary file with a page extension', async () => {
    expect(
      await siteWith({ 'pages/logo.mdx': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00]) })
    ).toMatchInlineSnapshot(`
      "pages/logo.mdx:1:1 - error FILE_NOT_UTF8 File is binary (it contains NUL bytes), not a Markdown page
        hint: Move binary files to the public folder."
    `)
  })
})

describe('duplicate routes name both files', () => {
  it('a.md and a.mdx', async () => {
    expect(await siteWith({ 'pages/a.md': '# A\n', 'pages/a.mdx': '# A\n' })).toMatchInlineSnapshot(
      `"pages/a.mdx:1:1 - error DUPLICATE_ROUTE pages/a.md and pages/a.mdx both define the route /a"`
    )
  })

  it('a.mdx and a/index.mdx', async () => {
    expect(await siteWith({ 'pages/a.mdx': '# A\n', 'pages/a/index.mdx': '# A index\n' })).toMatchInlineSnapshot(
      `"pages/a/index.mdx:1:1 - error DUPLICATE_ROUTE pages/a.mdx and pages/a/index.mdx both define the route /a"`
    )
  })

  it('reported once in a site with two locales', async () => {
    const config = JSON.stringify({
      ...JSON.parse(CONFIG),
      i18n: {
        locales: [
          { locale: 'en-US', text: 'English' },
          { locale: 'fr', text: 'Français' }
        ]
      }
    })
    const files = {
      'guildsite.config.json': config,
      'pages/a.mdx': '# A\n',
      'pages/a/index.mdx': '# A\n',
      'pages/b.fr.md': '# B\n',
      'pages/b.fr.mdx': '# B\n'
    }
    expect(await siteWith(files)).toMatchInlineSnapshot(`
      "pages/a/index.mdx:1:1 - error DUPLICATE_ROUTE pages/a.mdx and pages/a/index.mdx both define the route /a

      pages/b.fr.mdx:1:1 - error DUPLICATE_ROUTE pages/b.fr.md and pages/b.fr.mdx both define the route /fr/b"
    `)
  })

  it('a.mdx and a/index.mdx in a website folder: a warning, and a/index.mdx is the page, as next build keeps it', async () => {
    // (eloisa-alesqui/ia-engineering-spring-ai, Nextra 3: pages/parte-1/capitulo-3.mdx beside
    // capitulo-3/index.mdx failed the whole build; Next keeps the file its sorted listing gives last.)
    const dir = mkdtempSync(join(tmpdir(), 'guildsite-dup-website-'))
    try {
      const files: Record<string, string> = {
        'package.json': JSON.stringify({
          dependencies: { next: '15.2.0', nextra: '3.3.0', 'nextra-theme-docs': '3.3.0' }
        }),
        'next.config.mjs':
          "import nextra from 'nextra'\n\nexport default nextra({ theme: 'nextra-theme-docs', themeConfig: './theme.config.jsx' })({})\n",
        'theme.config.jsx': 'export default { logo: <b>Docs</b> }\n',
        'pages/index.mdx': '# Home\n',
        'pages/a.mdx': '---\ntitle: A, short\n---\n',
        'pages/a/index.mdx': '---\ntitle: A, in full\n---\n\n# A in full\n'
      }
      for (const [rel, content] of Object.entries(files)) {
        mkdirSync(dirname(join(dir, rel)), { recursive: true })
        writeFileSync(join(dir, rel), content)
      }
      const { site, diagnostics } = await loadSite({ siteDir: dir })
      expect(diagnostics.map(d => formatDiagnostic(d)).join('\n')).toBe(
        'pages/a/index.mdx:1:1 - warning DUPLICATE_ROUTE pages/a.mdx and pages/a/index.mdx both define the route /a; as under next build, pages/a/index.mdx is the page there and pages/a.mdx is not built'
      )
      const node = site!.pageMaps.get(site!.config.i18n.defaultLocale)!.pages.find(page => page.route === '/a')
      expect(node?.file).toBe('pages/a/index.mdx')
      expect(node?.title).toBe('A, in full')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('a Nextra 4 site with locale content folders: the root app _meta may name app/page.tsx, with no warning', async () => {
    // (Internet-Architecture-and-Security/packetScope-website: `src/app/_meta.ts` `index: { display: 'hidden' }`
    // for its `src/app/page.tsx`, content in `src/content/en|zh` under `/[lang]/docs`: a false META_KEY_MISSING.)
    const dir = mkdtempSync(join(tmpdir(), 'guildsite-n4-locale-app-meta-'))
    try {
      const files: Record<string, string> = {
        'package.json': JSON.stringify({
          dependencies: { next: '15.4.4', nextra: '4.2.17', 'nextra-theme-docs': '4.2.17' }
        }),
        'next.config.mjs':
          "import nextra from 'nextra'\n\nexport default nextra({ contentDirBasePath: '/docs' })({ i18n: { locales: ['en', 'zh'], defaultLocale: 'en' } })\n",
        'src/app/layout.tsx':
          'export default function RootLayout({ children }) {\n  return <html><body>{children}</body></html>\n}\n',
        'src/app/page.tsx': 'export default function Home() {\n  return <h1>Home</h1>\n}\n',
        'src/app/_meta.ts': "export default { index: { display: 'hidden' } }\n",
        'src/app/[lang]/docs/[[...mdxPath]]/page.jsx':
          "import { generateStaticParamsFor, importPage } from 'nextra/pages'\nexport const generateStaticParams = generateStaticParamsFor('mdxPath', 'lang')\nexport default async function Page(props) {\n  const params = await props.params\n  const { default: MDXContent } = await importPage(params.mdxPath, params.lang)\n  return <MDXContent />\n}\n",
        'src/content/en/index.mdx': '# Docs\n',
        'src/content/zh/index.mdx': '# 文档\n'
      }
      for (const [rel, content] of Object.entries(files)) {
        mkdirSync(dirname(join(dir, rel)), { recursive: true })
        writeFileSync(join(dir, rel), content)
      }
      const { diagnostics } = await loadSite({ siteDir: dir })
      expect(diagnostics.map(d => formatDiagnostic(d))).toEqual([])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('index.mdx and index.en-US.mdx', async () => {
    expect(await siteWith({ 'pages/index.en-US.mdx': '# Home\n' })).toMatchInlineSnapshot(
      `"pages/index.mdx:1:1 - error DUPLICATE_ROUTE pages/index.en-US.mdx and pages/index.mdx both define the route /"`
    )
  })
})
