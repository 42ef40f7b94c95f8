import { readdirSync, readFileSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runCli } from '../helpers/cli.js'

// Issue 34, the Guild's websites as they were in 2022 (graphql-code-generator, graphql-yoga,
// graphql-inspector, graphql-mesh before Nextra 2.0.0): Nextra 2's betas read `meta.json` (renamed
// `_meta.json` in 2.0.0-beta.20), hid an entry with `hidden: true`, and the theme config was a plain
// object with the betas' option names (`projectLink`, `footerEditLink`, `feedbackLink`, …) and a logo
// holding the site's name in an `<h1>` beside the product's mark. Hand-written, after those sites.
const BETA: Record<string, string> = {
  'package.json': JSON.stringify({
    name: 'website',
    private: true,
    dependencies: { '@theguild/components': '3.0.2', next: '12.2.5' }
  }),
  'theme.config.tsx': `import { YogaLogo } from '@theguild/components'

const SITE_NAME = 'GraphQL Yoga'

export default {
  titleSuffix: \` – \${SITE_NAME}\`,
  projectLink: 'https://github.com/example/yoga',
  docsRepositoryBase: 'https://github.com/example/yoga/tree/main/website/src/pages',
  footerEditLink: 'Improve this page',
  feedbackLink: 'Ask us →',
  feedbackLabels: 'kind/docs',
  defaultMenuCollapsed: true,
  logo: (
    <>
      <YogaLogo className="mr-1.5 h-9 w-9" />
      <div>
        <h1 className="text-sm font-medium">{SITE_NAME}</h1>
        <h2 className="hidden text-xs sm:block">A fully-featured GraphQL server</h2>
      </div>
    </>
  )
}
`,
  'src/pages/meta.json': JSON.stringify({
    index: { title: 'Home', type: 'page', theme: { layout: 'raw' } },
    docs: { title: 'Docs', type: 'page' },
    v1: { title: 'Old Version', type: 'page', hidden: true }
  }),
  'src/pages/index.mdx': '# Welcome\n\nThe home page.\n',
  'src/pages/docs/meta.json': JSON.stringify({ index: 'Quick Start', setup: 'Setting Up', secret: { hidden: true } }),
  'src/pages/docs/index.mdx': '# Quick Start\n\nStart here, then read [Setting Up](/docs/setup).\n',
  'src/pages/docs/setup.mdx': '# Setup\n\nInstall it.\n',
  'src/pages/docs/secret.mdx': '# Secret\n\nNot in the sidebar.\n',
  'src/pages/v1/index.mdx': '# Version 1\n\nThe old docs.\n'
}

// Nextra 3's alphas (the Guild's versioned remote docs, 2024): a catch-all folder's `_meta.js` from
// `createCatchAllMeta` of `nextra/catch-all`.
const CATCH_ALL: Record<string, string> = {
  'package.json': JSON.stringify({
    name: 'website',
    private: true,
    dependencies: { '@theguild/components': '6.4.0', nextra: '3.0.0-alpha.22', next: '14.1.0' }
  }),
  // (A script meta: Nextra 3 reads no `_meta.json`, already in its alphas — nextra 3.0.0-alpha.22's META_REGEX.)
  'src/pages/_meta.js': `export default ${JSON.stringify({ index: 'Home', v2: 'Version 2' })}\n`,
  'src/pages/index.mdx': '# Home\n\nThe home page.\n',
  'src/pages/v2/_meta.js': `import { createCatchAllMeta } from 'nextra/catch-all'

export default async () => createCatchAllMeta(['alpha.mdx', 'beta.mdx'], { beta: 'The Beta Page' })
`,
  'src/pages/v2/alpha.mdx': '# Alpha\n\nThe first page.\n',
  // An optional catch-all route (`[[...slug]]`) serves its folder's route too.
  'src/pages/v3/[[...slug]].mdx': `export const getStaticPaths = async () => ({
  paths: [{ params: { slug: [] } }, { params: { slug: ['guide', 'setup'] } }],
  fallback: 'blocking'
})

export const getStaticProps = async () => ({ props: {} })

# Version 3 docs
`,
  'src/pages/v2/beta.mdx': '# Beta\n\nThe second page.\n'
}

