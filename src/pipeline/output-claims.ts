import { join, relative } from 'node:path'
import type { SiteConfig } from '../config/load-config.js'
import { describeKept, OutputPaths } from '../output/output-paths.js'
import { diagnostic, type Diagnostic } from '../shared/diagnostics.js'
import type { OutputFiles } from './render-stage.js'

/** Why `path` cannot be written beside the `kept` one, in words: same path, or a file where a folder is needed. */
export function clashText(paths: OutputPaths, path: string, kept: string): string {
  const what = describeKept(paths, kept)
  if (kept === path) return `${what} is written at that path`
  if (kept.startsWith(`${path}/`)) return `${what} needs ${path} as a folder`
  return `${what} is a file where ${path} needs a folder`
}

/**
 * The output paths of the pages and bundled files, then of the site's public files: a public file
 * that clashes with a page (the same path, or a file where the page needs a folder) is not copied,
 * with an `OUTPUT_CLASH` warning at it. Everything made later (search index, llms, sitemap,
 * redirects) claims its paths from what this returns, so no clash is left for the disk to find.
 */
export function claimOutputPaths(
  config: Pick<SiteConfig, 'siteDir' | 'publicRoot'>,
  output: Pick<OutputFiles, 'files' | 'links'>,
  publicFiles: readonly string[]
): { paths: OutputPaths; publicFiles: string[]; skippedPublic: Set<string>; diagnostics: Diagnostic[] } {
  const paths = new OutputPaths()
  for (const path of [...output.files.keys(), ...output.links.keys()].sort())
    paths.claim(path, path.endsWith('.html') ? 'the page' : 'the file')
  const kept: string[] = []
  const skippedPublic = new Set<string>()
  const diagnostics: Diagnostic[] = []
  for (const path of publicFiles) {
    const clash = paths.claim(path, 'the public file')
    if (clash === undefined) {
      kept.push(path)
      continue
    }
    skippedPublic.add(path)
    diagnostics.push(
      diagnostic(
        'OUTPUT_CLASH',
        `The public file ${path} is not copied: ${clashText(paths, path, clash)}; it is kept`,
        { file: relative(config.siteDir, join(config.publicRoot, path)) },
        { hint: 'Rename or move the public file, or the page.' }
      )
    )
  }
  return { paths, publicFiles: kept, skippedPublic, diagnostics }
}
