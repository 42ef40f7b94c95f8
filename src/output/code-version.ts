import fg from 'fast-glob'
import { readFile } from 'node:fs/promises'
import { PACKAGE_ROOT } from '../package-root.js'
import { sha256 } from './build-cache.js'

let version: Promise<string> | undefined

/**
 * Identity of the running guildsite: its package version plus a hash of its compiled code, so a
 * cache written by any other build of guildsite (a release, or a local change) is never reused.
 */
export function codeVersion(): Promise<string> {
  version ??= (async () => {
    // The one-file worker bundles are built from the same sources: reading their ~10 MB at every
    // start would add nothing to the hash.
    const files = (await fg(['dist/**/*.js', 'package.json'], { cwd: PACKAGE_ROOT, ignore: ['dist/**/*.bundle.cjs'] })).sort()
    const contents = await Promise.all(files.map(file => readFile(`${PACKAGE_ROOT}/${file}`)))
    return sha256(...files.flatMap((file, i) => [file, contents[i]])).slice(0, 16)
  })()
  return version
}
