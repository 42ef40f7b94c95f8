import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { parseDotenv } from './parse.js'

/**
 * A Next project's `.env` files, as `next build` loads them before it evaluates the config and the
 * pages (`@next/env`): `.env.production.local`, `.env.local`, `.env.production`, `.env`, the first
 * file naming a variable winning, and a variable already set in the environment winning over all.
 * Values expand `$NAME` / `${NAME}` (the environment first, then the files).
 *
 * `loadNextEnv` sets them in `process.env` (so the config, the pages, their data functions and every
 * thread started after it see them) and returns a function that takes them back out; `NEXT_PUBLIC_*`
 * reach browser code through `publicEnvDefines` (inlined, as Next does).
 */
export const ENV_FILES = ['.env.production.local', '.env.local', '.env.production', '.env'] as const
/** What `next dev` reads instead (`guildsite dev`). */
export const DEV_ENV_FILES = ['.env.development.local', '.env.local', '.env.development', '.env'] as const

export interface LoadedEnv {
  /** The env files read, in priority order. */
  files: string[]
  /** The variables set (those the environment did not already have). */
  set: Record<string, string>
  restore: () => void
}

const NEXT_CONFIGS = ['next.config.js', 'next.config.mjs', 'next.config.ts', 'next.config.cjs', 'next.config.mts']
const THEME_CONFIGS = ['theme.config.tsx', 'theme.config.jsx', 'theme.config.ts', 'theme.config.js', 'theme.config.mjs']

const hasAny = (dir: string, names: readonly string[]) => names.some(name => existsSync(join(dir, name)))

/** True for a folder that is a Next project (the same test as `isWebsiteFolder`, without its imports). */
function isNextProject(dir: string): boolean {
  if (hasAny(dir, NEXT_CONFIGS) || hasAny(dir, THEME_CONFIGS)) return true
  try {
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Record<string, unknown>
    const deps = { ...(pkg.dependencies as object), ...(pkg.devDependencies as object) }
    return ['next', 'nextra', 'nextra-theme-docs', '@theguild/components'].some(name => name in deps)
  } catch {
    return false
  }
}

/**
 * The folder whose `.env` files `next build` would read for a site: the site folder when it is a
 * Next project (a website folder); for a guildsite config in a Next project's subfolder (`website/docs`)
 * the nearest folder up with a Next config, within the repository.
 */
export function nextProjectDir(siteDir: string): string | undefined {
  const start = resolve(siteDir)
  if (isNextProject(start)) return start
  for (let dir = dirname(start), previous = start; dir !== previous; previous = dir, dir = dirname(dir)) {
    if (hasAny(dir, NEXT_CONFIGS)) return dir
    if (existsSync(join(dir, '.git'))) return undefined
  }
  return undefined
}

let loaded: Record<string, string> = {}

/** What the env files of the build under way set: a page's HTML may depend on it (the render cache's key). */
export function loadedEnvKey(): string {
  return JSON.stringify(Object.entries(loaded).sort(([a], [b]) => (a < b ? -1 : 1)))
}

/** Reads `dir`'s env files into `process.env` (what is already set wins). */
export function loadNextEnv(
  dir: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
  names: readonly string[] = ENV_FILES
): LoadedEnv {
  const files: string[] = []
  const parsed: Record<string, string> = {}
  if (dir)
    for (const name of names) {
      const file = join(dir, name)
      let text
      try {
        text = readFileSync(file, 'utf8')
      } catch {
        continue
      }
      files.push(file)
      // (Earlier files win: a later file's value only fills what none before it named.)
      for (const [key, value] of Object.entries(parseDotenv(text))) if (!(key in parsed)) parsed[key] = value
    }
  const set: Record<string, string> = {}
  for (const [key, value] of Object.entries(parsed)) {
    if (env[key] !== undefined) continue
    set[key] = expand(value, name => env[name] ?? (name in parsed ? expand(parsed[name], () => undefined) : undefined))
  }
  Object.assign(env, set)
  loaded = set
  return {
    files,
    set,
    restore: () => {
      for (const [key, value] of Object.entries(set)) if (env[key] === value) delete env[key]
      if (loaded === set) loaded = {}
    }
  }
}

/** `$NAME`, `${NAME}` and `${NAME:-default}` in `value`; `\$` stays a dollar sign. */
export function expand(value: string, lookup: (name: string) => string | undefined): string {
  return value.replace(
    /\\\$|\$(?:\{([A-Za-z_]\w*)(?::-([^}]*))?\}|([A-Za-z_]\w*))/g,
    (match, braced?: string, fallback?: string, bare?: string) => {
      if (match === '\\$') return '$'
      const found = lookup((braced ?? bare)!)
      return found !== undefined && found !== '' ? found : (fallback ?? found ?? '')
    }
  )
}

/** esbuild `define`s inlining the environment's `NEXT_PUBLIC_*` variables into browser code. */
export function publicEnvDefines(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const defines: Record<string, string> = {}
  for (const [key, value] of Object.entries(env))
    if (key.startsWith('NEXT_PUBLIC_') && value !== undefined) defines[`process.env.${key}`] = JSON.stringify(value)
  return defines
}
