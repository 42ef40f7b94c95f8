import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { dependencyRanges, findPackageJson } from './nextra-major.js'

// Which Nextra 4 a site gets, for what its code sees of the page map: from 4.2.4 on,
// `normalizePageMap` (and so `getPageMap`) gives EVERY item a `title` — the `_meta` title, else the
// front matter's `sidebarTitle` or `title`, else the name title-cased — where 4.0–4.2.3 gave folders
// alone one (from their name, when no front matter title). Site code reads it (blog lists, index
// pages, custom sidebars). The Guild's @theguild/components 9 pins nextra 4.0.5.

/** Nextra 4 releases on npm (a range resolves to the newest that satisfies it, as npm installs). */
const RELEASES =
  '4.0.0 4.0.3 4.0.4 4.0.5 4.0.6 4.1.0 4.1.1 4.2.0 4.2.1 4.2.3 4.2.4 4.2.5 4.2.7 4.2.11 4.2.12 4.2.13 4.2.14 4.2.15 4.2.16 4.2.17 4.3.0 4.4.0 4.5.0 4.5.1 4.6.0 4.6.1'
    .split(' ')
    .map(version => version.split('.').map(Number))

/** The first release whose page-map items all carry a `title`. */
const TITLED_FROM = [4, 2, 4]

const compare = (a: number[], b: number[]): number => a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]!

/**
 * The Nextra 4 release npm would install for `range` (`4.0.5`, `^4.1.0`, `~4.2.0`, `>=4`, `*`,
 * `latest`, `workspace:*`), or undefined when it is no 4.x range this reads.
 */
export function nextra4Release(range: string): number[] | undefined {
  const spec = range
    .trim()
    .replace(/^workspace:/, '')
    .replace(/^npm:nextra@/, '')
  const newest = RELEASES.at(-1)!
  if (['*', '^', '~', 'latest', 'x', ''].includes(spec)) return newest
  const match = /^(\^|~|>=?|=)?\s*v?(\d+)(?:\.(\d+|x|\*))?(?:\.(\d+|x|\*))?(-[\w.]+)?$/.exec(spec)
  if (!match) return undefined
  const [, op, majorText, minorText, patchText] = match
  const major = Number(majorText)
  if (op === '>' || op === '>=') return major <= 4 ? newest : undefined
  if (major !== 4) return undefined
  const minor = minorText === undefined || minorText === 'x' || minorText === '*' ? undefined : Number(minorText)
  const patch = patchText === undefined || patchText === 'x' || patchText === '*' ? undefined : Number(patchText)
  const at = (candidates: number[][]) => candidates.at(-1)
  if (op === '^' || minor === undefined) return newest
  if (op === '~' || patch === undefined) return at(RELEASES.filter(v => v[1] === minor)) ?? [4, minor, patch ?? 0]
  return [4, minor, patch]
}

/** Whether a release gives every page-map item its `title` (4.2.4 and later). */
export const titledRelease = (release: number[]): boolean => compare(release, TITLED_FROM) >= 0

/** The version of `nextra` installed for the site (its own node_modules or a parent's), if any. */
function installedNextra(siteDir: string): string | undefined {
  let dir = siteDir
  for (let i = 0; i < 6; i++) {
    try {
      const version = (
        JSON.parse(readFileSync(join(dir, 'node_modules', 'nextra', 'package.json'), 'utf8')) as {
          version?: unknown
        }
      ).version
      if (typeof version === 'string') return version
    } catch {
      // Not installed here: look higher.
    }
    // (Up to the repository's root: a monorepo installs its packages there.)
    if (existsSync(join(dir, '.git')) || dirname(dir) === dir) break
    dir = dirname(dir)
  }
  return undefined
}

/**
 * The Nextra 4 release the site gets: the installed `nextra`, else the range its package.json asks
 * for `nextra` (or `nextra-theme-docs`, which brings its own); undefined with nothing to go by or
 * with `@theguild/components` alone (9 pins 4.0.5, which is what it stands for).
 */
export function nextra4SiteRelease(siteDir: string, contentRoot: string): number[] | undefined {
  const installed = installedNextra(siteDir)
  if (installed) return nextra4Release(installed)
  for (const file of findPackageJson(contentRoot, siteDir)) {
    let pkg: Record<string, unknown>
    try {
      pkg = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
    } catch {
      continue
    }
    const deps = dependencyRanges(pkg)
    for (const name of ['nextra', 'nextra-theme-docs']) {
      const range = deps[name]
      if (typeof range === 'string') return nextra4Release(range)
    }
    if ('@theguild/components' in deps) return undefined
  }
  return undefined
}

/**
 * Whether the Nextra 4 site's page map gives every item a `title` (Nextra ≥ 4.2.4), by
 * {@link nextra4SiteRelease}; with nothing to go by the 4.0.5 shape stays.
 */
export function nextraTitledPageMap(siteDir: string, contentRoot: string): boolean {
  const release = nextra4SiteRelease(siteDir, contentRoot)
  return release !== undefined && titledRelease(release)
}

/**
 * Whether Nextra makes headings of summaries and tabs (4.1.0 and later: `compile/nextra-jsx-headings.ts`).
 */
