import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { compileMdx, type CompiledMdx } from '../../../src/compile/compile-mdx.js'
import { loadSite } from '../../../src/content/load-site.js'
import { buildSearch, SiteSearch } from '../../../src/search/build-search.js'
import { decodeKeptSearch } from '../../../src/search/kept-search.js'
import type { SearchManifest } from '../../../src/shared/search/format.js'
import { engineOf } from './fixture.js'

const dirs: string[] = []
afterAll(() => dirs.forEach(dir => rmSync(dir, { recursive: true, force: true })))

async function compiledSite(files: Record<string, string>, config: Record<string, unknown> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'guildsite-search-'))
  dirs.push(dir)
  const all = {
    'guildsite.config.json': JSON.stringify({
      siteName: 'Test',
      docsRepositoryBase: 'https://github.com/the-guild-org/test/tree/main',
      ...config
    }),
    ...files
  }
  for (const [rel, content] of Object.entries(all)) {
    mkdirSync(dirname(join(dir, rel)), { recursive: true })
    writeFileSync(join(dir, rel), content)
  }
  const { site } = await loadSite({ siteDir: dir })
  const compiled = new Map<string, CompiledMdx>()
  for (const page of site!.pages) {
    compiled.set(
      page.file.path,
      await compileMdx({
        display: page.display,
        path: page.file.path,
        source: page.source,
        format: page.file.ext === 'md' ? 'md' : 'mdx',
        builtins: new Set()
      })
    )
  }
  return { site: site!, compiled }
}

async function site(files: Record<string, string>, config: Record<string, unknown> = {}) {
  const { site, compiled } = await compiledSite(files, config)
  return buildSearch(site, compiled)
}

