// A theme config's `head` function, `editLink.component` and `main` wrapper on a thread that renders
// pages (src/website/theme-head.ts, theme-edit-link.ts, theme-main.ts): the config's module, as the main
// thread evaluated it, run again here once, and each rendered with the React its JSX imports.
import { randomUUID } from 'node:crypto'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ComponentType } from 'react'
import { PACKAGE_ROOT } from '../package-root.js'
import { themePageNode, type PageNodeKey } from './theme-page-nodes.js'
import { postDateOf } from './theme-date-formatter.js'

export type { HeadInput, HeadRenderer } from './theme-head-input.js'
import type { HeadInput, HeadRenderer } from './theme-head-input.js'

const HEAD_PAGE = Symbol.for('guildsite.themeHeadPage')

/** Renders the site's `editLink.component` for a page: its markup (empty for none); throws what it throws. */
export type EditLinkRenderer = (input: HeadInput, props: { className: string; children: string }) => string

/** What a render thread has of the theme config module: its default export, and the React its JSX imports. */
export interface LoadedTheme {
  config: Record<string, unknown> | undefined
  /** Why the module could not be loaded again on this thread. */
  error?: string
  react: typeof import('react')
  server: typeof import('react-dom/server')
  render: (component: unknown, props: Record<string, unknown> | null, input: HeadInput) => string
}

/** Per thread: the theme config module (by its code), loaded once. */
const modules = new Map<string, Promise<LoadedTheme>>()

/**
 * The theme config module `code` on this thread: written to a file of its own, imported (its imports
 * are absolute: React, guildsite's built-ins) and the file removed. Its components render with the
 * React its JSX imports (Node's copy, which a render worker's bundle does not share), so that their
 * hooks find their dispatcher; `useConfig()`/`useRouter()` read `HEAD_PAGE`.
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

/** The renderer of the `head` of the theme config module `code` (`theme-head.ts`). */
export async function themeHeadRenderer(code: string, siteDir: string): Promise<HeadRenderer> {
  const { config, error, render } = await loadedTheme(code, siteDir)
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
  const { config, error, render } = await loadedTheme(code, siteDir)
  const component = (config?.editLink as { component?: unknown } | undefined)?.component
  return (input, props) => {
    if (error) throw new Error(error)
    if (typeof component !== 'function') return ''
    // (Nextra 3 gives it the page file's path, the link's class and its text.)
    return render(component, { filePath: input.editPath ?? '', ...props }, input)
  }
}

/** The renderer of the `logo`, the footer's content or the TOC extra of the theme config module `code` for a page (`theme-page-nodes.ts`): its markup. */
export async function themeNodeRenderer(code: string, siteDir: string, key: PageNodeKey): Promise<HeadRenderer> {
  const { config, error, render, react } = await loadedTheme(code, siteDir)
  const node = themePageNode(config, key, react.createElement)
  return input => {
    if (error) throw new Error(error)
    // (Nextra renders a function as a component, an element as it is.)
    const component = typeof node === 'function' ? node : () => node
    return render(component, null, input).trim()
  }
}

/**
 * The renderer of nextra-theme-blog 2/3's `dateFormatter` of the theme config module `code`
 * (`theme-date-formatter.ts`): what it returns for the page's post date, as markup ('' for nothing).
 */
export async function themeDateRenderer(code: string, siteDir: string): Promise<HeadRenderer> {
  const { config, error, render } = await loadedTheme(code, siteDir)
  const formatter = config?.dateFormatter
  return input => {
    if (error) throw new Error(error)
    const date = postDateOf(input)
    if (typeof formatter !== 'function' || !date) return ''
    // (Its result is a child of the theme's `<time>`: text, or an element rendered as it is.)
    const value = (formatter as (date: Date) => unknown).call(config, date)
    return value || value === 0 ? render(() => value, null, input) : ''
  }
}

async function load(code: string, siteDir: string): Promise<LoadedTheme> {
  const dir = join(tmpdir(), `guildsite-theme-head-${randomUUID()}`)
  const require = createRequire(join(PACKAGE_ROOT, 'package.json'))
  const react = require('react') as typeof import('react')
  const server = require('react-dom/server') as typeof import('react-dom/server')
  const { createElement } = react
  const { renderToStaticMarkup } = server
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
    return { config: (namespace.default ?? undefined) as Record<string, unknown> | undefined, react, server, render }
  } catch (error) {
    // (Its top-level code ran on the main thread already: a failure here is the thread's own, said per page.)
    const message = error instanceof Error ? error.message : String(error)
    const failed = `the theme config could not be loaded again (${message}) in ${siteDir}`
    return { config: undefined, error: failed, react, server, render }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