export const jsxHeadingRelease = (release: number[]): boolean => compare(release, [4, 1, 0]) >= 0

/**
 * Whether nextra-theme-docs spaces the article's blocks in em (4.3.0 and later: paragraphs, lists, quotes,
 * tables, code blocks, callouts, file trees, bleeds and tab panels `not-first:mt-[1.25em]`, where 4.0–4.2
 * give them `not-first:mt-6`, 1.5rem, and callouts `mt-6` even as a first child).
 */
export const emSpacingRelease = (release: number[]): boolean => compare(release, [4, 3, 0]) >= 0

/** Whether nextra-theme-docs draws its "Copy page" button (4.4.0 and later, `copyPageButton` on by default). */
export const copyPageRelease = (release: number[]): boolean => compare(release, [4, 4, 0]) >= 0

// Which Nextra 2 a site gets, for its `npm2yarn` fences: Nextra 2.0–2.9 has no npm2yarn (the fence is
// the shell block it is written as), 2.10–2.12 tabs npm, pnpm, yarn (`@theguild/remark-npm2yarn`
// 0.1), 2.13 adds bun (0.2). A Guild site compiles with the nextra its `@theguild/components` pins
// (`withGuildDocs` imports it), whatever its own `nextra` dependency says: 4.3–4.5 pin 2.0-beta–2.5,
// 5.2.4 pins 2.12.3, 5.2.6 2.13.2.

/** A `major.minor.patch` a range names, with npm's pick for `^`/`~`/bare majors from `newest`. */
function releaseOf(range: string, newest: Record<number, number[]>): number[] | undefined {
  const spec = range
    .trim()
    .replace(/^workspace:/, '')
    .replace(/^npm:[^@]+@/, '')
  const match = /^(\^|~|=)?\s*v?(\d+)(?:\.(\d+|x|\*))?(?:\.(\d+|x|\*))?(-[\w.]+)?$/.exec(spec)
  if (!match) return undefined
  const [, op, majorText, minorText, patchText] = match
  const major = Number(majorText)
  const minor = minorText === undefined || minorText === 'x' || minorText === '*' ? undefined : Number(minorText)
  const patch = patchText === undefined || patchText === 'x' || patchText === '*' ? undefined : Number(patchText)
  if (op === '^' || minor === undefined) return newest[major] ?? [major, minor ?? 0, patch ?? 0]
  return [major, minor, op === '~' || patch === undefined ? 99 : patch]
}

/** The newest release of each major on npm, for a caret range (`^5.1.0` installs 5.2.6). */
const NEWEST_COMPONENTS: Record<number, number[]> = { 4: [4, 5, 12], 5: [5, 2, 6] }
const NEWEST_NEXTRA: Record<number, number[]> = { 2: [2, 13, 4] }

/** The Nextra 2 release that `@theguild/components` at `version` pins. */
function nextraOfComponents(version: number[]): number[] {
  if (version[0]! <= 4) return version[1]! >= 5 ? [2, 5, 2] : [2, 0, 0]
  return compare(version, [5, 2, 6]) >= 0 ? [2, 13, 2] : [2, 12, 3]
}

/** The version of an installed package (`node_modules/<path>/package.json` from the site up), if any. */
function installedVersion(siteDir: string, path: string): string | undefined {
  let dir = siteDir
  for (let i = 0; i < 6; i++) {
    try {
      const { version } = JSON.parse(readFileSync(join(dir, 'node_modules', path, 'package.json'), 'utf8')) as {
        version?: unknown
      }
      if (typeof version === 'string') return version
    } catch {
      // Not installed here: look higher.
    }
    if (existsSync(join(dir, '.git')) || dirname(dir) === dir) break
    dir = dirname(dir)
  }
  return undefined
}

/** The Nextra 2 release a site compiles with, when its install or package.json tells. */
export function nextra2Release(siteDir: string, contentRoot: string): number[] | undefined {
  const installed =
    installedVersion(siteDir, '@theguild/components/node_modules/nextra') ?? installedVersion(siteDir, 'nextra')
  if (installed) return releaseOf(installed, NEWEST_NEXTRA)
  for (const file of findPackageJson(contentRoot, siteDir)) {
    let deps: Record<string, unknown>
    try {
      deps = dependencyRanges(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)
    } catch {
      continue
    }
    const components = deps['@theguild/components']
    if (typeof components === 'string') {
      const version = releaseOf(components, NEWEST_COMPONENTS)
      if (version) return nextraOfComponents(version)
    }
    for (const name of ['nextra', 'nextra-theme-docs']) {
      const range = deps[name]
      if (typeof range === 'string') return releaseOf(range, NEWEST_NEXTRA)
    }
  }
  return undefined
}

/**
 * The tabs of a Nextra 2 site's `npm2yarn` fences: none before 2.10, npm, pnpm, yarn in 2.10–2.12;
 * undefined (the default, with bun) from 2.13 on or when the release is not known.
 */
export function nextra2PackageManagers(release: number[] | undefined): ('npm' | 'pnpm' | 'yarn')[] | undefined {
  if (!release || release[0] !== 2) return undefined
  if (release[1]! < 10) return []
  return release[1]! < 13 ? ['npm', 'pnpm', 'yarn'] : undefined
}
