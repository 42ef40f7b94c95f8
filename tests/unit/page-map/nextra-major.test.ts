import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { scanContent } from '../../../src/content/scan.js'
import { detectNextraMajor, majorFromPackageJson } from '../../../src/page-map/nextra-major.js'
import { runCli } from '../../helpers/cli.js'

const roots: string[] = []
afterAll(() => roots.forEach(root => rmSync(root, { recursive: true, force: true })))

/** A temporary folder holding `files` (path → content). */
function folder(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'guildsite-major-'))
  roots.push(root)
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), content)
  }
  return root
}

const CONFIG = (extra = '') =>
  `{ "siteName": "Site", "docsRepositoryBase": "https://github.com/the-guild-org/site/tree/main"${extra} }`

async function detect(files: Record<string, string>, contentDir: string, configured?: 2 | 3 | 4) {
  const siteDir = folder(files)
  const contentRoot = join(siteDir, contentDir)
  const { files: scanned } = await scanContent(contentRoot, ['en-US'], siteDir)
  return detectNextraMajor({ configured, siteDir, contentRoot, files: scanned })
}

describe('the Nextra major of a site', () => {
  it.each([
    [{ dependencies: { nextra: '^2.13.2', 'nextra-theme-docs': '^2.13.2' } }, 2],
    [{ dependencies: { nextra: '3.3.1' } }, 3],
    [{ devDependencies: { 'nextra-theme-docs': '~4.0.5' } }, 4],
    [{ dependencies: { nextra: '4.0.0-app-router.12' } }, 4],
    [{ dependencies: { '@theguild/components': '^5.2.6' } }, 2],
    [{ dependencies: { '@theguild/components': '^6.6.6' } }, 3],
    [{ dependencies: { '@theguild/components': '^7.6.5' } }, 3],
    [{ dependencies: { '@theguild/components': '^9.11.3' } }, 4]
  ])('package.json %j → Nextra %i', (pkg, major) => {
    expect(majorFromPackageJson(pkg)?.major).toBe(major)
  })

  it('says nothing for a package.json without Nextra or a version it cannot read', () => {
    expect(majorFromPackageJson({ dependencies: { next: '^15.0.0' } })).toBeUndefined()
    expect(majorFromPackageJson({ dependencies: { nextra: 'latest' } })).toBeUndefined()
  })

  it('reads the _meta format when no package.json names Nextra', async () => {
    expect((await detect({ 'pages/_meta.json': '{}', 'pages/a.mdx': '# A' }, 'pages')).major).toBe(2)
    expect((await detect({ 'pages/_meta.ts': 'export default {}', 'pages/a.mdx': '# A' }, 'pages')).major).toBe(3)
    expect(
      (await detect({ 'src/pages/_meta.tsx': 'export default {}', 'src/pages/a.mdx': '# A' }, 'src/pages')).major
    ).toBe(3)
    expect(
      (
        await detect(
          { 'content/_meta.js': 'export default {}', 'content/a.mdx': '# A', 'app/layout.jsx': '' },
          'content'
        )
      ).major
    ).toBe(4)
    expect((await detect({ 'src/content/a.mdx': '# A', 'src/app/layout.jsx': '' }, 'src/content')).major).toBe(4)
    expect((await detect({ 'pages/a.mdx': '# A' }, 'pages')).major).toBe(2)
  })

  it('takes an app/ folder with no content folder for Nextra 4 (its pages are the app router), when package.json names no major', () => {
    const siteDir = folder({
      'package.json': '{ "dependencies": { "@theguild/components": "workspace:*" } }',
      'app/docs/page.mdx': '# Docs'
    })
    expect(detectNextraMajor({ siteDir, contentRoot: join(siteDir, 'pages'), files: [] })).toEqual({
      major: 4,
      reason: 'app/ with no content folder (Nextra 4 app router)'
    })
  })

  it('prefers the site package.json to the _meta format, and the config to both', async () => {
    const files = {
      'package.json': '{ "dependencies": { "nextra": "^4.0.0" } }',
      'pages/_meta.json': '{}',
      'pages/a.mdx': '# A'
    }
    expect(await detect(files, 'pages')).toEqual({
      major: 4,
      reason: 'package.json depends on nextra ^4.0.0',
      stated: true
    })
    expect(await detect(files, 'pages', 3)).toEqual({ major: 3, reason: 'config "nextra"', stated: true })
  })

  it('rejects a config "nextra" other than 2, 3 or 4', async () => {
    const site = folder({ 'guildsite.config.json': CONFIG(', "nextra": 5'), 'pages/a.mdx': '# A' })
    const result = await runCli(['check', site])
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('guildsite.config.json:1:96 - error CONFIG_INVALID "nextra": invalid value 5')
  })
})

