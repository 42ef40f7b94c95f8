// Where a Next.js website folder keeps what guildsite reads: config files, package.json, content, root layout.
import { existsSync, lstatSync, readdirSync, readFileSync, readlinkSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { Diagnostic } from '../../shared/diagnostics.js'
import type { WebsiteNote } from './option-context.js'

/** What reading one website folder collects, shared by its readers (`website-folder.ts` returns it). */
export interface FolderReading {
  siteDir: string
  notes: WebsiteNote[]
  diagnostics: Diagnostic[]
  files: string[]
  /** A path as messages show it: relative to the site folder. */
  display: (path: string) => string
  /** A config file that could not be evaluated: a warning, the site builds without it. */
  warn: (file: string, what: string, error: { message: string; line?: number; column?: number }) => void
}

export const THEME_CONFIGS = [
  'theme.config.tsx',
  'theme.config.jsx',
  'theme.config.ts',
  'theme.config.js',
  'theme.config.mjs'
]
export const NEXT_CONFIGS = [
  'next.config.js',
  'next.config.mjs',
  'next.config.ts',
  'next.config.cjs',
  'next.config.mts'
]

const isDir = (path: string) => existsSync(path) && statSync(path).isDirectory()
export const first = (dir: string, names: string[]) => names.map(name => join(dir, name)).find(path => existsSync(path))

/** True when the folder is a Next.js (Nextra) site: a Next or theme config, or `next`/`nextra` in package.json. */
export function isWebsiteFolder(siteDir: string): boolean {
  if (first(siteDir, [...THEME_CONFIGS, ...NEXT_CONFIGS])) return true
  const pkg = readPackage(siteDir)
  const deps = { ...(pkg?.dependencies as object), ...(pkg?.devDependencies as object) }
  return ['next', 'nextra', 'nextra-theme-docs', '@theguild/components'].some(name => name in deps)
}

export function readPackage(siteDir: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(readFileSync(join(siteDir, 'package.json'), 'utf8')) as Record<string, unknown>
  } catch {
    return undefined
  }
}

/**
 * The content folder as Next.js and Nextra find it: Nextra 4's `content/` (or `src/content/`) when
 * an `app/` folder sits beside it, else the pages router's `pages/` then `src/pages/`, else
 * `content/`, `src/content/`. Relative to the site folder; undefined when there is none.
 */
export function findContentFolder(siteDir: string): string | undefined {
  const app = isDir(join(siteDir, 'app')) || isDir(join(siteDir, 'src', 'app'))
  const order = app
    ? ['content', 'src/content', 'pages', 'src/pages']
    : ['pages', 'src/pages', 'content', 'src/content']
  return order.find(dir => isDir(join(siteDir, dir)))
}

/**
 * The content folders that are symbolic links to nothing (rhesis' `docs/src/content` → `../content`, copied
 * without the folder it points to), with where they point: Next finds no pages there either, but the author
 * must hear why the site has none.
 */
export function danglingContentLinks(siteDir: string): { dir: string; target: string }[] {
  return ['content', 'src/content', 'pages', 'src/pages'].flatMap(dir => {
    const path = join(siteDir, dir)
    try {
      if (!lstatSync(path).isSymbolicLink() || existsSync(path)) return []
      return [{ dir, target: readlinkSync(path) }]
    } catch {
      return []
    }
  })
}

/** The edit-link base from package.json `repository` (a GitHub URL, with its `directory`). */
export function repositoryBase(pkg: Record<string, unknown> | undefined): string | undefined {
  const repository = pkg?.repository
  const url =
    typeof repository === 'string'
      ? repository
      : typeof (repository as { url?: unknown })?.url === 'string'
        ? (repository as { url: string }).url
        : undefined
  if (!url) return undefined
  const match = /github(?:\.com)?[:/]([^/]+)\/([^/#.]+)/.exec(url)
  if (!match) return undefined
  const directory = (repository as { directory?: unknown })?.directory
  return `https://github.com/${match[1]}/${match[2]}/tree/main${typeof directory === 'string' ? `/${directory.replace(/^\/+|\/+$/g, '')}` : ''}`
}

/**
 * The root layout of a site without `app/layout.*` whose one top folder is a dynamic segment (Nextra
 * 4's i18n: `app/[lang]/layout.tsx`, as Nextra's swr-site has it), relative to the site folder.
 */
export function localeRootLayout(siteDir: string): string | undefined {
  for (const dir of ['app', 'src/app']) {
    if (!isDir(join(siteDir, dir))) continue
    const dynamic = readdirSync(join(siteDir, dir)).filter(name => /^\[\w+\]$/.test(name))
    if (dynamic.length !== 1) return undefined
    return ['tsx', 'jsx', 'ts', 'js']
      .map(ext => `${dir}/${dynamic[0]}/layout.${ext}`)
      .find(path => existsSync(join(siteDir, path)))
  }
  return undefined
}
