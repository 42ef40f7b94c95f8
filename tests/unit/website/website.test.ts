import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import { createElement } from 'react'
import { afterAll, describe, expect, it } from 'vitest'
import { checkLinks } from '../../../src/check/check-links.js'
import { evaluateLenient, namesImported } from '../../../src/config/evaluate-lenient.js'
import { findContentFolder, readWebsiteFolder } from '../../../src/config/website-folder.js'
import { loadConfig } from '../../../src/config/load-config.js'
import { mapNextConfig, mapThemeConfig } from '../../../src/config/website-options.js'
import { redirectPages, redirectsOverPages } from '../../../src/website/redirect-pages.js'
import { readSiteComponents, siteComponentsWarning } from '../../../src/website/mdx-components.js'
import { hiveMdxLinks } from '../../../src/website/mdx-components-file.js'
import { svgComponentModule } from '../../../src/website/bundle-plugins.js'
import { withBasePath, withBasePathOnce } from '../../../templates/base-path.js'
import { mkdir, symlink } from 'node:fs/promises'

const temp: string[] = []
afterAll(() => Promise.all(temp.map(dir => rm(dir, { recursive: true, force: true }))))
async function folder(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'guildsite-website-unit-'))
  temp.push(dir)
  for (const [path, text] of Object.entries(files)) {
    await mkdir(join(dir, path, '..'), { recursive: true })
    await writeFile(join(dir, path), text)
  }
  return dir
}

describe('base path on authored links', () => {
  it('adds the base path once: a link that carries it already is not doubled; route URLs always get it', () => {
    expect(withBasePathOnce('/docs', '/guide')).toBe('/docs/guide')
    expect(withBasePathOnce('/docs', '/docs/guide')).toBe('/docs/guide')
    expect(withBasePathOnce('/docs', '/docs')).toBe('/docs')
    expect(withBasePathOnce('/docs', '/docs#top')).toBe('/docs#top')
    expect(withBasePathOnce('/docs', '/docsearch')).toBe('/docs/docsearch')
    expect(withBasePathOnce('/docs', 'https://x.dev/a')).toBe('https://x.dev/a')
    expect(withBasePathOnce('', '/docs/a')).toBe('/docs/a')
    expect(withBasePath('/docs', '/docs/guide')).toBe('/docs/docs/guide')
  })
})

describe('the link checker with prefixes', () => {
  const base = {
    anchors: new Map([
      ['/docs/guide', new Set(['setup'])],
      ['/docs', new Set<string>()]
    ]),
    staticFiles: new Set(['/old/index.html']),
    pagesLevel: 'error' as const,
    anchorsLevel: 'error' as const
  }
  const page = (...urls: string[]) => ({
    route: '/docs',
    file: 'content/index.mdx',
    source: '',
    links: urls.map((url, i) => ({ url, line: i + 1, column: 1 }))
  })
  it('accepts a link with or without the base path, and a redirect page', () => {
    expect(
      checkLinks({ ...base, basePath: '/site', pages: [page('/docs/guide', '/site/docs/guide#setup', '/old')] })
    ).toEqual([])
  })
  it('reports a doubled base path, a missing prefix and a missing anchor', () => {
    const found = checkLinks({
      ...base,
      basePath: '/site',
      pages: [page('/site/site/docs/guide', '/guide', '/docs/guide#nope')]
    })
    expect(found.map(d => `${d.line} ${d.code} ${d.message}`)).toEqual([
      '1 BROKEN_LINK Broken link → /site/site/docs/guide: no page or file at /site/docs/guide',
      '2 BROKEN_LINK Broken link → /guide: no page or file at /guide',
      '3 BROKEN_ANCHOR Broken anchor → /docs/guide#nope: /docs/guide has no heading #nope'
    ])
  })
})

