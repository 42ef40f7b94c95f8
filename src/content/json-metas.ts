// Nextra 3 and 4 read `_meta.{js,jsx,ts,tsx}` only: a website folder's `_meta.json` is not part of their site.
import { relative } from 'node:path'
import { diagnostic, type Diagnostic } from '../shared/diagnostics.js'
import type { SourceFile } from './types.js'

/**
 * The meta files a website folder's Nextra reads: under Nextra 3 or 4 (as its package.json states) a
 * `_meta.json` is left out, as their page map leaves it out (their file globs name no `.json`), with
 * one `META_JSON_IGNORED` warning per file. Hero Hook Form's Nextra 4 docs keep Nextra 2's
 * `_meta.json` files: their titles and `pages` lists never reach Nextra's navigation. A guildsite
 * config's site, or a folder whose Nextra is not stated, reads them all.
 */
export function metasNextraReads(
  files: readonly SourceFile[],
  nextra: { major: number; stated?: boolean },
  websiteFolder: boolean,
  siteDir: string
): { files: SourceFile[]; diagnostics: Diagnostic[] } {
  if (!websiteFolder || nextra.major < 3 || !nextra.stated) return { files: [...files], diagnostics: [] }
  const ignored = files.filter(file => file.kind === 'meta' && file.ext === 'json')
  return {
    files: files.filter(file => !ignored.includes(file)),
    diagnostics: ignored.map(file =>
      diagnostic(
        'META_JSON_IGNORED',
        `_meta.json is not read: Nextra ${nextra.major} reads only _meta.js, .jsx, .ts and .tsx files, so this folder's navigation comes from its file names and front matter`,
        { file: relative(siteDir, file.path).split('\\').join('/'), line: 1, column: 1 },
        // (One cause: the reporter prints it once, with the other files listed.)
        { cause: '_meta.json' }
      )
    )
  }
}
