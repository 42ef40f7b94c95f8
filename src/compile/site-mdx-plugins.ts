// A website folder's own remark/rehype plugins (`nextra({ mdxOptions: { remarkPlugins, rehypePlugins } })`), run as Nextra runs them.
import { join } from 'node:path'
import type { PluggableList, Plugin } from 'unified'
import type { VFile } from 'vfile'
import { NEXT_STUBS } from '../config/website/config-stubs.js'
import { evaluateLenient, isStandInValue } from '../config/evaluate-lenient.js'
import { PACKAGE_ROOT } from '../package-root.js'

/**
 * The site's plugins as a page's compile takes them (plain data: it travels to the page workers, which
 * evaluate the Next config again once each): `key` changes with the code of the config and of every
 * file it bundles, so a changed plugin compiles the pages again (the compile key holds it).
 */
export interface SiteMdxPlugins {
  /** The Next config (absolute path). */
  file: string
  siteDir: string
  key: string
}

/**
 * Plugins whose work guildsite's own pipeline does (GFM, math, front matter, Code Hike's file names,
 * rehype-pretty-code, Nextra's npm2yarn and Mermaid): they are not run again, whether the site has
 * them installed or not (read-next-config.ts reads what they ask for).
 */
export const BUILT_IN_PLUGINS = [
  'remark-gfm',
  'remark-math',
  'rehype-katex',
  'rehype-mathjax',
  'rehype-pretty-code',
  '@code-hike/mdx',
  'remark-frontmatter',
  'remark-mdx-frontmatter',
  '@theguild/remark-mermaid',
  '@theguild/remark-npm2yarn'
] as const
const BUILT_IN_MARK = '__gsBuiltInPlugin'

const builtInStub =
  (name: string) =>
  (names: Set<string>): string =>
    [
      `const plugin = Object.assign(function () {}, { ${BUILT_IN_MARK}: ${JSON.stringify(name)} })`,
      'export default plugin',
      ...[...names].filter(n => n !== 'default' && /^[A-Za-z_$][\w$]*$/.test(n)).map(n => `export const ${n} = plugin`)
    ].join('\n')

/** One entry of `remarkPlugins`/`rehypePlugins` as the config gives it: a plugin, or `[plugin, ...options]`. */
export type PluginEntry = { plugin: unknown; options: unknown[] }

export interface EvaluatedPlugins {
  remark: PluginEntry[]
  rehype: PluginEntry[]
  /** Specifiers the config or its plugin files import that are not there (stand-ins in their place). */
  absent: string[]
  /** The evaluated module's text (every file it bundles), for {@link SiteMdxPlugins.key}. */
  code?: string
  error?: string
}

/**
 * The Next config evaluated for its MDX plugins: bare imports resolve to the site's installed packages,
 * then to guildsite's own (a local plugin's `unist-util-visit`), the built-in ones to marked no-ops.
 */
export async function evaluateSitePlugins(file: string, siteDir: string): Promise<EvaluatedPlugins> {
  const stubs = { ...NEXT_STUBS, ...Object.fromEntries(BUILT_IN_PLUGINS.map(name => [name, builtInStub(name)])) }
  const result = await evaluateLenient(file, siteDir, {
    stubs,
    callDefault: true,
    installed: true,
    nodePaths: [join(PACKAGE_ROOT, 'node_modules')]
  })
  if ('error' in result) return { remark: [], rehype: [], absent: result.absent, error: result.error.message }
  const value = result.value as { __guildsiteNextra?: { nextra?: { mdxOptions?: Record<string, unknown> } } } | null
  const mdxOptions = value?.__guildsiteNextra?.nextra?.mdxOptions
  return {
    remark: entriesOf(mdxOptions?.remarkPlugins),
    rehype: entriesOf(mdxOptions?.rehypePlugins),
    absent: result.absent,
    code: result.code
  }
}

function entriesOf(list: unknown): PluginEntry[] {
  if (!Array.isArray(list)) return []
  return list
    .filter(entry => entry !== false && entry !== null && entry !== undefined)
    .map(entry =>
      Array.isArray(entry) ? { plugin: entry[0], options: entry.slice(1) } : { plugin: entry, options: [] }
    )
}

/** What an entry is: a plugin to run, one guildsite's pipeline does itself, or a stand-in for an absent one. */
export function entryKind(entry: PluginEntry): 'run' | 'built-in' | 'absent' | 'invalid' {
  if (isStandInValue(entry.plugin)) return 'absent'
  if (typeof entry.plugin !== 'function') return 'invalid'
  if (BUILT_IN_MARK in entry.plugin) return 'built-in'
  return 'run'
}

/** The name a plugin goes by in messages: its function's name, else its place in the list. */
export const pluginName = (entry: PluginEntry, list: 'remark' | 'rehype', index: number): string =>
  typeof entry.plugin === 'function' && entry.plugin.name ? entry.plugin.name : `${list}Plugins[${index}]`

const loaded = new Map<string, Promise<{ remark: PluggableList; rehype: PluggableList }>>()

/** The plugins to run, per compile thread once per {@link SiteMdxPlugins.key}. */
export function sitePluginsOf(spec: SiteMdxPlugins): Promise<{ remark: PluggableList; rehype: PluggableList }> {
  let plugins = loaded.get(spec.key)
  if (!plugins) {
    plugins = evaluateSitePlugins(spec.file, spec.siteDir).then(({ remark, rehype }) => ({
      remark: runnable(remark, 'remark'),
      rehype: runnable(rehype, 'rehype')
    }))
    loaded.set(spec.key, plugins)
  }
  return plugins
}

const runnable = (entries: PluginEntry[], list: 'remark' | 'rehype'): PluggableList =>
  entries.flatMap((entry, index) =>
    entryKind(entry) === 'run'
      ? [[guarded(entry.plugin as Plugin, pluginName(entry, list, index)), ...entry.options] as PluggableList[number]]
      : []
  )

type Transformer = (tree: unknown, file: VFile, next?: (error?: unknown) => void) => unknown

/**
 * A site plugin whose transformer throws leaves the page as the other plugins make it, with a
 * `site-plugin` warning naming the plugin (the page is written; Nextra's build would stop).
 */
function guarded(plugin: Plugin, name: string): Plugin {
  const warn = (file: VFile, error: unknown) => {
    const message = file.message(
      `The site's MDX plugin ${name} threw: ${error instanceof Error ? error.message : String(error)}; the page is built without its changes`,
      { ruleId: 'site-plugin', source: 'guildsite' }
    )
    message.fatal = false
  }
  return function (this: unknown, ...settings: unknown[]) {
    const transformer = (plugin as (...args: unknown[]) => unknown).apply(this, settings)
    if (typeof transformer !== 'function') return transformer as undefined
    const transform = transformer as Transformer
    return (tree: unknown, file: VFile) => {
      try {
        // (A transformer of three parameters calls back; the others return a promise or nothing.)
        if (transform.length >= 3)
          return new Promise<void>(resolve => {
            transform(tree, file, error => {
              if (error) warn(file, error)
              resolve()
            })
          })
        const result = transform(tree, file)
        if (result instanceof Promise)
          return result.then(
            value => value,
            (error: unknown) => {
              warn(file, error)
              return undefined
            }
          )
        return result
      } catch (error) {
        warn(file, error)
        return undefined
      }
    }
  } as Plugin
}
