import fg from 'fast-glob'
import { readFile } from 'node:fs/promises'
import { PACKAGE_ROOT } from '../package-root.js'
import { sha256 } from './build-cache.js'

/** Written by the package build (scripts/build.mjs) with `computeCodeVersion`'s value. */
export const CODE_VERSION_FILE = 'dist/code-version.txt'

let version: Promise<string> | undefined

/**
 * Identity of the running guildsite: its package version plus a hash of its compiled code, so a
 * cache written by any other build of guildsite (a release, or a local change) is never reused.
 * The package build computes it once (reading and hashing the ~470 compiled files costs ~0.1 CPU-s,
 * which every build of the shared workload paid — its warm build is 2.0 CPU-s); without that file, it
 * is computed here.
 */
export function codeVersion(): Promise<string> {
  version ??= readFile(`${PACKAGE_ROOT}/${CODE_VERSION_FILE}`, 'utf8').then(
    text => text.trim() || computeCodeVersion(),
    () => computeCodeVersion()
  )
  return version
}

/** The hash of guildsite's compiled modules and package.json. */
export async function computeCodeVersion(): Promise<string> {
  // (Not the one-file bundles, `*.bundle.cjs`: they are built from the same sources.)
  const files = (await fg(['dist/**/*.js', 'package.json'], { cwd: PACKAGE_ROOT })).sort()
  const contents = await Promise.all(files.map(file => readFile(`${PACKAGE_ROOT}/${file}`)))
  return sha256(...files.flatMap((file, i) => [file, contents[i]])).slice(0, 16)
}
