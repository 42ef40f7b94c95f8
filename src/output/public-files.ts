import fg from 'fast-glob'
import { existsSync } from 'node:fs'

/** Paths (relative, `/`-separated) of the static files a site copies from its public folder. */
export async function listPublicFiles(publicRoot: string): Promise<string[]> {
  if (!existsSync(publicRoot)) return []
  return fg('**/*', { cwd: publicRoot, dot: false, onlyFiles: true, followSymbolicLinks: false })
}