// The Guild's own website of 2023 (Nextra 2, @theguild/components 4): Stitches' `styled('button', {})`
// (not installed) as a component, the Guild's Tailwind config spread (`[...config.content, …]`), and a
// front matter line without a space after its colon (one string, no mapping), which Nextra never checks.
const GUILD_2023: Record<string, string> = {
  'package.json': JSON.stringify({
    name: 'website',
    private: true,
    dependencies: { '@theguild/components': '4.5.4', nextra: '2.2.13', '@stitches/react': '1.2.8' },
    devDependencies: { '@theguild/tailwind-config': '0.2.1' }
  }),
  'tsconfig.json': JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@/*': ['ui/*'] } } }),
  'stitches.config.ts':
    "import { createStitches } from '@stitches/react'\n\nexport const { styled, css } = createStitches()\n",
  'ui/button.tsx': `import { styled } from '../stitches.config'

const Base = styled('button', { border: 0 })

export const Button = ({ children }) => <Base className="rounded-xl" type="button">{children}</Base>
`,
  'tailwind.config.cjs': `const config = require('@theguild/tailwind-config')

module.exports = { ...config, content: [...config.content, './{pages,ui}/**/*.{tsx,mdx}'] }
`,
  'pages/_meta.json': JSON.stringify({
    index: { title: 'Home', type: 'page' },
    about: { title: 'About', type: 'page' }
  }),
  'pages/index.mdx': "import { Button } from '@/button'\n\n# The Guild\n\n<Button>Subscribe</Button>\n",
  'pages/about.mdx': '---\ndescription:We build open source\n---\n\n# About us\n\nWho we are.\n'
}

const temp: string[] = []
afterAll(() => Promise.all(temp.map(dir => rm(dir, { recursive: true, force: true }))))

async function build(files: Record<string, string>) {
  const dir = await mkdtemp(join(tmpdir(), 'guildsite-nextra2-beta-'))
  temp.push(dir)
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, 'site', path)), { recursive: true })
    await writeFile(join(dir, 'site', path), text)
  }
  const out = join(dir, 'out')
  const result = await runCli(['build', join(dir, 'site'), '--out', out, '--force'])
  return {
    ...result,
    out,
    page: (route: string) => readFileSync(join(out, route, 'index.html'), 'utf8')
  }
}

/** Every stylesheet the build wrote, joined. */
const stylesheets = (out: string) =>
  readdirSync(join(out, '_gs', 'assets'))
    .filter(name => name.endsWith('.css'))
    .map(name => readFileSync(join(out, '_gs', 'assets', name), 'utf8'))
    .join('\n')

/** The sidebar's links: [href, text]. */
const sidebarLinks = (html: string) =>
  [...(/aria-label="Sidebar"[^]*?<\/aside>/.exec(html)?.[0] ?? '').matchAll(/<a[^>]*href="([^"]*)"[^>]*>([^<]*)</g)]
    .map(m => `${m[1]} ${m[2].trim()}`)
    .filter(link => !link.startsWith('#gs-company-nav'))

/** The product navbar's links: [href, text]. */
const navbarLinks = (html: string) =>
  [
    ...(/<nav class="gs-navbar-links" aria-label="Main"><ul>[^]*?<\/ul>/.exec(html)?.[0] ?? '').matchAll(
      /<a[^>]*href="([^"]*)"[^>]*>([^<]*)</g
    )
  ].map(m => `${m[1]} ${m[2].trim()}`)

describe('a Guild website of Nextra 2’s betas (2022)', async () => {
  const site = await build(BETA)

  it('builds every page with no warning', () => {
    expect(site.stderr).not.toMatch(/ - (error|warning) /)
    expect(site.code).toBe(0)
    expect(site.page('docs/secret')).toContain('Not in the sidebar.')
    expect(site.page('v1')).toContain('The old docs.')
  })

  it('reads meta.json files as the folders’ metas, and hides an entry with hidden: true', () => {
    const docs = site.page('docs/setup')
    expect(sidebarLinks(docs)).toEqual(['/docs Quick Start', '/docs/setup Setting Up'])
    expect(navbarLinks(docs)).toEqual(['/ Home', '/docs Docs'])
    expect(docs).toContain('<title>Setup – GraphQL Yoga</title>')
  })

  it('takes the site name and the product from the logo, and the betas’ option names', () => {
    const docs = site.page('docs')
    expect(docs).toContain('<span class="gs-navbar-title">GraphQL Yoga</span>')
    expect(docs).toContain('href="https://github.com/example/yoga"')
    expect(docs).toContain('Improve this page')
    expect(docs).toContain('Ask us →')
    expect(docs).toContain('labels=kind%2Fdocs')
  })
})

describe('a Nextra 3 alpha folder whose _meta comes from nextra/catch-all', async () => {
  const site = await build(CATCH_ALL)

  it('builds with the meta’s titles, no warning', () => {
    expect(site.stderr).not.toMatch(/ - (error|warning) /)
    expect(site.code).toBe(0)
    // (The custom meta's entries first, as Nextra's; an entry without a title takes its page's.)
    expect(sidebarLinks(site.page('v2/alpha'))).toEqual(['/ Home', '/v2/beta The Beta Page', '/v2/alpha Alpha'])
  })

  it('builds an optional catch-all route at each of its paths, its folder’s route among them', () => {
    expect(site.page('v3')).toContain('Version 3 docs')
    expect(site.page('v3/guide/setup')).toContain('Version 3 docs')
  })
})

describe('the Guild’s website of 2023', async () => {
  const site = await build(GUILD_2023)

  it('builds every page: a front matter that is one string is a warning at its line', () => {
    expect(site.code).toBe(0)
    expect(site.stderr).toContain(
      'pages/about.mdx:2:1 - warning FRONT_MATTER_INVALID Front matter must be a YAML mapping of keys to values'
    )
    expect(site.page('about')).toContain('Who we are.')
  })

  it('renders an absent CSS-in-JS factory’s styled("button") as that element, with its children', () => {
    expect(site.stderr).not.toMatch(/ - error /)
    expect(site.page('')).toMatch(/<button class="rounded-xl" type="button">Subscribe<\/button>/)
  })

  it('compiles the Tailwind classes of a config that spreads the Guild’s (absent) one', () => {
    expect(site.stderr).not.toContain('TAILWIND_FAILED')
    expect(stylesheets(site.out)).toContain('.rounded-xl')
  })
})

// The same docs folder alone, beside a guildsite config stating its Nextra major (2): Nextra never
// checks front matter, so one that is no mapping is a warning there too (metas alike: `unknownMetaKeys`).
describe('a docs folder with a guildsite config stating Nextra 2', async () => {
  const site = await build({
    'guildsite.config.json': JSON.stringify({
      siteName: 'Docs',
      docsRepositoryBase: 'https://github.com/example/docs',
      contentDir: 'docs',
      nextra: 2
    }),
    'docs/index.mdx': '# Home\n\nThe home page.\n',
    'docs/about.mdx': '---\ndescription:We build open source\n---\n\n# About us\n\nWho we are.\n'
  })

  it('builds, a front matter that is one string a warning', () => {
    expect(site.code).toBe(0)
    expect(site.stderr).toContain('docs/about.mdx:2:1 - warning FRONT_MATTER_INVALID')
    expect(site.page('about')).toContain('Who we are.')
  })
})

// The Guild's later sites (Nextra 3 and 4) import the same absent config as an ES module's default,
// from a `tailwind.config.mjs` (envelop's website): the same config, its classes compiled.
describe('a website whose tailwind.config.mjs imports the Guild’s (absent) config', async () => {
  const site = await build({
    'package.json': JSON.stringify({
      name: 'website',
      private: true,
      dependencies: { '@theguild/components': '7.6.5', nextra: '3.3.1' },
      devDependencies: { '@theguild/tailwind-config': '0.6.3' }
    }),
    'tailwind.config.mjs':
      "import config from '@theguild/tailwind-config'\n\nexport default { ...config, content: [...config.content, './src/**/*.mdx'] }\n",
    'src/pages/index.mdx': '# Home\n\n<div className="rounded-xl">Rounded</div>\n'
  })

  it('compiles its Tailwind classes with no TAILWIND_FAILED', () => {
    expect(site.stderr).not.toContain('TAILWIND_FAILED')
    expect(stylesheets(site.out)).toContain('.rounded-xl')
  })
})
