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
}

/** Renders the head for a page: its markup; throws what the head throws. */
export type HeadRenderer = (input: HeadInput) => string

const HEAD_PAGE = Symbol.for('guildsite.themeHeadPage')

/** Per thread: the renderer of the theme config module (by its code), loaded once. */
const renderers = new Map<string, Promise<HeadRenderer>>()

/**
 * The renderer of the `head` of the theme config module `code`: the module is written to a file of its
 * own, imported (its imports are absolute: React, guildsite's built-ins) and the file removed. The
 * head renders with the React its JSX imports (Node's copy, which a render worker's bundle does not
 * share), so that its hooks find their dispatcher; `useConfig()`/`useRouter()` read `HEAD_PAGE`.
 */
export function themeHeadRenderer(code: string, siteDir: string): Promise<HeadRenderer> {
  let renderer = renderers.get(code)
  if (!renderer) {
    // (The dev server's thread after the theme config changed: the old module is not needed again.)
    renderers.clear()
    renderers.set(code, (renderer = load(code, siteDir)))
  }
  return renderer
}

async function load(code: string, siteDir: string): Promise<HeadRenderer> {
  const dir = join(tmpdir(), `guildsite-theme-head-${randomUUID()}`)
  let namespace: Record<string, unknown>
  try {
    await mkdir(dir, { recursive: true })
    const file = join(dir, 'module.mjs')
    await writeFile(file, code)
    namespace = (await import(pathToFileURL(file).href)) as Record<string, unknown>
  } catch (error) {
    // (Its top-level code ran on the main thread already: a failure here is the thread's own, said per page.)
    const message = error instanceof Error ? error.message : String(error)
    return () => {
      throw new Error(`the theme config could not be loaded again (${message}) in ${siteDir}`)
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
  const config = namespace.default as { head?: unknown; titleSuffix?: unknown } | null | undefined
  const head = config?.head
  const suffix = typeof config?.titleSuffix === 'string' ? config.titleSuffix : ''
  const require = createRequire(join(PACKAGE_ROOT, 'package.json'))
  const { createElement } = require('react') as typeof import('react')
  const { renderToStaticMarkup } = require('react-dom/server') as typeof import('react-dom/server')
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