describe('redirect pages', () => {
  it('writes a refresh + canonical page per plain source, skips parameters, warns where one replaces a page, leads / to contentDirBasePath', () => {
    const { files, diagnostics } = redirectPages({
      redirects: [
        { source: '/old', destination: '/guide' },
        { source: '/blog/:slug', destination: '/' },
        { source: '/guide', destination: '/x' },
        { source: '/away', destination: 'https://x.dev/' },
        // (graphql-tools' next.config: no request has a #fragment, Next never follows it.)
        { source: '/docs/api/merge#mergetypedefs', destination: '/docs/api/merge_src#mergetypedefs' }
      ],
      routes: new Set(['/guide', '/docs']),
      basePath: '/site',
      siteUrl: 'https://example.com',
      contentDirBasePath: '/docs',
      file: 'next.config.mjs'
    })
    expect([...files.keys()]).toEqual(['old/index.html', 'away/index.html', 'index.html'])
    expect(files.get('old/index.html')).toContain('<meta http-equiv="refresh" content="0; url=/site/guide"><')
    expect(files.get('old/index.html')).toContain('<link rel="canonical" href="https://example.com/site/guide">')
    expect(files.get('away/index.html')).toContain('url=https://x.dev/')
    expect(files.get('index.html')).toContain('url=/site/docs')
    expect(diagnostics.map(d => d.code)).toEqual(['REDIRECT_SKIPPED', 'REDIRECT_OVER_PAGE', 'REDIRECT_SKIPPED'])
    expect(diagnostics[1]!.message).toMatch(
      /^Redirect \/guide → \/x replaces the page at \/guide: Next answers a redirect before/
    )
    expect(diagnostics[2]!.message).toMatch(/#mergetypedefs .*never send the #fragment/)
  })

  it("gives the page at an exact source its redirect page (the page's render writes it), the first of one source, none to itself", () => {
    const over = redirectsOverPages({
      redirects: [
        { source: '/guide/', destination: '/x' },
        { source: '/guide', destination: '/y' },
        { source: '/blog/:slug', destination: '/' },
        { source: '/self', destination: '/self/' }
      ],
      basePath: '/site'
    })
    expect([...over.keys()]).toEqual(['/guide'])
    expect(over.get('/guide')).toContain('<meta http-equiv="refresh" content="0; url=/site/x">')
  })
})

describe('redirects with parameters (issue 34.11)', () => {
  const run = (count: number) =>
    redirectPages({
      redirects: [
        { source: '/kept', destination: '/guide' },
        ...Array.from({ length: count }, (_, i) => ({ source: `/v${i}/:path*`, destination: `/docs/:path*` }))
      ],
      routes: new Set(['/guide']),
      basePath: '',
      contentDirBasePath: '',
      file: 'next.config.js',
      locate: source => ({ file: 'next.config.js', line: 10 + Number(source.slice(2, 3)), column: 13 })
    }).diagnostics

  it("are one warning at the first when more than three (apollo-angular's 23), with the count, the first ones and the lines, and a hint for the host", () => {
    const found = run(5)
    expect(found.map(d => `${d.file}:${d.line}:${d.column} ${d.code} ${d.message}`)).toEqual([
      'next.config.js:10:13 REDIRECT_SKIPPED 5 redirects have parameters (/v0/:path* → /docs/:path*, /v1/:path* → /docs/:path*, /v2/:path* → /docs/:path*, and 2 more; lines 10, 11, 12, 13, 14); a static site writes one page per path, so they are skipped'
    ])
    expect(found[0]!.hint).toMatch(/host's own redirect rules \(Netlify's _redirects, vercel\.json/)
  })

  it('are one warning each when three or fewer', () => {
    expect(run(3).map(d => `${d.line} ${d.message}`)).toEqual([
      '10 Redirect /v0/:path* → /docs/:path* has parameters; a static site writes one page per path, so it is skipped',
      '11 Redirect /v1/:path* → /docs/:path* has parameters; a static site writes one page per path, so it is skipped',
      '12 Redirect /v2/:path* → /docs/:path* has parameters; a static site writes one page per path, so it is skipped'
    ])
  })
})

describe('redirects for other hosts (issue 34.11)', () => {
  it("are left out with a note, not skipped with warnings: next-auth's old subdomains never answer this site's paths", async () => {
    const dir = await folder({
      'pages/index.mdx': '# Home',
      'next.config.js': `module.exports = {
  async redirects() {
    return [
      { source: '/old', destination: '/', permanent: true },
      { source: '/', has: [{ type: 'host', value: 'adapters.authjs.dev' }], destination: 'https://authjs.dev/db', permanent: true },
      { source: '/:path(.*)', has: [{ type: 'host', value: 'warnings.authjs.dev' }], destination: 'https://authjs.dev/w', permanent: true }
    ]
  }
}
`
    })
    const read = await readWebsiteFolder(dir)
    expect(read.raw.redirects).toEqual([{ source: '/old', destination: '/', permanent: true }])
    expect(read.notes).toContainEqual({
      file: 'next.config.js',
      key: 'redirects',
      action: 'ignored',
      detail: "2 for other hosts (has: host), which never answer this site's paths"
    })
  })
})

describe('reading a website folder', () => {
  it('finds the content folder the way Next.js and Nextra do', async () => {
    expect(findContentFolder(await folder({ 'pages/index.mdx': '', 'src/pages/index.mdx': '' }))).toBe('pages')
    expect(findContentFolder(await folder({ 'src/pages/index.mdx': '', 'content/a.mdx': '' }))).toBe('src/pages')
    expect(findContentFolder(await folder({ 'pages/index.mdx': '', 'content/a.mdx': '', 'app/layout.tsx': '' }))).toBe(
      'content'
    )
    expect(findContentFolder(await folder({ 'src/content/a.mdx': '', 'src/app/page.tsx': '' }))).toBe('src/content')
    expect(findContentFolder(await folder({ 'README.md': '' }))).toBeUndefined()
  })

  it('warns of a content folder that is a symbolic link to nothing (rhesis’ docs/src copied alone)', async () => {
    // (rhesis-ai/rhesis docs/src: `content` → `../content`; without the folder it points to, the site was built
    // with its one app page and no word of its 243 pages.)
    const dir = await folder({
      'package.json': JSON.stringify({ dependencies: { nextra: '4.6.1', 'nextra-theme-docs': '4.6.1' } }),
      'app/layout.jsx': 'export default function Layout({ children }) { return children }\n',
      'app/page.jsx': 'export default function Page() { return null }\n'
    })
    await symlink('../content', join(dir, 'content'))
    const read = await readWebsiteFolder(dir)
    expect(read.diagnostics.map(d => [d.code, d.severity, d.file, d.message])).toEqual([
      [
        'CONTENT_DIR_MISSING',
        'warning',
        'content',
        'content is a symbolic link to ../content, where there is nothing: the site is built without its pages'
      ]
    ])
  })

  it('reads import names statement by statement, without semicolons', () => {
    const source =
      "import { useRouter } from 'next/router'\nimport { defineConfig, Giscus as G, type X } from '@theguild/components'\nimport Big, { small } from 'pkg'\n"
    expect([...namesImported(source, '@theguild/components')]).toEqual(['defineConfig', 'Giscus'])
    expect([...namesImported(source, 'pkg')]).toEqual(['small', 'default'])
    // (A namespace import: the members the module reads, as a page's stand-ins get them.)
    const radix =
      "import * as AvatarPrimitive from '@radix-ui/react-avatar'\nA.displayName = AvatarPrimitive.Root.displayName\n"
    expect([...namesImported(radix, '@radix-ui/react-avatar')]).toEqual(['Root'])
  })

  it('names a module the config imports that does not compile, with its line, as one that throws', async () => {
    // (drift's docs: an IDL JSON cut short gave "Unterminated string literal" at mdx-components.tsx:1:1.)
    const dir = await folder({
      'theme.config.tsx': "import idl from './types/idl.json'\nexport default { logo: idl.name }\n",
      'types/idl.json': '{\n  "name": "dri'
    })
    const result = await evaluateLenient(join(dir, 'theme.config.tsx'), dir)
    expect(result).toMatchObject({
      error: { message: 'Unterminated string literal (types/idl.json:2:15)', thrownIn: 'types/idl.json', compile: true }
    })
    // (Read again with it a stand-in, the config evaluates.)
    const again = await evaluateLenient(join(dir, 'theme.config.tsx'), dir, {
      standIns: new Set([join(dir, 'types/idl.json')])
    })
    expect('value' in again).toBe(true)
  })

  it('evaluates a config leniently: absent packages are stand-ins, plugin wrappers keep the config, the default may be a function of the phase', async () => {
    const dir = await folder({
      'next.config.mjs':
        "import analyzer from '@next/bundle-analyzer'\nimport { withSentry } from 'sentry'\nconst withA = analyzer({ enabled: false })\nexport default (phase) => withSentry(withA({ basePath: '/x', phase, list: [...analyzer.plugins] }))\n"
    })
    const result = await evaluateLenient(join(dir, 'next.config.mjs'), dir, { callDefault: true })
    expect(result).toMatchObject({
      value: { basePath: '/x', phase: 'phase-production-build', list: [] },
      absent: ['@next/bundle-analyzer', 'sentry']
    })
    expect('exports' in result && typeof result.exports?.default).toBe('function')
  })

  it("shows no banner on a Nextra 4 site whose root layout has no <Banner>, as Nextra's build; a <Banner> is kept", async () => {
    const layout = (banner: string) =>
      `import { Layout, Navbar } from 'nextra-theme-docs'\nimport { Banner } from 'nextra/components'\n` +
      `export default function RootLayout({ children }) {\n  return <html><body><Layout navbar={<Navbar logo="X" />} banner={${banner}}>{children}</Layout></body></html>\n}\n`
    const plain = await folder({
      'package.json': '{"dependencies":{"nextra":"4.0.5"}}',
      'app/layout.tsx': layout('undefined')
    })
    expect((await readWebsiteFolder(plain)).raw.banner).toBe(false)
    const withBanner = await folder({
      'package.json': '{"dependencies":{"nextra":"4.0.5"}}',
      'app/layout.tsx': layout('<Banner storageKey="v4">Version 4 is out</Banner>')
    })
    expect((await readWebsiteFolder(withBanner)).raw.banner).toMatchObject({ text: 'Version 4 is out', key: 'v4' })
    // (graphql-eslint: the Guild's <Banner> in GuildLayout's layoutProps.)
    const guildBanner = await folder({
      'package.json': '{"dependencies":{"@theguild/components":"8.0.0"}}',
      'app/layout.tsx':
        `import { Anchor, Banner } from '@theguild/components'\nimport { GuildLayout } from '@theguild/components/server'\n` +
        `export default function RootLayout({ children }) {\n  return <GuildLayout websiteName="X" layoutProps={{ banner: (\n` +
        `    <Banner dismissible={false}>Docs for v4. For v3 click{' '}<Anchor href="https://x.dev">here</Anchor>.</Banner>\n` +
        `  ) }}>{children}</GuildLayout>\n}\n`
    })
    expect((await readWebsiteFolder(guildBanner)).raw.banner).toMatchObject({
      text: 'Docs for v4. For v3 click here.',
      dismissible: false
    })
  })

  it('reads the layout above the content catch-all as the root layout when app/layout.tsx is absent (issue 34)', async () => {
    // (As Sinytra's wiki: Next takes `app/[[...mdxPath]]/layout.tsx` as the root layout; it awaits its params and
    // draws its logo with next/image.)
    const site = await folder({
      'package.json': '{"dependencies":{"nextra":"4.3.0"}}',
      'app/[[...mdxPath]]/page.tsx':
        "import { generateStaticParamsFor, importPage } from 'nextra/pages'\n" +
        "export const generateStaticParams = generateStaticParamsFor('mdxPath')\n" +
        'export default async function Page(props) {\n  const { default: MDXContent } = await importPage((await props.params).mdxPath)\n  return <MDXContent />\n}\n',
      'app/[[...mdxPath]]/layout.tsx':
        `import { Layout, Navbar } from 'nextra-theme-docs'\nimport Image from 'next/image'\n` +
        `export default async function RootLayout({ params, children }) {\n  const { mdxPath } = await params\n` +
        `  const navbar = <Navbar logo={<><Image src="/logo.png" alt="Logo" width={24} height={24} /><b>Wiki {mdxPath?.[0] ?? 'home'}</b></>} projectLink="https://github.com/x/wiki" />\n` +
        `  return <html><body><Layout navbar={navbar} docsRepositoryBase="https://github.com/x/wiki/tree/main">{children}</Layout></body></html>\n}\n`,
      'content/index.mdx': '# Home'
    })
    const { raw } = await readWebsiteFolder(site)
    expect(raw.project).toMatchObject({ link: 'https://github.com/x/wiki' })
    expect(raw.docsRepositoryBase).toBe('https://github.com/x/wiki/tree/main')
    expect(raw.logoMarkup).toContain('<img alt="Logo" width="24" height="24" src="/logo.png"/><b>Wiki home</b>')
  })

  it("reads the root layout's <HiveFooter> resources (components 9's GuildLayout) as the footer's RESOURCES links, and no navbar links where it gives none", async () => {
    const dir = await folder({
      'package.json': '{"dependencies":{"@theguild/components":"9.4.1"}}',
      'src/app/layout.tsx': `import { HiveFooter, PRODUCTS } from '@theguild/components'
import { getPageMap, GuildLayout } from '@theguild/components/server'
export default async function RootLayout({ children }) {
  return (
    <GuildLayout
      websiteName="GraphQL Scalars"
      description={PRODUCTS.SCALARS.title}
      layoutProps={{
        docsRepositoryBase: 'https://github.com/urigo/graphql-scalars/tree/master/website',
        footer: <HiveFooter items={{ resources: [{ children: 'Changelog', href: '/changelog', title: 'Changelog' }] }} />
      }}
      pageMap={await getPageMap()}
    >
      {children}
    </GuildLayout>
  )
}
`
    })
    const read = await readWebsiteFolder(dir)
    expect(read.raw.footer).toEqual({ resources: [{ children: 'Changelog', href: '/changelog', title: 'Changelog' }] })
    expect(read.raw.docsRepositoryBase).toBe('https://github.com/urigo/graphql-scalars/tree/master/website')
    expect(read.raw.banner).toBe(false)
    // (GuildLayout hands its HiveNavigation `navLinks: []` before the site's navbarProps: Nextra's build of
    // graphql-config draws no "Pricing" in the bar, only in the footer.)
    expect(read.raw.hiveNavigation).toMatchObject({ productName: 'GraphQL Scalars', navLinks: [] })
  })

  it("reads components 9's HiveLayout (Hive's own site) as GuildLayout: its navbar's HiveNavigation, footer, repository and light pages", async () => {
    const dir = await folder({
      'package.json': '{"name":"@hive/docs","dependencies":{"@theguild/components":"9.11.3"}}',
      'src/app/layout.tsx': `import { AccountBox, GraphQLConfCard, HiveFooter, HiveNavigation, PaperIcon, PRODUCTS } from '@theguild/components'
import { getDefaultMetadata, HiveLayout } from '@theguild/components/server'
export const metadata = getDefaultMetadata({ productName: PRODUCTS.HIVE.name, websiteName: 'Hive' })
export default async function HiveDocsLayout({ children }) {
  return (
    <HiveLayout
      lightOnlyPages={['/', '/pricing']}
      docsRepositoryBase="https://github.com/graphql-hive/platform/tree/main/packages/web/docs"
      navbar={<HiveNavigation companyMenuChildren={<GraphQLConfCard image="/graphql-conf.webp" />} productName={PRODUCTS.HIVE.name} developerMenu={[{ href: '/docs', icon: <PaperIcon />, children: 'Documentation' }, { href: '/case-studies', icon: <AccountBox />, children: 'Case Studies' }]} />}
      footer={<HiveFooter items={{ resources: [{ children: 'Partners', href: '/partners', title: 'Partners' }] }} />}
    >
      {children}
    </HiveLayout>
  )
}
`
    })
    const read = await readWebsiteFolder(dir)
    expect(read.raw.siteName).toBe('HIVE')
    expect(read.raw.docsRepositoryBase).toBe('https://github.com/graphql-hive/platform/tree/main/packages/web/docs')
    expect(read.raw.lightOnlyPages).toEqual(['/', '/pricing'])
    expect(read.raw.titleTemplate).toBe('%s | Hive')
    expect(read.raw.footer).toEqual({ resources: [{ children: 'Partners', href: '/partners', title: 'Partners' }] })
    expect(read.raw.hiveNavigation).toMatchObject({
      productName: 'Hive',
      // (Case Studies' icon is `AccountBox`, an icon whose name does not end in "Icon".)
      developerMenu: [
        { href: '/docs', title: 'Documentation', icon: 'PaperIcon' },
        { href: '/case-studies', title: 'Case Studies', icon: 'AccountBox' }
      ],
      // (Its Company menu's card: `companyMenuChildren`, components 9 as 7.4.)
      companyCard: { image: '/graphql-conf.webp' },
      // (Its own HiveNavigation, given no navLinks: HiveNavigation's "Pricing", Hive's page.)
      navLinks: [{ href: '/pricing', title: 'Pricing' }]
    })
  })

  it("writes on the Company menu's GraphQLConf card what the site's components release writes, the card's own props over it", async () => {
    // (7.4 to 9.7.1 draw the Guild's GraphQLConf 2024 card whatever they are given; 9.11.3 takes href, title,
    // details, description and callToAction, GraphQLConf 2025's by default: graphql-config pins 9.4.1, Hive 9.11.3.)
    const card = async (components: string, props: string) =>
      (
        (
          await readWebsiteFolder(
            await folder({
              'package.json': `{"name":"docs","dependencies":{"@theguild/components":"${components}"}}`,
              'src/app/layout.tsx': `import { GraphQLConfCard, HiveNavigation } from '@theguild/components'
import { HiveLayout } from '@theguild/components/server'
export default function Layout({ children }) {
  return <HiveLayout navbar={<HiveNavigation companyMenuChildren={<GraphQLConfCard image="/conf.webp" ${props} />} developerMenu={[]} />}>{children}</HiveLayout>
}
`
            })
          )
        ).raw.hiveNavigation as { companyCard?: Record<string, string> }
      ).companyCard
    expect(await card('9.4.1', '')).toMatchObject({
      image: '/conf.webp',
      title: 'GraphQLConf 2024',
      details: 'September 10-12 | San Francisco CA',
      callToAction: 'Watch The Guild at GraphQLConf 2024'
    })
    expect(await card('9.11.3', '')).toMatchObject({
      href: 'https://youtube.com/playlist?list=PL43V96KpNj7MKvDbnyOUrRv0k1gCODtjW&si=nOiETn8J21mYA9pm',
      title: 'GraphQLConf 2025',
      details: 'September 08-10 | Amsterdam, NL',
      callToAction: 'Watch The Guild at GraphQLConf 2025'
    })
    // (A caret range installs the newest 9: 9.11.3.)
    expect(await card('^9.4.1', 'title="GraphQLConf 2026" href="https://example.com/conf"')).toMatchObject({
      image: '/conf.webp',
      href: 'https://example.com/conf',
      title: 'GraphQLConf 2026',
      details: 'September 08-10 | Amsterdam, NL'
    })
  })

  it("draws HiveFooter's badges as the site's components release does: CSA always up to 9.7, with showSecurityBadges CSA and SOC 2 on 9.11, else none", async () => {
    const badges = async (components: string, props: string) =>
      (
        (
          await readWebsiteFolder(
            await folder({
              'package.json': `{"name":"docs","dependencies":{"@theguild/components":"${components}"}}`,
              'src/app/layout.tsx': `import { HiveFooter } from '@theguild/components'
import { HiveLayout } from '@theguild/components/server'
export default function Layout({ children }) {
  return <HiveLayout footer={<HiveFooter ${props} items={{ resources: [] }} />}>{children}</HiveLayout>
}
`
            })
          )
        ).raw.hiveNavigation as { footer?: Record<string, unknown> }
      ).footer
    expect(await badges('9.4.1', 'showSecurityBadges')).toMatchObject({ badges: 'csa' })
    expect(await badges('9.11.3', 'showSecurityBadges')).toMatchObject({ badges: 'csa+soc2' })
    expect(await badges('9.11.3', '')).toMatchObject({ badges: 'none' })
    expect(await badges('9.11.3', '')).not.toHaveProperty('showSecurityBadges')
  })

  it("gives HiveLayout's primary colour (hue 191, saturation 40 % light; 67.1, 100 % dark) and GuildLayout's headProps colours", async () => {
    // (components 9.11.3's hive-layout.js sets these over Nextra's <Head> defaults; theme-layout.js spreads
    // GuildLayout's headProps over its own teal and lime.)
    const hive = await folder({
      'package.json': '{"name":"@hive/docs","dependencies":{"@theguild/components":"9.11.3"}}',
      'src/app/layout.tsx': `import { HiveLayout } from '@theguild/components/server'
export default function Layout({ children }) {
  return <HiveLayout docsRepositoryBase="https://github.com/graphql-hive/platform/tree/main/packages/web/docs">{children}</HiveLayout>
}
`
    })
    expect((await readWebsiteFolder(hive)).raw.themeColors).toMatchObject({
      primary: { light: 'hsl(191 40% 45%)', dark: 'hsl(67.1 100% 55%)' }
    })
    const guild = await folder({
      'package.json': '{"name":"widgets","dependencies":{"@theguild/components":"9.11.3"}}',
      'app/layout.tsx': `import { GuildLayout } from '@theguild/components/server'
export default function Layout({ children }) {
  return (
    <GuildLayout
      websiteName="Widgets"
      headProps={{ color: { hue: 300, saturation: 60, lightness: { light: 40, dark: 70 } }, backgroundColor: { light: '#fefefe', dark: '#101010' } }}
      layoutProps={{ docsRepositoryBase: 'https://github.com/acme/widgets/tree/main/website' }}
    >
      {children}
    </GuildLayout>
  )
}
`
    })
    expect((await readWebsiteFolder(guild)).raw.themeColors).toEqual({
      primary: { light: 'hsl(300 60% 40%)', dark: 'hsl(300 60% 70%)' },
      background: { light: '#fefefe', dark: '#101010' }
    })
    // (Without headProps the Guild bar's teal and lime stay hive-navigation.css's: no colour is read.)
    expect(
      (
        await readWebsiteFolder(
          await folder({
            'package.json': '{"name":"widgets","dependencies":{"@theguild/components":"9.11.3"}}',
            'app/layout.tsx': `import { GuildLayout } from '@theguild/components/server'
export default function Layout({ children }) {
  return <GuildLayout websiteName="Widgets" layoutProps={{ docsRepositoryBase: 'https://github.com/acme/widgets/tree/main/website' }}>{children}</GuildLayout>
}
`
          })
        )
      ).raw.themeColors
    ).toBeUndefined()
  })

  it("learns which components a Nextra 4 site's mdx-components file adds; none without app/ or such a file", async () => {
    const fixture = join(process.cwd(), 'tests/fixtures/website-nextra4')
    expect(await readSiteComponents({ siteDir: fixture })).toEqual({
      file: join(fixture, 'mdx-components.tsx'),
      names: ['GadgetCount'],
      elements: [],
      importName: 'useMDXComponents'
    })
    const plain = await folder({
      'src/app/layout.tsx': '',
      'src/mdx-components.js': "export { useMDXComponents } from '@theguild/components/server'\n"
    })
    expect(await readSiteComponents({ siteDir: plain })).toBeUndefined()
    // Hive's own file: components 9's useHiveMDXComponents is the theme's components with its link, no
    // addition of the site's and nothing to warn of (it was read as a stand-in: MDX_COMPONENTS_EVAL).
    const hive = {
      siteDir: await folder({
        'src/app/layout.tsx': '',
        'mdx-components.js': "export { useHiveMDXComponents as useMDXComponents } from '@theguild/components/server';\n"
      })
    }
    expect(await readSiteComponents(hive)).toBeUndefined()
    expect(siteComponentsWarning(hive)).toBeUndefined()
    // Its Markdown links are components 9's MDXLink (the document says so: data-gs-hive-links); the plain
    // theme hook's are not.
    expect(hiveMdxLinks(hive.siteDir)).toBe(true)
    expect(hiveMdxLinks(plain)).toBe(false)
    expect(
      await readSiteComponents({
        siteDir: await folder({ 'mdx-components.js': 'export const useMDXComponents = () => ({ A: 1 })' })
      })
    ).toBeUndefined()
    // nextra-theme-blog 4's hook, as CodePsy-2001's blog calls it (it was "returns no object": MDX_COMPONENTS_EVAL).
    const blog = {
      siteDir: await folder({
        'app/layout.tsx': '',
        'mdx-components.tsx':
          "import { useMDXComponents as useBlogMDXComponents } from 'nextra-theme-blog'\nexport function useMDXComponents() {\n  return useBlogMDXComponents({ Signature: () => 'x' })\n}\n"
      })
    }
    expect(await readSiteComponents(blog)).toMatchObject({ names: ['Signature'], importName: 'useMDXComponents' })
    expect(siteComponentsWarning(blog)).toBeUndefined()
  })

  it("learns which components a Nextra 2/3 theme config's components option gives every page", async () => {
    const dir = await folder({
      'theme.config.tsx':
        "import { Callout } from '@theguild/components'\nconst Tweet = () => null\nexport default { logo: 'x', components: { Callout, Tweet, lower: Tweet } }\n"
    })
    // A site with a guildsite config beside the theme config: evaluated for the names (a lowercase key
    // overrides that element of the content, as nextra-theme-docs spreads the option over its own).
    expect(await readSiteComponents({ siteDir: dir })).toEqual({
      file: join(dir, 'theme.config.tsx'),
      names: ['Callout', 'Tweet'],
      elements: ['lower'],
      importName: 'default'
    })
    // A website folder: the config load read them, from the theme config its Next config names.
    const named = await folder({
      'next.config.js':
        "module.exports = require('nextra')({ theme: 'nextra-theme-docs', themeConfig: './docs.theme.tsx' })({})\n",
      'docs.theme.tsx': 'const Tweet = () => null\nexport default { components: { Tweet } }\n',
      'theme.config.tsx': 'export default { components: { Other: () => null } }\n',
      'pages/index.mdx': '# Home\n'
    })
    const loaded = await loadConfig({ siteDir: named })
    expect(loaded.config?.website?.themeComponents).toEqual({
      file: join(named, 'docs.theme.tsx'),
      names: ['Tweet'],
      elements: []
    })
    expect(await readSiteComponents(loaded.config!)).toEqual({
      file: join(named, 'docs.theme.tsx'),
      names: ['Tweet'],
      elements: [],
      importName: 'default'
    })
    expect(mapThemeConfig('theme.config.tsx', { components: { Tweet: () => null } }).notes).toContainEqual({
      file: 'theme.config.tsx',
      key: 'components',
      action: 'read',
      detail: 'pages use its components without importing them (Tweet)'
    })
  })

  it('reports a config that throws, with its message', async () => {
    const dir = await folder({ 'theme.config.tsx': "export default (() => { throw new Error('boom') })()\n" })
    const result = await evaluateLenient(join(dir, 'theme.config.tsx'), dir)
    expect('error' in result && result.error.message).toBe('boom')
  })

  it("reads next-themes' defaultTheme from a theme config's nextThemes (Nextra 2/3; Nextra 4's <Layout nextThemes> too)", () => {
    const dark = mapThemeConfig('theme.config.tsx', { nextThemes: { defaultTheme: 'dark', storageKey: 'x' } })
    expect(dark.fields.defaultTheme).toBe('dark')
    expect(dark.notes).toContainEqual({
      file: 'theme.config.tsx',
      key: 'nextThemes',
      action: 'read',
      detail: 'defaultTheme: a reader who has not chosen one sees the dark theme'
    })
    const none = mapThemeConfig('theme.config.tsx', { nextThemes: { storageKey: 'x' } })
    expect(none.fields.defaultTheme).toBeUndefined()
    expect(none.notes.map(note => note.action)).toEqual(['ignored'])
  })

  it("reads next-themes' forcedTheme: the one theme every reader sees (safe-docs: dark; nestia's blog: light)", () => {
    const forced = mapThemeConfig('theme.config.tsx', { darkMode: false, nextThemes: { forcedTheme: 'dark' } })
    expect(forced.fields.forcedTheme).toBe('dark')
    expect(forced.fields.defaultTheme).toBeUndefined()
    expect(forced.notes).toContainEqual({
      file: 'theme.config.tsx',
      key: 'nextThemes',
      action: 'read',
      detail: 'forcedTheme: every reader sees the dark theme'
    })
    expect(
      mapThemeConfig('theme.config.tsx', { nextThemes: { forcedTheme: 'blue' } }).fields.forcedTheme
    ).toBeUndefined()
  })

  it("gives a website folder the primary colour Nextra's build shows: its default blue unless the site sets one (the Guild's defineConfig sets none)", async () => {
    const primary = async (files: Record<string, string>) =>
      ((await readWebsiteFolder(await folder(files))).raw.themeColors as { primary?: unknown } | undefined)?.primary
    const guildTheme = `import { defineConfig } from '@theguild/components'\nexport default defineConfig({ websiteName: 'Envelop', docsRepositoryBase: 'https://github.com/a/b/tree/main/website'PROPS })\n`
    const guild = (components: string, props = '') => ({
      'package.json': `{"dependencies":{"@theguild/components":"${components}"}}`,
      'pages/index.mdx': '# Home\n',
      'theme.config.tsx': guildTheme.replace('PROPS', props)
    })
    // Components 6 and 7 (Nextra 3): hue 212 light, 204 dark, lightness 45 % / 55 % — not Envelop's pink.
    expect(await primary(guild('^7.6.3'))).toEqual({ light: 'hsl(212 100% 45%)', dark: 'hsl(204 100% 55%)' })
    // Components 5 (Nextra 2): the same hues, lightness 45 % in both themes; the theme config's primaryHue wins.
    expect(await primary(guild('^5.2.6'))).toEqual({ light: 'hsl(212 100% 45%)', dark: 'hsl(204 100% 45%)' })
    expect(await primary(guild('^5.2.6', ', primaryHue: { dark: 300, light: 280 }, primarySaturation: 80'))).toEqual({
      light: 'hsl(280 80% 45%)',
      dark: 'hsl(300 80% 45%)'
    })
    // (Nextra 3 has no primaryHue: its `color` gives the colour.)
    expect(await primary(guild('^7.6.3', ', primaryHue: 300, color: { hue: 10 }'))).toEqual({
      light: 'hsl(10 100% 45%)',
      dark: 'hsl(10 100% 55%)'
    })
  })

  it("reads Nextra's color and backgroundColor (Nextra 3's theme config; Nextra 4's <Head>) with Nextra's defaults for what they leave out", () => {
    const { fields } = mapThemeConfig('theme.config.tsx', {
      color: { hue: { dark: 120, light: 0 }, saturation: 90 },
      backgroundColor: { dark: 'rgb(15, 23, 42)', light: '#fefce8' }
    })
    expect(fields.themeColors).toEqual({
      primary: { light: 'hsl(0 90% 45%)', dark: 'hsl(120 90% 55%)' },
      background: { light: '#fefce8', dark: 'rgb(15,23,42)' }
    })
    expect(mapThemeConfig('theme.config.tsx', { backgroundColor: { dark: 'navy' } }).fields.themeColors).toBeUndefined()
  })

  it("draws toc.extraContent (nextra-theme-docs' theme config; Nextra 4's <Layout toc>) as it renders", () => {
    const { fields } = mapThemeConfig('theme.config.tsx', {
      toc: { extraContent: createElement('p', { className: 'ad' }, 'Sponsor'), float: true }
    })
    expect(fields.tocExtraMarkup).toBe('<p class="ad">Sponsor</p>')
    expect(mapThemeConfig('theme.config.tsx', { toc: { float: false } }).notes[0]?.action).toBe('ignored')
  })

  it('reads toc.backToTop: its label, or none (false in Nextra 3, null in Nextra 4); an element keeps the default', () => {
    const top = (backToTop: unknown) => mapThemeConfig('theme.config.tsx', { toc: { backToTop } }).fields.tocBackToTop
    expect(top('Back up')).toBe('Back up')
    expect(top(false)).toBe(false)
    expect(top(null)).toBe(false)
    expect(top(createElement('span', null, 'Up'))).toBeUndefined()
  })

  it('maps theme config options and says which it ignores', () => {
    const { fields, notes } = mapThemeConfig('theme.config.tsx', {
      websiteName: 'Hive',
      docsRepositoryBase: 'https://github.com/a/b/tree/main/website',
      editLink: { component: null },
      feedback: { content: 'Ask', labels: 'q' },
      sidebar: { defaultMenuCollapseLevel: 3, autoCollapse: true },
      i18n: [
        { locale: 'en', name: 'English' },
        { locale: 'ar', name: 'العربية', direction: 'rtl' }
      ],
      primaryHue: 200,
      gitTimestamp: 'Updated'
    })
    expect(fields).toEqual({
      siteName: 'HIVE',
      docsRepositoryBase: 'https://github.com/a/b/tree/main/website',
      editLink: false,
      feedback: { content: 'Ask', labels: 'q' },
      sidebar: { defaultMenuCollapseLevel: 3, autoCollapse: true },
      locales: [
        { locale: 'en', text: 'English' },
        { locale: 'ar', text: 'العربية', direction: 'rtl' }
      ],
      primaryHue: 200
    })
    expect(notes.filter(n => n.action === 'ignored').map(n => n.key)).toEqual(['gitTimestamp'])
  })

  it("draws nextra-theme-blog 2/3's theme switch only with the theme config's darkMode: true (their default has none)", async () => {
    // (nextra-theme-blog 2.13 / 3.3: `config.darkMode && <ThemeSwitch />`, no darkMode in DEFAULT_THEME;
    // aidenybai/site's theme config left it out and showed none; nextra-theme-docs' `darkMode: false` is not followed.)
    const raw = async (theme: string, dependency = 'nextra-theme-blog') =>
      (
        await readWebsiteFolder(
          await folder({
            'package.json': `{"dependencies":{"nextra":"2.13.4","${dependency}":"2.13.4"}}`,
            'pages/index.mdx': '# Home\n',
            'theme.config.jsx': `export default { ${theme} }\n`
          })
        )
      ).raw
    expect((await raw("readMore: '→'")).blogThemeSwitch).toBe(false)
    expect((await raw('darkMode: false')).blogThemeSwitch).toBe(false)
    expect((await raw('darkMode: true')).blogThemeSwitch).toBeUndefined()
    const docs = await readWebsiteFolder(
      await folder({
        'package.json': '{"dependencies":{"nextra":"2.13.4","nextra-theme-docs":"2.13.4"}}',
        'pages/index.mdx': '# Home\n',
        'theme.config.jsx': 'export default { darkMode: false }\n'
      })
    )
    expect(docs.raw.blogThemeSwitch).toBeUndefined()
    expect(docs.notes.find(note => note.key === 'darkMode')).toMatchObject({ action: 'ignored' })
  })

  it('takes sidebar.defaultMenuCollapseLevel as Nextra compares it: Infinity opens every folder (code-like-a-journalist)', async () => {
    // nshiab/code-like-a-journalist (Nextra 3.3): `sidebar: { defaultMenuCollapseLevel: Infinity }` in theme.config.jsx.
    // Nextra validates nothing and compares `level < Infinity`; guildsite's schema refused it, and the warning
    // (CONFIG_INVALID "sidebar from the website's config is not used") named next.config.mjs.
    const level = (value: number) =>
      (
        mapThemeConfig('theme.config.tsx', { sidebar: { defaultMenuCollapseLevel: value } }).fields.sidebar as {
          defaultMenuCollapseLevel: number
        }
      ).defaultMenuCollapseLevel
    expect([level(Infinity), level(1.5), level(0), level(3)]).toEqual([Number.MAX_SAFE_INTEGER, 2, 1, 3])
    const dir = await folder({
      'next.config.mjs':
        "import nextra from 'nextra'\nexport default nextra({ theme: 'nextra-theme-docs', themeConfig: './theme.config.jsx' })({})\n",
      'theme.config.jsx': 'export default { sidebar: { defaultMenuCollapseLevel: Infinity } }\n',
      'package.json': JSON.stringify({ dependencies: { nextra: '3.3.1', 'nextra-theme-docs': '3.3.1' } }),
      'pages/index.mdx': '# Home\n'
    })
    const loaded = await loadConfig({ siteDir: dir })
    expect(loaded.config?.sidebar.defaultMenuCollapseLevel).toBe(Number.MAX_SAFE_INTEGER)
    // (No CONFIG_INVALID: the whole sidebar setting was dropped before, every folder below level 2 closed.)
    expect(loaded.diagnostics.filter(d => d.code === 'CONFIG_INVALID').map(d => `${d.file}: ${d.message}`)).toEqual([])
  })

  it("gives a theme config made by defineConfig (@theguild/components 6/7) the Guild's one navbar, as its logo says", () => {
    const defined = (config: Record<string, unknown>) =>
      mapThemeConfig('theme.config.tsx', { __guildsiteDefineConfig: true, ...config }).fields.guildNavbar
    const productLogo = Object.assign((_props: object) => ({ __guildsiteProduct: 'INSPECTOR' }), {
      __guildsiteProduct: 'INSPECTOR'
    })
    // PRODUCTS.X.logo({ className }): the product's mark, name and description.
    expect(defined({ websiteName: 'GraphQL-Inspector', description: 'Schema tools', logo: productLogo({}) })).toEqual({
      name: 'GraphQL-Inspector',
      description: 'Schema tools',
      markProduct: 'INSPECTOR'
    })
    expect(defined({ logo: { type: productLogo, props: {} } })).toEqual({ markProduct: 'INSPECTOR' })
    // Only the logo itself (`PRODUCTS.X.logo`) names the site's product (its colour, its name).
    expect(mapThemeConfig('t', { logo: productLogo }).fields.logoProduct).toBe('INSPECTOR')
    expect(mapThemeConfig('t', { logo: productLogo({}) }).fields.logoProduct).toBeUndefined()
    // `logo: <></>` (Envelop): the name without a mark; no logo: the Guild's logo alone, no menus.
    const fragment = {
      $$typeof: Symbol.for('react.transitional.element'),
      type: Symbol.for('react.fragment'),
      props: {}
    }
    expect(defined({ websiteName: 'Envelop', logo: fragment })).toEqual({ name: 'Envelop', mark: false })
    expect(defined({ websiteName: 'The Guild' })).toEqual({ name: 'The Guild', product: false })
    // A layout's own logo element is kept as it renders; @theguild/components' `<ToolsLogo fill="currentColor" />`
    // is our mark of that product in the text colour; a coloured one (no currentColor) is left to the catalogue.
    const element = (type: unknown, props: object = {}) => ({
      $$typeof: Symbol.for('react.transitional.element'),
      type,
      props,
      key: null
    })
    const OwnLogo = (props: { className?: string }) =>
      createElement('svg', { viewBox: '0 0 1 1', ...props }, createElement('path', { d: 'M0 0' }))
    expect(mapThemeConfig('t', { logo: createElement(OwnLogo, { className: 'w-8' }) }).fields.logoMarkup).toBe(
      '<svg viewBox="0 0 1 1" class="w-8"><path d="M0 0"></path></svg>'
    )
    const ToolsLogo = Object.assign(() => null, { __guildsiteLogo: 'ToolsLogo' })
    expect(mapThemeConfig('t', { logo: element(ToolsLogo, { fill: 'currentColor' }) }).fields.logoMarkup).toBe(
      '<svg class="gs-i gs-logo-TOOLS" aria-hidden="true"></svg>'
    )
    expect(mapThemeConfig('t', { logo: element(ToolsLogo) }).fields.logoMarkup).toBeUndefined()
    // A plain theme config (Nextra's own) keeps the company header.
    expect(mapThemeConfig('t', { logo: 'x.svg' }).fields.guildNavbar).toBeUndefined()
  })

  it("heads pages as @theguild/components 6–7's defineConfig does, unless the theme config has its own head", () => {
    const guild = (config: Record<string, unknown>) =>
      mapThemeConfig('theme.config.tsx', { __guildsiteDefineConfig: true, ...config }).fields
    expect(guild({ websiteName: 'GraphQL-SSE', description: 'The spec' })).toMatchObject({
      titleTemplate: '%s (GraphQL-SSE)',
      description: 'GraphQL-SSE Documentation'
    })
    // Its own `head` replaces the Guild's; components 4's defineConfig took `siteName` (`<page> – GraphQL <product>`).
    expect(guild({ websiteName: 'X', description: 'D', head: () => null })).toMatchObject({ description: 'D' })
    expect(guild({ websiteName: 'X', head: () => null }).titleTemplate).toBeUndefined()
    expect(guild({ siteName: 'SSE' }).titleTemplate).toBe('%s – GraphQL SSE')
    // (Components 4 writes them through `getNextSeoProps`: a `head` of the site's own leaves them be.)
    expect(guild({ siteName: 'SHIELD', head: () => null })).toMatchObject({
      titleTemplate: '%s – GraphQL Shield',
      description: 'GraphQL Shield Documentation',
      siteName: 'SHIELD'
    })
    // A plain theme config (Nextra's own) keeps its description as the pages' default.
    expect(mapThemeConfig('t', { websiteName: 'X', description: 'D' }).fields).toMatchObject({ description: 'D' })
  })

  it('maps withGuildDocs defaults and nextra options', () => {
    const { fields } = mapNextConfig('next.config.js', {
      next: { basePath: '/p', i18n: { locales: ['en', 'fr'], defaultLocale: 'fr' } },
      nextra: { contentDirBasePath: '/docs' },
      guild: true
    })
    expect(fields).toEqual({
      basePath: '/p',
      nextLocales: ['en', 'fr'],
      defaultLocale: 'fr',
      copyCode: true,
      searchCodeblocks: true,
      contentDirBasePath: '/docs'
    })
  })
})

describe('SVG imports as components', () => {
  it("renders the file's svg with the caller's props over its attributes", async () => {
    const code = svgComponentModule(
      '<?xml version="1.0"?><!-- c --><svg width="10" class="a" stroke-width="2" style="fill: red; opacity: .5" viewBox="0 0 10 10"><path d="M0 0h10"/></svg>'
    )
    const dir = await folder({ 'svg.mjs': code })
    const { default: Svg } = (await import(join(dir, 'svg.mjs'))) as { default: (props: object) => unknown }
    expect(renderToStaticMarkup(createElement(Svg as never, { className: 'b', 'data-x': '' }))).toBe(
      '<svg width="10" class="b" stroke-width="2" style="fill:red;opacity:.5" viewBox="0 0 10 10" data-x=""><path d="M0 0h10"/></svg>'
    )
  })
})
