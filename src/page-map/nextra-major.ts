import { existsSync, readFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import type { SourceFile } from '../content/types.js'

/** The Nextra major whose navigation rules the page map follows. */
export type NextraMajor = 2 | 3 | 4

export interface NextraDetection {
  major: NextraMajor
  /** What decided it, for `guildsite check --debug` and tests. */
  reason: string
  /** Said by the site (its config's `nextra`, its package.json), not inferred from its files. */
  stated?: boolean
}

/** `^3.3.1`, `~2.13`, `4.0.0-app-router.1`, `>=3` → 3; `latest`, `*`, a URL → undefined. */
export function majorOfRange(range: unknown): number | undefined {
  if (typeof range !== 'string') return undefined
  const match = /^(?:workspace:|npm:[^@]+@)?[\^~>=<\sv]*(\d+)(?:\.|$|\s)/.exec(range.trim())
  return match ? Number(match[1]) : undefined
}

const asMajor = (n: number): NextraMajor => (n <= 2 ? 2 : n === 3 ? 3 : 4)

/** A package.json's dependencies of every kind, name → range (`dependencies` over the others). */
export function dependencyRanges(pkg: Record<string, unknown>): Record<string, unknown> {
  return {
    ...(pkg.devDependencies as object),
    ...(pkg.peerDependencies as object),
    ...(pkg.dependencies as object)
  } as Record<string, unknown>
}

/** The `@theguild/components` major the site folder's package.json depends on, if it names one. */
export function guildComponentsMajor(siteDir: string): number | undefined {
  try {
    const pkg = JSON.parse(readFileSync(join(siteDir, 'package.json'), 'utf8')) as Record<string, unknown>
    return majorOfRange(dependencyRanges(pkg)['@theguild/components'])
  } catch {
    return undefined
  }
}

/** The `nextra` major a package.json depends on: `nextra`, `nextra-theme-docs`, else `@theguild/components` (≤5: 2, 6–7: 3, ≥8: 4). */
export function majorFromPackageJson(pkg: Record<string, unknown>): NextraDetection | undefined {
  const deps = dependencyRanges(pkg)
  for (const name of ['nextra', 'nextra-theme-docs']) {
    const n = majorOfRange(deps[name])
    if (n !== undefined)
      return { major: asMajor(n), reason: `package.json depends on ${name} ${String(deps[name])}`, stated: true }
  }
  const guild = majorOfRange(deps['@theguild/components'])
  if (guild !== undefined)
    return {
      major: guild <= 5 ? 2 : guild <= 7 ? 3 : 4,
      reason: `package.json depends on @theguild/components ${String(deps['@theguild/components'])}`,
      stated: true
    }
  return undefined
}

/** The nearest package.json from the content folder up to (and including) the site folder, or the site folder's own. */
export function findPackageJson(contentRoot: string, siteDir: string): string[] {
  const found: string[] = []
  let dir = contentRoot
  for (let i = 0; i < 8; i++) {
    const file = join(dir, 'package.json')
    if (existsSync(file)) found.push(file)
    if (dir === siteDir || dirname(dir) === dir) break
    dir = dirname(dir)
  }
  const own = join(siteDir, 'package.json')
  if (!found.includes(own) && existsSync(own)) found.push(own)
  return found
}

export interface DetectOptions {
  /** The config's `nextra` field, when set. */
  configured?: NextraMajor
  siteDir: string
  contentRoot: string
  files: readonly SourceFile[]
}

/**
 * The site's Nextra major: the config's `nextra` field; else the site's package.json (`nextra`,
 * `nextra-theme-docs` or `@theguild/components`); else the content's conventions — a `_meta.json`
 * is Nextra 2's (3 and 4 refuse it), `_meta.global.*`, a `content/` folder beside `app/` or an `app/`
 * with no content folder is 4's,
 * other `_meta.{js,jsx,ts,tsx}` files are 3's (Nextra 2 reads only `_meta.js`, and only a `.js` one
 * says nothing); nothing at all: 2.
 */
export function detectNextraMajor({ configured, siteDir, contentRoot, files }: DetectOptions): NextraDetection {
  if (configured) return { major: configured, reason: 'config "nextra"', stated: true }
  for (const file of findPackageJson(contentRoot, siteDir)) {
    try {
      const found = majorFromPackageJson(JSON.parse(readFileSync(file, 'utf8')))
      if (found) return found
    } catch {
      // An unreadable package.json says nothing about the major.
    }
  }
  const metas = files.filter(f => f.kind === 'meta' || f.kind === 'meta-global')
  if (metas.some(f => f.kind === 'meta' && f.ext === 'json')) return { major: 2, reason: '_meta.json files (Nextra 2)' }
  const folder = basename(contentRoot)
  const parent = dirname(contentRoot)
  const appBeside =
    existsSync(join(parent, 'app')) ||
    existsSync(join(parent, 'src', 'app')) ||
    (basename(parent) === 'src' && existsSync(join(dirname(parent), 'app')))
  // (No content folder but an `app/` one: every page is the app router's, which only Nextra 4 has.)
  const appOnly = appBeside && !existsSync(contentRoot)
  if (metas.some(f => f.kind === 'meta-global') || (folder === 'content' && appBeside) || appOnly)
    return {
      major: 4,
      reason: appOnly
        ? 'app/ with no content folder (Nextra 4 app router)'
        : folder === 'content' && appBeside
          ? 'content/ beside app/ (Nextra 4)'
          : '_meta.global file (Nextra 4)'
    }
  if (metas.some(f => f.ext !== 'js'))
    return { major: 3, reason: `_meta.${metas.find(f => f.ext !== 'js')!.ext} files (Nextra 3)` }
  if (metas.length) return { major: 3, reason: '_meta.js files without _meta.json (Nextra 3)' }
  return { major: 2, reason: 'no _meta files and no package.json naming Nextra (Nextra 2 rules)' }
}

/**
 * What a site's metas do with keys Nextra's schema does not know. Nextra 2 and 3 never check metas,
 * so a site that says it follows them (its config's `nextra`, its package.json) or a website folder
 * read without a guildsite config builds with such keys left out, each with a warning; Nextra 4
 * rejects them, and so does guildsite's own format (a typo in a key is an error there).
 */
export function unknownMetaKeys(website: boolean, nextra: NextraDetection): 'ignore' | 'error' {
  return website || (nextra.stated === true && nextra.major < 4) ? 'ignore' : 'error'
}
