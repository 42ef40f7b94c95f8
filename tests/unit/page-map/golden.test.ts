import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { formatDiagnostic } from '../../../src/cli/reporter.js'
import { loadSite } from '../../../src/content/load-site.js'
import { navigationReport } from '../../../src/page-map/navigation-report.js'
import { resolveNavigation } from '../../../src/page-map/resolve-navigation.js'
import { REPO } from '../../helpers/cli.js'

/**
 * Golden page-map fixtures: `tests/golden/page-map/<case>/input/` is a small site and
 * `expected.json` is what `guildsite check --json` prints for it (`expected.<locale>.json` for every
 * other configured locale, as `check --json --locale <locale>` prints it; `expected-diagnostics.json`
 * when the case's rule warns). The expected files are the
 * specification of the navigation rules, checked by hand; `UPDATE_GOLDEN=1` rewrites them after a
 * deliberate change, which then needs the same review as code.
 */
const ROOT = join(REPO, 'tests/golden/page-map')
const UPDATE = process.env.UPDATE_GOLDEN === '1'
const cases = readdirSync(ROOT).filter(name => existsSync(join(ROOT, name, 'input')))

describe.each(cases)('page-map golden: %s', name => {
  it('produces the expected navigation for every locale', async () => {
    const { site, diagnostics } = await loadSite({ siteDir: join(ROOT, name, 'input') })
    // A case about a rule that warns lists its warnings (code, file and line) in expected-diagnostics.json.
    const expectedDiagnostics = join(ROOT, name, 'expected-diagnostics.json')
    const actualDiagnostics = diagnostics.map(
      d => `${d.severity} ${d.code} ${d.file}:${d.line ?? ''}:${d.column ?? ''}`
    )
    if (UPDATE && actualDiagnostics.length)
      writeFileSync(expectedDiagnostics, JSON.stringify(actualDiagnostics, null, 2) + '\n')
    if (existsSync(expectedDiagnostics))
      expect(actualDiagnostics).toEqual(JSON.parse(readFileSync(expectedDiagnostics, 'utf8')))
    else expect(diagnostics.map(d => formatDiagnostic(d))).toEqual([])
    expect(site).toBeDefined()
    const { defaultLocale, locales } = site!.config.i18n
    for (const { locale } of locales) {
      const file = join(ROOT, name, locale === defaultLocale ? 'expected.json' : `expected.${locale}.json`)
      const actual = navigationReport(site!.pageMaps.get(locale)!)
      if (UPDATE) writeFileSync(file, JSON.stringify(actual, null, 2) + '\n')
      expect(existsSync(file), `${file} is missing; run with UPDATE_GOLDEN=1 and review it`).toBe(true)
      expect(actual, `${name} (${locale})`).toEqual(JSON.parse(readFileSync(file, 'utf8')))
    }
  })
})

it('has at least one golden case', () => {
  expect(cases.length).toBeGreaterThan(0)
})

// The report only asks for routes as files produce them; a requested route may end with '/'.
it('normalises a trailing slash in the requested route', async () => {
  const { site } = await loadSite({ siteDir: join(ROOT, 'breadcrumb-pagination', 'input') })
  const children = site!.pageMaps.get('en-US')!.children
  const plain = resolveNavigation({ children, route: '/docs/setup' })
  const slashed = resolveNavigation({ children, route: '/docs/setup/' })
  expect(slashed.activePath.map(item => item.title)).toEqual(['Docs', 'Setup'])
  expect(slashed.activeIndex).toBe(plain.activeIndex)
  expect(slashed.activeType).toBe('doc')
})
