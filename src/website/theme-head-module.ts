// A theme config's `head` function on a thread that renders pages (src/website/theme-head.ts): the
// config's module, as the main thread evaluated it, run again here once, and its `head` rendered with
// the React its JSX imports.
import { randomUUID } from 'node:crypto'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ComponentType } from 'react'
import { PACKAGE_ROOT } from '../package-root.js'

/** What a theme head function reads of the page being rendered. */
export interface HeadInput {
  route: string
  title: string
  frontMatter: Record<string, unknown>
  query?: Record<string, string | string[]>
  locale?: string
  basePath: string
  /** The site's locales, as `useRouter()` gives them while the page renders. */
  i18n?: { locales: string[]; defaultLocale: string }
  /** The page's path in the navigation (`normalizePagesResult.activePath`): routes and titles. */
  activePath: { route: string; title: string; name: string }[]
  /** nextra-theme-blog 2/3: the head is called with `{ title, meta }` (the title with `titleSuffix`, the front matter). */
  blog?: true
  /** Nextra 2's docs theme calls a theme config's `main` as a function and keeps the content when it returns nothing. */
  nextra2?: true
}

/** Renders the head for a page: its markup; throws what the head throws. */
export type HeadRenderer = (input: HeadInput) => string

const HEAD_PAGE = Symbol.for('guildsite.themeHeadPage')

/** Per thread: the theme config module (by its code), loaded once, and React as its JSX imports it. */
const modules = new Map<string, Promise<LoadedTheme>>()

/** A theme config module run again on this thread: its default export, or why it could not run. */
export interface LoadedTheme {
  config?: Record<string, unknown>
  failed?: string
  react: typeof import('react')
  server: typeof import('react-dom/server')
}

/**
 * The theme config module `code` on this thread, run once (`themeHeadRenderer`, and the `main`
 * wrapper's renderer, `theme-main-module.ts`, share it).
 */
export function loadedTheme(code: string, siteDir: string): Promise<LoadedTheme> {
  let loaded = modules.get(code)
  if (!loaded) {
    // (The dev server's thread after the theme config changed: the old module is not needed again.)
    modules.clear()
    modules.set(code, (loaded = load(code, siteDir)))
  }
  return loaded
}

/**
 * The renderer of the `head` of the theme config module `code`: the module is written to a file of its
 * own, imported (its imports are absolute: React, guildsite's built-ins) and the file removed. The
 * head renders with the React its JSX imports (Node's copy, which a render worker's bundle does not
 * share), so that its hooks find their dispatcher; `useConfig()`/`useRouter()` read `HEAD_PAGE`.
 */
export async function themeHeadRenderer(code: string, siteDir: string): Promise<HeadRenderer> {
  const { config, failed, react, server } = await loadedTheme(code, siteDir)
  if (failed !== undefined) {
    // (Its top-level code ran on the main thread already: a failure here is the thread's own, said per page.)
    return () => {
      throw new Error(failed)
    }
  }
  const head = config?.head
  const suffix = typeof config?.titleSuffix === 'string' ? config.titleSuffix : ''
  const { createElement } = react
  const { renderToStaticMarkup } = server
  return input => {
    if (typeof head !== 'function') return ''
    const global = globalThis as Record<symbol, unknown>
    try {
      global[HEAD_PAGE] = input
      // (nextra-theme-blog 2/3 call it `config.head?.({ title, meta: frontMatter })`; the docs theme, as a component.)
      const props = input.blog ? { title: `${input.title}${suffix}`, meta: input.frontMatter } : null
      return renderToStaticMarkup(createElement(head as ComponentType<Record<string, unknown>>, props))
    } finally {
      delete global[HEAD_PAGE]
    }
  }
}

async function load(code: string, siteDir: string): Promise<LoadedTheme> {
  const require = createRequire(join(PACKAGE_ROOT, 'package.json'))
  const react = require('react') as typeof import('react')
  const server = require('react-dom/server') as typeof import('react-dom/server')
  const dir = join(tmpdir(), `guildsite-theme-head-${randomUUID()}`)
  let namespace: Record<string, unknown>
  try {
    await mkdir(dir, { recursive: true })
    const file = join(dir, 'module.mjs')
    await writeFile(file, code)
    namespace = (await import(pathToFileURL(file).href)) as Record<string, unknown>
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    return { failed: `the theme config could not be loaded again (${message}) in ${siteDir}`, react, server }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
  const config = namespace.default
  return { ...(isObject(config) && { config }), react, server }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null
