import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { cp, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'

export interface WriteOutputOptions {
  outRoot: string
  /** Path relative to the out folder → contents. */
  files: Map<string, string | Uint8Array>
  /** Folders copied as they are (public files, bundled assets): [source, destination relative to out]. */
  copies: [string, string][]
}

const TEMP_PREFIX = '.guildsite-tmp-'

/**
 * Writes into a temporary sibling of the output folder, then swaps it in (old renamed away, new
 * renamed in, old deleted). A failure part-way leaves the previous output untouched.
 */
export async function writeOutput({ outRoot, files, copies }: WriteOutputOptions): Promise<void> {
  const parent = dirname(outRoot)
  await mkdir(parent, { recursive: true })
  // Temporary folders of earlier killed builds.
  for (const entry of await readdir(parent)) {
    if (entry.startsWith(`${TEMP_PREFIX}${basename(outRoot)}-`)) await rm(join(parent, entry), { recursive: true, force: true })
  }
  const staging = join(parent, `${TEMP_PREFIX}${basename(outRoot)}-${randomUUID().slice(0, 8)}`)
  try {
    await mkdir(staging, { recursive: true })
    for (const [source, destination] of copies) {
      if (existsSync(source)) await cp(source, join(staging, destination), { recursive: true, dereference: false, errorOnExist: false, force: true })
    }
    const dirs = new Set([...files.keys()].map(path => dirname(join(staging, path))))
    await Promise.all([...dirs].map(dir => mkdir(dir, { recursive: true })))
    const entries = [...files]
    for (let i = 0; i < entries.length; i += 64) {
      await Promise.all(entries.slice(i, i + 64).map(([path, content]) => writeFile(join(staging, path), content)))
    }
    const old = `${staging}-old`
    const hadOutput = existsSync(outRoot)
    if (hadOutput) await rename(outRoot, old)
    try {
      await rename(staging, outRoot)
    } catch (error) {
      if (hadOutput) await rename(old, outRoot)
      throw error
    }
    if (hadOutput) await rm(old, { recursive: true, force: true })
  } catch (error) {
    await rm(staging, { recursive: true, force: true })
    throw error
  }
}
