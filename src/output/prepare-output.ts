import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { SiteConfig } from '../config/load-config.js'
import { locateKeyPath } from '../config/zod-issues.js'
import type { Diagnostic, Location } from '../shared/diagnostics.js'
import { acquireBuildLock, outputWriteError, type BuildLock } from './build-lock.js'
import { checkOutputFolder } from './output-guard.js'
import { recoverOutput } from './write-output.js'

export interface PrepareOutputOptions {
  config: SiteConfig
  /** The folder came from `--out` (not from the config's `outDir`). */
  fromCli: boolean
  force?: boolean
}

/** The config's `outDir` line when the config names the folder (nothing for the default). */
function outDirLocation(config: SiteConfig): Location {
  const file = relative(config.siteDir, config.configFile)
  try {
    const source = readFileSync(config.configFile, 'utf8')
    return /["']?outDir["']?\s*:/.test(source) ? { file, source, ...locateKeyPath(source, ['outDir']) } : {}
  } catch {
    return {}
  }
}

/**
 * Before any work: the output folder is a safe place to replace (output-guard.ts), no other build
 * is writing it (the lock), and what a killed build left next to it is repaired.
 */
export async function prepareOutput({
  config,
  fromCli,
  force
}: PrepareOutputOptions): Promise<{ lock?: BuildLock; diagnostics: Diagnostic[] }> {
  const unsafe = checkOutputFolder({
    outRoot: config.outRoot,
    siteDir: config.siteDir,
    contentRoot: config.contentRoot,
    publicRoot: config.publicRoot,
    force,
    location: fromCli ? {} : outDirLocation(config)
  })
  if (unsafe.length) return { diagnostics: unsafe }
  const { lock, diagnostic } = await acquireBuildLock(config.outRoot)
  if (!lock) return { diagnostics: [diagnostic!] }
  try {
    await recoverOutput(config.outRoot, join(config.cacheDir, 'trash'))
  } catch (error) {
    await lock.release()
    return { diagnostics: [outputWriteError(config.outRoot, error)] }
  }
  return { lock, diagnostics: [] }
}
