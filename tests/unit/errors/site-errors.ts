import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { formatDiagnostic } from '../../../src/cli/reporter.js'
import { loadSite } from '../../../src/content/load-site.js'
import { sortDiagnostics } from '../../../src/shared/diagnostics.js'

export const CONFIG = JSON.stringify(
  { siteName: 'Test', docsRepositoryBase: 'https://github.com/the-guild-org/test/tree/main' },
  null,
  2
)

/** A config file and one page: the smallest valid site, which each test then breaks in one place. */
export const VALID_SITE: Record<string, string> = {
  'guildsite.config.json': CONFIG,
  'pages/index.mdx': '# Home\n'
}

/**
 * Writes `files` into a fresh temporary site folder, runs `loadSite` on it and returns every
 * diagnostic as a user reads it (`formatDiagnostic`, paths relative to the site, no colour). The
 * temporary folder's path is replaced by `<site>` so snapshots are stable.
 */
export async function siteErrors(files: Record<string, string | Uint8Array | null>): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'guildsite-errors-'))
  try {
    for (const [rel, content] of Object.entries(files)) {
      if (content === null) {
        mkdirSync(join(dir, rel), { recursive: true })
        continue
      }
      mkdirSync(dirname(join(dir, rel)), { recursive: true })
      writeFileSync(join(dir, rel), content)
    }
    const { diagnostics } = await loadSite({ siteDir: dir })
    return sortDiagnostics(diagnostics)
      .map(d => formatDiagnostic(d))
      .join('\n\n')
      .replaceAll(dir, '<site>')
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The valid site with `overrides` applied (`null` content = an empty folder). */
export const siteWith = (overrides: Record<string, string | Uint8Array | null>) =>
  siteErrors({ ...VALID_SITE, ...overrides })
