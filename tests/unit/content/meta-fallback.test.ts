import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { loadSite } from '../../../src/content/load-site.js'

/**
 * Issue 22.5: a `_meta` that cannot be evaluated is a warning at its line, and its folder falls back
 * to file names; a meta whose default export is a promise is awaited.
 */

const dirs: string[] = []
afterAll(() => dirs.forEach(dir => rmSync(dir, { recursive: true, force: true })))

async function load(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'guildsite-meta-'))
  dirs.push(dir)
  const all = {
    'guildsite.config.json': JSON.stringify({ siteName: 'T', docsRepositoryBase: 'https://github.com/a/b/tree/main' }),
    'pages/index.mdx': '# Home\n',
    'pages/b.mdx': '# Bee\n',
    'pages/a.mdx': '# Ay\n',
    ...files
  }
  for (const [rel, text] of Object.entries(all)) {
    mkdirSync(dirname(join(dir, rel)), { recursive: true })
    writeFileSync(join(dir, rel), text)
  }
  const { site, diagnostics } = await loadSite({ siteDir: dir })
  const items = site!.pageMaps.get(site!.config.i18n.defaultLocale)!
  return {
    site: site!,
    items,
    diagnostics: diagnostics.map(d => `${d.file}:${d.line}:${d.column} ${d.severity} ${d.code} ${d.message}`)
  }
}

const titles = (site: Awaited<ReturnType<typeof load>>['site']) => site.metas.map(meta => meta.data)

describe('metas that cannot be evaluated', () => {
  it('an async function that throws, awaited at the top level: a warning at the throw, no meta', async () => {
    const { site, diagnostics } = await load({
      'pages/_meta.ts': "async function titles() {\n  throw new Error('offline')\n}\nexport default await titles()\n"
    })
    expect(diagnostics).toEqual(['pages/_meta.ts:2:9 warning META_EVAL Meta threw while loading: offline'])
    expect(titles(site)).toEqual([])
  })

  it('a default export that is a promise: awaited; a rejection is a warning at its line', async () => {
    const resolved = await load({
      'pages/_meta.ts': "export default (async () => ({ b: 'B first', a: 'A second' }))()\n"
    })
    expect(resolved.diagnostics).toEqual([])
    expect(titles(resolved.site)).toEqual([{ b: 'B first', a: 'A second' }])
    const rejected = await load({
      'pages/_meta.ts': "export default (async () => {\n  await null\n  throw new Error('no titles')\n})()\n"
    })
    expect(rejected.diagnostics).toEqual([
      "pages/_meta.ts:3:9 warning META_EVAL Meta's default export rejected: no titles"
    ])
    expect(titles(rejected.site)).toEqual([])
    const atOnce = await load({
      'pages/_meta.ts': "export default (async () => {\n  throw new Error('at once')\n})()\n"
    })
    expect(atOnce.diagnostics).toEqual(["pages/_meta.ts:2:9 warning META_EVAL Meta's default export rejected: at once"])
  })

  // (An imported image has Next's static image shape, `icon.src`, and reads as its URL: wild2.)
  it('a dynamic import of an absent module and an imported image: stand-ins, the meta is used', async () => {
    const { site, diagnostics } = await load({
      'pages/_meta.tsx':
        "import icon from './icon.png'\nconst extra = await import('@/absent/titles')\nexport default { a: { title: <span>{icon.src.startsWith('/_gs/assets/icon-') && `${icon}` === icon.src ? 'Image URL' : 'no'}</span> }, b: extra.default ? 'Bee' : 'none' }\n",
      'pages/icon.png': 'not really a png'
    })
    expect(diagnostics).toEqual([
      'pages/_meta.tsx:2:21 warning META_IMPORT Import "@/absent/titles" cannot be resolved; a stand-in is used instead'
    ])
    // (The title element's markup stays beside its text: the sidebar draws it, as Nextra 3/4 do.)
    expect(titles(site)).toEqual([{ a: { title: 'Image URL', titleHtml: '<span>Image URL</span>' }, b: 'Bee' }])
  })

  it('a default export made by an absent import that is no object: a warning, the folder falls back to its file names', async () => {
    // (polaris-docs' content alone: `export default metaForDirectory('/design')` of its absent components folder
    // was a META_INVALID error that stopped the docs folder's build, wild8.)
    const { site, diagnostics } = await load({
      'pages/_meta.js':
        "import { metaForDirectory } from '../components/nav-label.js'\nexport default metaForDirectory('/')\n"
    })
    expect(diagnostics).toEqual([
      'pages/_meta.js:1:1 warning META_IMPORT Import "../components/nav-label.js" cannot be resolved; a stand-in is used instead',
      'pages/_meta.js:1:1 warning META_INVALID Meta must export an object of entries, received string'
    ])
    expect(titles(site)).toEqual([])
    expect(site.pages.map(page => page.file.rel).sort()).toEqual(['a.mdx', 'b.mdx', 'index.mdx'])
  })
})
