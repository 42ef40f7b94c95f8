// A theme config's `head` function and `editLink.component` on a thread that renders pages
// (src/website/theme-head.ts, theme-edit-link.ts): the config's module, as the main thread evaluated it,
// run again here once, and each rendered with the React its JSX imports.
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
  /** The page file's path in the repository, for an `editLink.component` (its `filePath`). */
  editPath?: string
  /** The route as Next's router names it (`/plugins/[name]` of a dynamic route's page), when it is not `route`. */
  pattern?: string
}

/** Renders the head for a page: its markup; throws what the head throws. */
export type HeadRenderer = (input: HeadInput) => string

const HEAD_PAGE = Symbol.for('guildsite.themeHeadPage')

/** Renders the site's `editLink.component` for a page: its markup (empty for none); throws what it throws. */
export type EditLinkRenderer = (input: HeadInput, props: { className: string; children: string }) => string

/** What a render thread has of the theme config module: its default export, and the React its JSX imports. */
interface LoadedConfig {
  config: Record<string, unknown> | undefined
  /** Why the module could not be loaded again on this thread. */
  error?: string
  render: (component: unknown, props: Record<string, unknown> | null, input: HeadInput) => string
}

/** Per thread: the theme config module (by its code), loaded once. */
const modules = new Map<string, Promise<LoadedConfig>>()

/**
 * The theme config module `code` on this thread: written to a file of its own, imported (its imports
 * are absolute: React, guildsite's built-ins) and the file removed. Its components render with the
 * React its JSX imports (Node's copy, which a render worker's bundle does not share), so that their
 * hooks find their dispatcher; `useConfig()`/`useRouter()` read `HEAD_PAGE`.
 */
function loadedConfig(code: string, siteDir: string): Promise<LoadedConfig> {
  let loaded = modules.get(code)
  if (!loaded) {
    // (The dev server's thread after the theme config changed: the old module is not needed again.)
    modules.clear()
    modules.set(code, (loaded = load(code, siteDir)))
  }
  return loaded
}

/** The renderer of the `head` of the theme config module `code` (`theme-head.ts`). */
export async function themeHeadRenderer(code: string, siteDir: string): Promise<HeadRenderer> {
  const { config, error, render } = await loadedConfig(code, siteDir)
  const head = config?.head
  const suffix = typeof config?.titleSuffix === 'string' ? config.titleSuffix : ''
  return input => {
    if (error) throw new Error(error)
    if (typeof head !== 'function') return ''
    // (nextra-theme-blog 2/3 call it `config.head?.({ title, meta: frontMatter })`; the docs theme, as a component.)
    const props = input.blog ? { title: `${input.title}${suffix}`, meta: input.frontMatter } : null
    return render(head, props, input)
  }
}

/** The renderer of the `editLink.component` of the theme config module `code` (`theme-edit-link.ts`). */
export async function themeEditLinkRenderer(code: string, siteDir: string): Promise<EditLinkRenderer> {
  const { config, error, render } = await loadedConfig(code, siteDir)
  const component = (config?.editLink as { component?: unknown } | undefined)?.component
  return (input, props) => {
    if (error) throw new Error(error)
    if (typeof component !== 'function') return ''
    // (Nextra 3 gives it the page file's path, the link's class and its text.)
    return render(component, { filePath: input.editPath ?? '', ...props }, input)
  }
}

async function load(code: string, siteDir: string): Promise<LoadedConfig> {
  const dir = join(tmpdir(), `guildsite-theme-head-${randomUUID()}`)
  const require = createRequire(join(PACKAGE_ROOT, 'package.json'))
  const { createElement } = require('react') as typeof import('react')
  const { renderToStaticMarkup } = require('react-dom/server') as typeof import('react-dom/server')
  const render = (component: unknown, props: Record<string, unknown> | null, input: HeadInput): string => {
    const global = globalThis as Record<symbol, unknown>
    try {
      global[HEAD_PAGE] = input
      return renderToStaticMarkup(createElement(component as ComponentType<Record<string, unknown>>, props))
    } finally {
      delete global[HEAD_PAGE]
    }
  }
  try {
    await mkdir(dir, { recursive: true })
    const file = join(dir, 'module.mjs')
    await writeFile(file, code)
    const namespace = (await import(pathToFileURL(file).href)) as Record<string, unknown>
    return { config: (namespace.default ?? undefined) as Record<string, unknown> | undefined, render }
  } catch (error) {
    // (Its top-level code ran on the main thread already: a failure here is the thread's own, said per page.)
    const message = error instanceof Error ? error.message : String(error)
    return { config: undefined, error: `the theme config could not be loaded again (${message}) in ${siteDir}`, render }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
