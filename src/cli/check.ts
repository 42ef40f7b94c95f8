import { loadSite } from '../content/load-site.js'
import { navigationReport } from '../page-map/navigation-report.js'
import { hasErrors } from '../shared/diagnostics.js'
import { siteOptions, type CommonOptions } from './options.js'
import { createReporter } from './reporter.js'

/** The stand-ins and placeholders a build of the site uses, one line per file (`check/replacements.ts`). */
async function replacedInBuild(site: string | undefined, options: CheckOptions): Promise<string[]> {
  const [{ buildSite }, { replacementLines }, { mkdtemp, rm }, { tmpdir }, { join }] = await Promise.all([
    import('../build.js'),
    import('../check/replacements.js'),
    import('node:fs/promises'),
    import('node:os'),
    import('node:path')
  ])
  const dir = await mkdtemp(join(tmpdir(), 'guildsite-check-'))
  try {
    const result = await buildSite({ ...siteOptions(site, options), outDir: join(dir, 'out'), force: true })
    return replacementLines(result.diagnostics)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

export interface CheckOptions extends CommonOptions {
  json?: boolean
  locale?: string
}

/** `guildsite check`: validates config, metas and front matter and reports every diagnostic; writes nothing. */
export async function runCheck(site: string | undefined, options: CheckOptions): Promise<number> {
  const reporter = createReporter(options)
  const { site: loaded, diagnostics, timings } = await loadSite(siteOptions(site, options))
  reporter.diagnostics(diagnostics)
  if (options.debug)
    for (const [stage, ms] of Object.entries(timings)) process.stderr.write(`${stage}: ${ms.toFixed(1)} ms\n`)
  if (!loaded) return 1
  const failed = hasErrors(diagnostics)
  // A website folder read without a guildsite config: one line per option, what it did.
  if (loaded.config.website) {
    const lines = loaded.config.website.notes.map(
      note =>
        `note ${note.file ? `${note.file}: ` : ''}${note.key} ${note.action === 'read' ? 'read' : 'ignored'} — ${note.detail}`
    )
    if (options.json) {
      if (!options.quiet) process.stderr.write(lines.join('\n') + '\n')
    } else for (const line of lines) reporter.info(line)
  }
  const locale = options.locale ?? loaded.config.i18n.defaultLocale
  const pageMap = loaded.pageMaps.get(locale)
  if (!pageMap) {
    reporter.error(`Unknown locale "${locale}"; configured: ${[...loaded.pageMaps.keys()].join(', ')}`)
    return 2
  }
  if (options.debug && loaded.nextra)
    process.stderr.write(`navigation rules: Nextra ${loaded.nextra.major} (${loaded.nextra.reason})\n`)
  // The navigation is printed even when a page or meta has an error: the rest of the site still has
  // one (a folder whose meta failed falls back to its file names), and the exit code tells of the error.
  if (options.json) {
    process.stdout.write(JSON.stringify(navigationReport(pageMap), null, 2) + '\n')
  } else {
    // A website folder: what a build replaces, file by file (built into a scratch folder, then removed).
    if (loaded.config.website && !failed) for (const line of await replacedInBuild(site, options)) reporter.info(line)
    // Each page's islands: the components of the site that run in the browser (src/islands/).
    const [{ pageIslandsReport }, { websiteBundlePlugins }] = await Promise.all([
      import('../islands/page-islands-report.js'),
      import('../website/bundle-plugins.js')
    ])
    const report = await pageIslandsReport(
      loaded.config.siteDir,
      loaded.pages.map(page => ({ path: page.file.path, display: page.display, source: page.source })),
      websiteBundlePlugins(loaded.config)
    )
    for (const [page, islands] of [...report].sort(([a], [b]) => a.localeCompare(b)))
      reporter.info(
        `islands ${page}: ${islands.map(island => `${island.exports.join(', ')} (${island.file}:${island.line}:${island.column}, ${island.reason})`).join('; ')}`
      )
  }
  if (!options.json && !failed) {
    reporter.info(`${loaded.pages.length} pages, ${loaded.metas.length} metas checked: no errors`)
  }
  return failed ? 1 : 0
}
