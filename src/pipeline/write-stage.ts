import { join } from 'node:path'
import type { Site } from '../content/load-site.js'
import { outputWriteError } from '../output/build-lock.js'
import type { BuildState } from '../output/build-state.js'
import type { EarlyWrites } from '../output/early-writes.js'
import { manifestFileOf } from '../output/generation-manifest.js'
import { writeOutput } from '../output/write-output.js'
import type { Diagnostic } from '../shared/diagnostics.js'
import type { OutputFiles } from './render-stage.js'

/** The files made after the pages (search index, sitemap…): content, and links to the previous output. */
export interface LaterFiles {
  files: Map<string, string | Uint8Array>
  links: Map<string, string>
}

/** A write under way: the pages first, then `finish` gives the later files and switches — or `cancel` undoes it. */
export interface Writing {
  /** performance.now() when it started. */
  start: number
  /** Resolves true once the output is in place (false: nothing written, a diagnostic says why). */
  finish(later: LaterFiles): Promise<boolean>
  cancel(): Promise<void>
}

/**
 * The write stage, started as soon as the pages are known: they are written into a new generation of
 * the output (unchanged files hard-linked from the previous one) while the search index is computed;
 * the index, favicon and sitemap follow, then the switch — unless a problem found meanwhile cancels it
 * all. Resolves once the pages are queued (or the write failed).
 */
export async function startWrite(
  site: Site,
  output: OutputFiles,
  state: BuildState | undefined,
  early: EarlyWrites | undefined,
  diagnostics: Diagnostic[],
  /** Public files not copied (their path is a page's: `claimOutputPaths`). */
  skipPublic: ReadonlySet<string> = new Set()
): Promise<Writing> {
  const { config } = site
  let provide: (later: LaterFiles | undefined) => void = () => undefined
  const later = new Promise<LaterFiles | undefined>(resolve => (provide = resolve))
  let queued: () => void = () => undefined
  const ready = new Promise<void>(resolve => (queued = resolve))
  const start = performance.now()
  const writing = writeOutput({
    outRoot: config.outRoot,
    files: output.files,
    links: output.links,
    copies: [[config.publicRoot, '.', skipPublic]],
    trashDir: join(config.cacheDir, 'trash'),
    manifestFile: manifestFileOf(config.cacheDir, config.outRoot),
    later,
    queued,
    early
  }).catch((error: unknown) => {
    diagnostics.push(outputWriteError(config.outRoot, error))
    return false
  })
  await Promise.race([ready, writing])
  return {
    start,
    finish: files => {
      provide(files)
      return writing
    },
    cancel: async () => {
      provide(undefined)
      await writing
    }
  }
}
