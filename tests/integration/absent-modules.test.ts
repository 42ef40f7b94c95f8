import { readFile, mkdtemp, rm } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { printedWarnings, runCli, type CliResult } from '../helpers/cli.js'

/**
 * Issue 22.2 and 22.5 on a real build (tests/fixtures/absent-plugins): nothing absent stops the site.
 * Every absent module or name is a warning at its import's file:line:col and a visible placeholder;
 * a `_meta` that cannot be evaluated is a warning, and its folder falls back to file names.
 */

const SITE = 'tests/fixtures/absent-plugins'
let dir: string
let build: CliResult

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'guildsite-absent-'))
  build = await runCli(['build', SITE, '--out', join(dir, 'dist'), '--force', '--no-cache'])
}, 300_000)
afterAll(() => rm(dir, { recursive: true, force: true }))

const page = (route: string) => readFile(join(dir, 'dist', route, 'index.html'), 'utf8')
/** `file:line:col code message` of each warning, as printed (a repeated one's other places too). */
const warnings = () => printedWarnings(build.stderr)

describe('nothing absent stops a site', () => {
  it('builds every page with exit 0', async () => {
    expect(build.code, build.stderr).toBe(0)
    expect(build.stderr).toMatch(/^0 errors, \d+ warnings$/m)
    for (let i = 0; i < 60; i++)
      expect(
        existsSync(
          join(
            dir,
            'dist/plugins',
            i < 30 ? 'typescript' : 'other',
            `plugin-${String(i).padStart(2, '0')}`,
            'index.html'
          )
        )
      ).toBe(true)
  })

  it('each plugin page shows a placeholder for each name it imports from the absent module', async () => {
    const source = await readFile(join(SITE, 'pages/plugins/typescript/plugin-05.mdx'), 'utf8')
    const names = /import PluginDefault, \{ ([^}]*) \}/.exec(source)![1].split(', ')
    const html = await page('plugins/typescript/plugin-05')
    for (const name of names) expect(html).toContain(`data-missing-component="${name}"`)
    expect(html).toContain('data-missing-component="@/components/plugin"')
    expect(warnings()).toContain(
      'pages/plugins/typescript/plugin-05.mdx:1:1 UNRESOLVED_IMPORT Import "@/components/plugin" cannot be resolved; a placeholder is rendered instead'
    )
  })

  it('a package the site lib imports but does not have, a missing site file, a name a built-in lacks: warnings at the import', async () => {
    expect(warnings()).toEqual(
      expect.arrayContaining([
        // (date-fns' `format` has a working stand-in: src/compile/package-fallbacks.ts.)
        `lib/dates.ts:1:1 UNRESOLVED_IMPORT Import "date-fns" cannot be resolved; guildsite's own format, parseISO, isValid, compareAsc, compareDesc, toDate stand in for it (any other name: a placeholder is rendered)`,
        'pages/guides/index.mdx:2:1 UNRESOLVED_IMPORT Import "../../components/missing-helper" cannot be resolved; a placeholder is rendered instead',
        'pages/index.mdx:1:1 UNRESOLVED_IMPORT "@theguild/components" has no "PluginGallery" in guildsite; a placeholder is rendered instead'
      ])
    )
    const home = await page('')
    expect(home).toContain('data-missing-component="PluginGallery"')
    // The real built-in beside it, and the lib's code running with its stand-in.
    expect(home).toMatch(/class="[^"]*gs-callout/)
    // (date-fns' format has guildsite's stand-in that works: src/compile/package-fallbacks.ts.)
    expect(home).toContain('Released <time>1970-01-01</time>.')
    expect(await page('guides')).toContain('data-missing-component="Helper"')
  })

  it('an image imported by a page is its public URL', async () => {
    const [, url] =
      /<img[^>]*alt="Logo"[^>]*src="([^"]+)"/.exec(await page('guides')) ??
      /<img[^>]*src="([^"]+)"[^>]*alt="Logo"/.exec(await page('guides'))!
    expect(url).toMatch(/^\/_gs\/assets\/logo-[0-9a-f]{10}\.svg$/)
    expect(await readFile(join(dir, 'dist', url), 'utf8')).toContain('<svg')
  })

  it('metas: an absent package and an absent dynamic import are stood in for, a meta that throws falls back to file names', async () => {
    // (clsx is not installed: metas get the built-in one pages get, issue 34.8, and no warning.)
    expect(warnings().filter(w => w.includes('"clsx"'))).toEqual([])
    expect(warnings()).toEqual(
      expect.arrayContaining([
        'pages/plugins/_meta.ts:1:21 META_IMPORT Import "@/components/icons" cannot be resolved; a stand-in is used instead',
        'pages/plugins/other/_meta.ts:2:9 META_EVAL Meta threw while loading: no network at build time'
      ])
    )
    const check = await runCli(['check', SITE, '--json'])
    expect(check.code, check.stderr).toBe(0)
    const rows = (JSON.parse(check.stdout) as { sidebars: Record<string, { title: string; route: string }[]> })
      .sidebars['/']
    const title = (route: string) => rows.find(row => row.route === route)?.title
    // _meta.tsx (clsx, an SVG) and plugins/_meta.ts (a dynamic import) evaluated with their stand-ins.
    expect(title('/')).toBe('Home')
    expect(title('/plugins')?.trim()).toBe('Plugins')
    expect(title('/plugins/typescript')).toBe('TypeScript')
    // plugins/other/_meta.ts threw: its pages in file-name order, titled by their headings.
    const other = rows.filter(row => row.route.startsWith('/plugins/other/')).map(row => row.route)
    expect(other).toEqual([...other].sort())
    expect(other).toHaveLength(30)
    expect(check.stderr).toContain('pages/plugins/other/_meta.ts:2:9 - warning META_EVAL')
  })
})