describe('search stage', () => {
  it('writes one index per locale from the compiled pages, titled as the pages are', async () => {
    const result = await site(
      {
        'pages/index.mdx': '# Home\n\nWelcome.',
        'pages/guide.mdx':
          '---\ntitle: The Guide\n---\n\n# Ignored heading\n\nSetup steps.\n\n## Install\n\nRun the installer.\n\n```sh\nnpm i secretcodeword\n```',
        'pages/draft.mdx': '---\nsearchable: false\n---\n\n# Draft\n\nSetup notes.',
        'pages/guide.fr.mdx': '# Guide\n\nÉtapes d’installation.'
      },
      {
        basePath: '/docs',
        i18n: {
          defaultLocale: 'en-US',
          locales: [
            { locale: 'en-US', text: 'English' },
            { locale: 'fr', text: 'Français' }
          ]
        }
      }
    )
    expect([...result.stats.keys()]).toEqual(['en-US', 'fr'])
    expect(JSON.parse(result.files.get('_gs/search/fr.json') as string) as SearchManifest).toMatchObject({
      locale: 'fr',
      base: '/docs'
    })
    const engine = await engineOf({
      files: result.files,
      kept: [],
      manifestPath: '',
      stats: result.stats.get('en-US')!
    })
    expect((await engine.search('guide'))[0]).toMatchObject({
      pageTitle: 'The Guide',
      url: '/docs/guide',
      type: 'page'
    })
    expect((await engine.search('installer'))[0]).toMatchObject({ url: '/docs/guide#install', heading: 'Install' })
    expect((await engine.search('setup')).map(hit => hit.route)).toEqual(['/guide'])
    // Code blocks stay out unless search.codeblocks is set.
    expect(await engine.search('secretcodeword')).toEqual([])
    const fr = await engineOf({ files: result.files, kept: [], manifestPath: '', stats: result.stats.get('fr')! }, 'fr')
    expect((await fr.search('installation'))[0].url).toBe('/docs/fr/guide')
  })

  it("gives each hit its page's top-level heading (hierarchy.lvl0): the top navigation item's title", async () => {
    const result = await site({
      'pages/index.mdx': '# Home\n\nWelcome to zebras.',
      'pages/_meta.json': JSON.stringify({ index: 'Home', yoga: 'GraphQL Yoga', about: 'About us' }),
      'pages/about.mdx': '# About\n\nZebras run the company.',
      'pages/yoga/index.mdx': '# Overview\n\nZebras everywhere.',
      'pages/yoga/features/caching.mdx': '# Caching\n\n## Zebras\n\nCached zebras.'
    })
    const engine = await engineOf({
      files: result.files,
      kept: [],
      manifestPath: '',
      stats: result.stats.get('en-US')!
    })
    const byRoute = Object.fromEntries(
      (await engine.search('zebras')).map(hit => [hit.route, [hit.pageTitle, hit.topLevel]])
    )
    expect(byRoute).toEqual({
      '/': ['Home', 'Home'],
      '/about': ['About', 'About us'],
      '/yoga': ['Overview', 'GraphQL Yoga'],
      '/yoga/features/caching': ['Caching', 'GraphQL Yoga']
    })
  })

  it('pages added as they compile, in any order, give the same files as all at the end', async () => {
    const files = Object.fromEntries(
      Array.from({ length: 12 }, (_, i) => [
        `pages/${i === 0 ? 'index' : `section-${i % 3}/page-${i}`}.mdx`,
        `# Page ${i}\n\nWords of page ${i}: ${'alpha beta gamma '.repeat(i)}\n\n## Part ${i}\n\nMore about ${i}.`
      ])
    )
    const { site, compiled } = await compiledSite(
      { ...files, 'pages/section-1/page-4.fr.mdx': '# Page quatre\n\nMots.' },
      {
        i18n: {
          defaultLocale: 'en-US',
          locales: [
            { locale: 'en-US', text: 'English' },
            { locale: 'fr', text: 'Français' }
          ]
        }
      }
    )
    const all = buildSearch(site, compiled)
    const streamed = new SiteSearch(site)
    // Every other page arrives early, in reverse order (as workers finish them); the rest at the end.
    const pages = [...site.pages].reverse().filter((_, i) => i % 2 === 0)
    for (const page of pages) streamed.add(page.file.rel, compiled.get(page.file.path)!)
    expect(streamed.finish(compiled).files).toEqual(all.files)
    expect(all.files.size).toBeGreaterThan(4)
  })

  it('a later build takes what an earlier one kept: the same files, and unchanged pages kept as they were', async () => {
    const files = Object.fromEntries(
      Array.from({ length: 12 }, (_, i) => [
        `pages/${i === 0 ? 'index' : `section-${i % 3}/page-${i}`}.mdx`,
        `# Page ${i}\n\nWords of page ${i}: ${'alpha beta gamma '.repeat(i)}\n\n## Part ${i}\n\nMore about ${i}.`
      ])
    )
    const { site, compiled } = await compiledSite(files)
    const keys = new Map(site.pages.map(page => [page.file.path, `key of ${page.file.rel}`]))
    const earlier = new SiteSearch(site)
    const all = earlier.finish(compiled, keys)
    const bytes = Buffer.concat(earlier.keptSearch())
    // One page changed (its key and content): it is counted again, the others are taken as kept.
    const edited = site.pages[3].file.path
    const changed = new Map(compiled).set(
      edited,
      await compileMdx({
        display: 'x',
        path: edited,
        source: '# Page 3\n\nNew words about zebras.',
        format: 'mdx',
        builtins: new Set()
      })
    )
    const later = new SiteSearch(site)
    later.add(site.pages[3].file.rel, changed.get(edited)!, 'a new key')
    later.use(decodeKeptSearch(bytes))
    const again = later.finish(changed, new Map(keys).set(edited, 'a new key'))
    expect(again.files).toEqual(buildSearch(site, changed).files)
    expect(again.files).not.toEqual(all.files)
    // Kept again for the next build: the same pages, but for the one counted again (under its new key).
    const keptKeys = (kept: Uint8Array) => new Set(decodeKeptSearch(kept)!.get('en-US')!.pages.keys())
    const [before, after] = [keptKeys(bytes), keptKeys(Buffer.concat(later.keptSearch()))]
    expect(after.size).toBe(before.size)
    expect([...after].filter(key => !before.has(key))).toHaveLength(1)
    const page = (kept: Uint8Array, key: string) => decodeKeptSearch(kept)!.get('en-US')!.pages.get(key)
    for (const key of after)
      if (before.has(key)) expect(page(Buffer.concat(later.keptSearch()), key)).toEqual(page(bytes, key))
  })

  it('writes nothing when search is disabled', async () => {
    const result = await site({ 'pages/index.mdx': '# Home' }, { search: { enabled: false } })
    expect(result.files.size).toBe(0)
  })
})
