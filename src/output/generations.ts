import { randomUUID } from 'node:crypto'
import { existsSync, lstatSync, readlinkSync, rmdirSync, rmSync } from 'node:fs'
import { readdir, rename, rm, symlink, writeFile } from 'node:fs/promises'
import { basename, dirname, join, relative, resolve } from 'node:path'
import { atStage } from '../shared/stage-hooks.js'
import { OLD_SUFFIX, stagingFolderOf } from './staging-folder.js'

/**
 * Every build writes a generation: a whole new folder beside the output path, in
 * `.<out>.generations/<8 hex>`, whose unchanged files are hard links to the previous generation's (a
 * link, not a copy: the same inode, size and date). The output path is a symbolic link to the
 * current generation, and a build switches it in one step: a new link renamed over the old one
 * (rename(2) replaces its target atomically). Whatever moment a build is killed at, the output path
 * names either the previous generation or the new one, each whole; a server that opens a file through
 * it gets a file of one or the other, never a mix. The previous generation is deleted once the switch
 * is done, and a killed build's unfinished generation by the next build (`recoverGenerations`).
 */

/** The folder that holds `outRoot`'s generations: `.dist.generations` beside `dist`. */
export const generationsDirOf = (outRoot: string): string => join(dirname(outRoot), `.${basename(outRoot)}.generations`)

/** A new generation's path (not created). */
export const newGenerationOf = (outRoot: string): string => join(generationsDirOf(outRoot), randomUUID().slice(0, 8))

const GENERATION = /^[0-9a-f]{8}$/

/**
 * The generation the output path links to now, or undefined: no output yet, a real folder (a
 * previous version of guildsite, or a folder made by hand), or a link of someone else's.
 */
export function currentGeneration(outRoot: string): string | undefined {
  try {
    if (!lstatSync(outRoot).isSymbolicLink()) return undefined
    const target = resolve(dirname(outRoot), readlinkSync(outRoot))
    return dirname(target) === generationsDirOf(outRoot) && GENERATION.test(basename(target)) ? target : undefined
  } catch {
    return undefined
  }
}

/**
 * Points `outRoot` at `generation` in one atomic step and returns what it replaced (to delete): the
 * previous generation, or — the first time, when the output path is a real folder or file — that
 * folder, renamed away first (a kill between the two renames is repaired by `recoverOutput`, which
 * puts it back). A link of someone else's at the output path is replaced; its target stays.
 */
export async function switchTo(outRoot: string, generation: string): Promise<string | undefined> {
  const previous = currentGeneration(outRoot)
  const link = stagingFolderOf(outRoot)
  await symlink(relative(dirname(outRoot), generation), link)
  let info
  try {
    info = lstatSync(outRoot)
  } catch {
    info = undefined
  }
  let old: string | undefined
  try {
    if (info && !info.isSymbolicLink()) {
      old = `${link}${OLD_SUFFIX}`
      await rename(outRoot, old)
    }
    await atStage('swap')
    await rename(link, outRoot)
  } catch (error) {
    if (old && !existsSync(outRoot)) await rename(old, outRoot)
    await rm(link, { force: true })
    throw error
  }
  // Git (and the tools that read .gitignore files) skip the generations, whatever the site ignores.
  const ignore = join(generationsDirOf(outRoot), '.gitignore')
  if (!existsSync(ignore)) await writeFile(ignore, '# Generations of the output folder (guildsite)\n*\n')
  return old ?? (previous !== generation ? previous : undefined)
}

/**
 * After a killed build: every generation but the one the output path links to is a build's that
 * never switched (or a previous one whose deletion did not finish). Returns them, to delete.
 */
export async function staleGenerations(outRoot: string): Promise<string[]> {
  const dir = generationsDirOf(outRoot)
  if (!existsSync(dir)) return []
  const current = currentGeneration(outRoot)
  return (await readdir(dir))
    .filter(entry => GENERATION.test(entry))
    .map(entry => join(dir, entry))
    .filter(path => path !== current)
}

/** Deletes `generation` (one that never became the output) and the generations folder if it is left empty. */
export function discardGeneration(generation: string): void {
  rmSync(generation, { recursive: true, force: true })
  try {
    rmdirSync(dirname(generation))
  } catch {
    // Not empty (the current generation is there) or gone: left as it is.
  }
}
