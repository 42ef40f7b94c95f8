import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The guildsite package folder, found by walking up from this module (works from src/ and dist/). */
function findRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url))
  while (!existsSync(join(dir, 'package.json')) || !existsSync(join(dir, 'bin', 'guildsite.js'))) {
    const parent = dirname(dir)
    if (parent === dir) throw new Error('guildsite: cannot find its own package folder')
    dir = parent
  }
  return dir
}

export const PACKAGE_ROOT = findRoot()

/** Compiled output of guildsite's own modules: pages, metas and configs import these at run time. */
export const distPath = (...segments: string[]): string => join(PACKAGE_ROOT, 'dist', ...segments)