describe('guildsite check --json on a Nextra 3 website folder', () => {
  // The shapes of real Nextra 3 docs: `src/pages`, `_meta.tsx` with JSX titles, a `_meta.ts` listing
  // only some pages, a page theme key of Nextra's that guildsite does not render.
  const site = folder({
    'package.json': '{ "dependencies": { "@theguild/components": "^7.6.5" } }',
    'guildsite.config.json': CONFIG(', "contentDir": "src/pages"'),
    'src/pages/_meta.tsx': `export default {
  index: { title: 'Home', type: 'page', display: 'hidden', theme: { layout: 'raw', topContent: <b>top</b> } },
  docs: { title: <>The <b>Docs</b></>, type: 'page' }
}`,
    'src/pages/index.mdx': '# Home',
    'src/pages/docs/_meta.ts': `export default { intro: 'Introduction' }`,
    'src/pages/docs/intro.mdx': '# Intro',
    'src/pages/docs/graphql-over-http.mdx': '# A heading that is not the sidebar title',
    'src/pages/docs/plugins/custom-plugin.mdx': '# Custom'
  })

  it('prints the navigation with Nextra 3 titles', async () => {
    const result = await runCli(['check', site, '--json'])
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    const report = JSON.parse(result.stdout)
    expect(report.navbar).toEqual([{ title: 'The Docs', type: 'page', route: '/docs', link: '/docs/intro' }])
    expect(report.sidebars['/docs'].map((row: { title: string }) => row.title)).toEqual([
      'Introduction',
      'GraphQL over HTTP',
      'plugins',
      'Custom Plugin'
    ])
  })

  it('still prints the navigation when a meta has an error, and exits 1', async () => {
    const broken = folder({
      'package.json': '{ "dependencies": { "nextra": "^3.3.1" } }',
      'guildsite.config.json': CONFIG(),
      'pages/_meta.ts': `export default { index: 'Home', guide: 42 }`,
      'pages/index.mdx': '# Home',
      'pages/guide.mdx': '# Guide'
    })
    const result = await runCli(['check', broken, '--json'])
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('pages/_meta.ts')
    expect(JSON.parse(result.stdout).sidebars['/'].map((row: { title: string }) => row.title)).toEqual([
      'Guide',
      'Index'
    ])
  })
})

describe('guildsite check on a Nextra 4 website folder (src/content beside src/app)', () => {
  const site = folder({
    'package.json': '{ "dependencies": { "@theguild/components": "^9.4.1" } }',
    'guildsite.config.json': CONFIG(', "contentDir": "src/content"'),
    // The root navigation lives in app/_meta.tsx; `index` and `changelog` are app/ router pages.
    'src/app/_meta.tsx': `export default {
  index: { type: 'page', display: 'hidden' },
  docs: { title: <>Documentation</>, type: 'page' },
  changelog: { title: 'Changelog' },
  gone: { title: 'Gone', type: 'page' }
}`,
    'src/app/(landing)/page.tsx': 'export default function Page() { return null }',
    'src/app/changelog/page.mdx': '# Changelog',
    'src/content/docs/_meta.ts': `export default { index: '', setup: '' }`,
    'src/content/docs/index.mdx': '# Docs home',
    'src/content/docs/setup.mdx': '# Setting up'
  })

  it('reads app/_meta, warns only of the key naming nothing, and links the section to its first doc', async () => {
    const result = await runCli(['check', site, '--json'])
    expect(result.code).toBe(0)
    expect(result.stderr.match(/warning META_KEY_MISSING "\w+"/g)).toEqual(['warning META_KEY_MISSING "gone"'])
    expect(result.stderr).toContain('src/app/_meta.tsx:5:3')
    const report = JSON.parse(result.stdout)
    expect(report.navbar).toEqual([{ title: 'Documentation', type: 'page', route: '/docs', link: '/docs' }])
    // `changelog` (an app/ page, no `type: 'page'`) is a page of the root: Nextra's build of
    // graphql-scalars ends the docs sidebar with it and makes it the last doc's "next".
    expect(report.sidebars['/docs'].map((row: { title: string }) => row.title)).toEqual([
      'Docs home',
      'Setting up',
      'Changelog'
    ])
    expect(report.flatDocs).toEqual(['/docs', '/docs/setup', '/changelog'])
  })
})
