import type { Plugin } from 'esbuild'
import { existsSync, statSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { builtinModules } from 'node:module'
import { isAbsolute } from 'node:path'

// A Next config's `webpack(config, options)` function (issue 34, session 17): Next calls it once for
// the server build and once for the browser build, and sites change module resolution there
// (graphql-eslint's playground: `eslint` → its `linter` entry, `graphql` → one copy, so its full
// Node API never reaches the browser). guildsite calls it the same way, with a stand-in of the
// config Next gives, and takes what it can use from the config it returns: `resolve.alias` and
// `resolve.fallback`, for the page bundle (server) and the islands' browser build (client).

/** One alias as webpack matches it: `name` (and `name/…` unless `exact`) → `target`s, `false`: an empty module. */
export interface WebpackAlias {
  name: string
  exact: boolean
  targets: string[] | false
}

export interface WebpackResolution {
  /** Tried before the normal resolution, in the config's order. */
  alias: WebpackAlias[]
  /** Tried when the normal resolution finds nothing. */
  fallback: WebpackAlias[]
}

export interface WebpackAliases {
  server: WebpackResolution
  client: WebpackResolution
  /**
   * The files the site's own `module.rules` give as their text (`type: 'asset/source'`, `raw-loader`):
   * an import of one is its text, in both builds. Each an esbuild filter (Go's regexp syntax).
   */
  textFiles?: string[]
  /**
   * The rules that give a file's text by its import's query (`{ resourceQuery: /raw/, use: 'raw-loader' }`:
   * `import code from './Counter.tsx?raw'`): each a JavaScript RegExp's source and flags, with the rule's
   * `test` over the file's path when it has one.
   */
  textQueries?: TextQuery[]
}

/** A `resourceQuery` text rule: the query's RegExp (`source`, `flags`), and its `test` when the rule has one. */
export interface TextQuery {
  query: [source: string, flags: string]
  test?: [source: string, flags: string]
}

/** What `webpack()` could not give: its message, for a warning at the function's line. */
export interface WebpackReadResult {
  aliases?: WebpackAliases
  error?: string
}

/**
 * The config object Next hands to `webpack()` (the parts sites read or push to): its rules include
 * Next's image loader (sites look it up by `rule.test.test('.svg')` to exclude SVGs from it).
 */
function standInConfig(siteDir: string, isServer: boolean): Record<string, unknown> {
  return {
    mode: 'production',
    name: isServer ? 'server' : 'client',
    target: isServer ? 'node' : ['web', 'es2017'],
    context: siteDir,
    devtool: false,
    entry: async () => ({}),
    output: { path: `${siteDir}/.next`, publicPath: '/_next/' },
    resolve: { alias: {}, fallback: {}, extensions: ['.js', '.mjs', '.tsx', '.ts', '.jsx', '.json'], plugins: [] },
    resolveLoader: { alias: {} },
    module: {
      rules: [
        {
          test: /\.(png|jpg|jpeg|gif|webp|avif|ico|bmp|svg)$/i,
          loader: 'next-image-loader',
          issuer: { not: /\.(css|scss|sass)$/ },
          dependency: { not: ['url'] },
          resourceQuery: { not: [/__next_metadata__/, /__next_metadata_route__/, /__next_metadata_image_meta__/] },
          options: { isDev: false, compilerType: isServer ? 'server' : 'client', basePath: '', assetPrefix: '' }
        }
      ]
    },
    plugins: [],
    optimization: { minimize: true, minimizer: [], splitChunks: isServer ? false : {} },
    externals: isServer ? [] : ['next'],
    experiments: {},
    node: {},
    performance: { hints: false },
    cache: false
  }
}

/** webpack's classes (`options.webpack.DefinePlugin`…): constructible, their arguments kept. */
const WEBPACK_STAND_IN = new Proxy(
  {},
  {
    get: (_, key) =>
      typeof key === 'symbol'
        ? undefined
        : class {
            args: unknown[]
            constructor(...args: unknown[]) {
              this.args = args
            }
          }
  }
)

function entries(value: unknown): WebpackAlias[] {
  const target = (given: unknown): string[] | false | undefined =>
    given === false
      ? false
      : typeof given === 'string'
        ? [given]
        : Array.isArray(given) && given.every(item => typeof item === 'string')
          ? (given as string[])
          : undefined
  const out: WebpackAlias[] = []
  const add = (name: string, given: unknown) => {
    const targets = target(given)
    if (!name || targets === undefined) return
    out.push({ name: name.replace(/\$$/, ''), exact: name.endsWith('$'), targets })
  }
  // (webpack 5 takes an object or an array of `{ name, alias, onlyModule }`.)
  if (Array.isArray(value)) {
    for (const item of value as { name?: unknown; alias?: unknown; onlyModule?: unknown }[])
      if (item && typeof item.name === 'string') add(item.onlyModule ? `${item.name}$` : item.name, item.alias)
  } else if (value && typeof value === 'object') for (const [name, given] of Object.entries(value)) add(name, given)
  return out
}

/**
 * Calls a Next config's `webpack` function as Next does, for the server then the client build, and
 * reads the aliases and fallbacks it sets. Nothing is thrown: a failure is its message.
 */
export async function readWebpackAliases(
  webpack: unknown,
  nextConfig: Record<string, unknown>,
  siteDir: string
): Promise<WebpackReadResult> {
  if (typeof webpack !== 'function') return {}
  const read = async (isServer: boolean): Promise<WebpackResolution> => {
    const config = standInConfig(siteDir, isServer)
    const options = {
      buildId: 'guildsite',
      dev: false,
      isServer,
      nextRuntime: isServer ? 'nodejs' : undefined,
      dir: siteDir,
      config: nextConfig,
      defaultLoaders: { babel: { loader: 'next-swc-loader', options: {} } },
      totalPages: 0,
      webpack: WEBPACK_STAND_IN
    }
    const returned = (await (webpack as (config: unknown, options: unknown) => unknown)(config, options)) ?? config
    const resolve = (returned as { resolve?: { alias?: unknown; fallback?: unknown } }).resolve ?? {}
    const rules = (returned as { module?: { rules?: unknown } }).module?.rules
    textFiles.push(...textRules(rules))
    textQueries.push(...queryRules(rules))
    return { alias: entries(resolve.alias), fallback: entries(resolve.fallback) }
  }
  const textFiles: string[] = []
  const textQueries: TextQuery[] = []
  try {
    const server = await read(true)
    const client = await read(false)
    const text = [...new Set(textFiles)]
    const queries = [...new Map(textQueries.map(rule => [JSON.stringify(rule), rule])).values()]
    return {
      aliases: {
        server,
        client,
        ...(text.length > 0 && { textFiles: text }),
        ...(queries.length > 0 && { textQueries: queries })
      }
    }
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) }
  }
}

/** The files guildsite's own loaders read (pages, code, styles): a site's text rule never takes them. */
const OWN_FILES = ['a.md', 'a.mdx', 'a.js', 'a.mjs', 'a.cjs', 'a.jsx', 'a.ts', 'a.tsx', 'a.css', 'a.json']

/** A RegExp webpack's `test` holds, as an esbuild filter when its syntax is one Go's regexp shares (`\.jsonl$`, no flags). */
function filterOf(test: unknown): string | undefined {
  if (!(test instanceof RegExp) || test.flags !== '') return undefined
  if (!/^[\w\\.$^|()?:[\]-]+$/.test(test.source) || /\(\?[=!<]/.test(test.source)) return undefined
  if (OWN_FILES.some(file => test.test(`/site/${file}`))) return undefined
  return test.source
}

/** Whether a rule gives a module its file's text: webpack 5's `asset/source`, or `raw-loader`. */
function givesText(rule: Record<string, unknown>): boolean {
  if (rule.type === 'asset/source') return true
  const loaders = [rule.loader, ...(Array.isArray(rule.use) ? rule.use : [rule.use])].map(item =>
    item && typeof item === 'object' ? (item as { loader?: unknown }).loader : item
  )
  return loaders.some(name => typeof name === 'string' && /(^|[/\\])raw-loader([/\\]|$)/.test(name))
}

/** The filters of the rules (and their `oneOf`s) that give a file's text, which esbuild can match. */
function textRules(rules: unknown): string[] {
  if (!Array.isArray(rules)) return []
  return rules.flatMap(rule => {
    if (!rule || typeof rule !== 'object') return []
    const item = rule as Record<string, unknown>
    if (Array.isArray(item.oneOf)) return textRules(item.oneOf)
    if (!givesText(item) || item.resourceQuery !== undefined) return []
    const filter = filterOf(item.test)
    return filter ? [filter] : []
  })
}

/** The text rules selected by their import's query (react-rx's `{ test: /\.(js|ts)x?$/, resourceQuery: /raw/, use: 'raw-loader' }`). */
function queryRules(rules: unknown): TextQuery[] {
  if (!Array.isArray(rules)) return []
  return rules.flatMap(rule => {
    if (!rule || typeof rule !== 'object') return []
    const item = rule as Record<string, unknown>
    if (Array.isArray(item.oneOf)) return queryRules(item.oneOf)
    if (!givesText(item) || !(item.resourceQuery instanceof RegExp)) return []
    if (item.test !== undefined && !(item.test instanceof RegExp)) return []
    const { resourceQuery: query, test } = item as { resourceQuery: RegExp; test?: RegExp }
    return [{ query: [query.source, query.flags], ...(test && { test: [test.source, test.flags] }) }]
  })
}

/**
 * The esbuild plugin loading the files a site's text rules name (`{ test: /\.jsonl$/, type:
 * 'asset/source' }`, rhesis' glossary) as text: the module's default export is the file's content.
 * With `queries`, an import whose query a `resourceQuery` rule matches (`./Counter.tsx?raw`) is the
 * text of the file without its query, as webpack's loader gives it.
 */
export function webpackTextPlugin(filters: readonly string[], queries: readonly TextQuery[] = []): Plugin {
  return {
    name: 'guildsite-webpack-text',
    setup(b) {
      for (const filter of filters)
        b.onLoad({ filter: new RegExp(filter) }, async args => ({
          contents: await readFile(args.path, 'utf8'),
          loader: 'text'
        }))
      if (queries.length === 0) return
      const rules = queries.map(rule => ({
        query: new RegExp(...rule.query),
        test: rule.test && new RegExp(...rule.test)
      }))
      b.onResolve({ filter: /\?/ }, async args => {
        if (args.pluginData?.webpackText || !args.resolveDir) return undefined
        const at = args.path.indexOf('?')
        const request = args.path.slice(0, at)
        const query = args.path.slice(at)
        const candidates = rules.filter(rule => rule.query.test(query))
        if (candidates.length === 0) return undefined
        const found = await b.resolve(request, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          importer: args.importer,
          pluginData: { probing: true, webpackText: true }
        })
        if (found.errors.length > 0 || !found.path || found.namespace !== 'file') return undefined
        if (!candidates.some(rule => !rule.test || rule.test.test(found.path))) return undefined
        return { path: found.path, namespace: 'gs-webpack-text', suffix: query }
      })
      b.onLoad({ filter: /.*/, namespace: 'gs-webpack-text' }, async args => ({
        contents: await readFile(args.path, 'utf8'),
        loader: 'text'
      }))
    }
  }
}

/** Node's own modules: in the browser they are guildsite's tolerant stand-in already (`fs: false` adds nothing). */
const NODE_BUILTINS = new Set(builtinModules.flatMap(name => [name, `node:${name}`]))

/** The names the aliases and fallbacks give a module, for the site's notes (`esquery, eslint, graphql`). */
export function aliasNames(aliases: WebpackAliases): string[] {
  const { client, server } = aliases
  const all = [...client.alias, ...server.alias, ...client.fallback, ...server.fallback]
  return [...new Set(all.map(alias => alias.name))].filter(name => !NODE_BUILTINS.has(name))
}

const isFile = (path: string) => existsSync(path) && statSync(path).isFile()

/** The extensions webpack's resolver (Next's `resolve.extensions`) adds to a file path it does not find. */
const RESOLVE_EXTENSIONS = ['.js', '.mjs', '.cjs', '.jsx', '.ts', '.tsx', '.json']

/**
 * The aliases whose every target is an absolute path where nothing is (no file, even with webpack's
 * extensions, and no folder): `require.resolve(pkg).replace('cjs/index.js', 'browser.js')` over an
 * installed version that lays its files out otherwise. Next's build stops there ("Module not found");
 * guildsite leaves the request to the normal resolution, which may give the browser a package's Node
 * entry, so the author is told. One per name and target, the server's and the client's together.
 */
export function missingAliasTargets(aliases: WebpackAliases): { name: string; target: string }[] {
  const found = new Map<string, { name: string; target: string }>()
  const { client, server } = aliases
  for (const item of [...server.alias, ...client.alias, ...server.fallback, ...client.fallback]) {
    if (item.targets === false || item.targets.length === 0) continue
    const absent = item.targets.every(
      target =>
        isAbsolute(target) && !existsSync(target) && !RESOLVE_EXTENSIONS.some(extension => isFile(target + extension))
    )
    if (absent) {
      const target = item.targets[0]!
      found.set(`${item.name}\0${target}`, { name: item.name, target })
    }
  }
  return [...found.values()]
}

/**
 * The esbuild plugin that applies them: in the islands' browser build (`platform: 'browser'`) the
 * client build's, elsewhere the server's. As webpack's resolver: the first alias whose name is the
 * request, or a folder prefix of it (`name/…`, unless given as `name$`), gives the request its target;
 * a target that resolves nowhere leaves the request to the next alias and the normal resolution.
 * `false` is an empty module. A fallback is tried only when the request resolves nowhere.
 */
export function webpackAliasesPlugin(aliases: WebpackAliases): Plugin {
  return {
    name: 'guildsite-webpack-aliases',
    setup(b) {
      const { alias, fallback } = b.initialOptions.platform === 'browser' ? aliases.client : aliases.server
      if (alias.length === 0 && fallback.length === 0) return
      const matches = (list: WebpackAlias[], request: string) =>
        list.filter(item => request === item.name || (!item.exact && request.startsWith(item.name + '/')))
      const resolveTo = async (
        item: WebpackAlias,
        request: string,
        args: { kind: import('esbuild').ImportKind; resolveDir: string; importer: string }
      ) => {
        if (item.targets === false) return { path: request, namespace: 'gs-webpack-empty' }
        const rest = request.slice(item.name.length)
        for (const target of item.targets) {
          const wanted = target + rest
          // (An absolute file is taken as it is; a folder or a package name resolves as an import does.)
          if (isAbsolute(wanted) && isFile(wanted)) return { path: wanted }
          const found = await b.resolve(wanted, {
            kind: args.kind,
            resolveDir: args.resolveDir,
            importer: args.importer,
            pluginData: { probing: true, webpackAliased: true }
          })
          if (found.errors.length === 0 && found.path)
            return {
              path: found.path,
              namespace: found.namespace,
              sideEffects: found.sideEffects,
              suffix: found.suffix
            }
        }
        return undefined
      }
      b.onResolve({ filter: /^[^./]|^\.\.?\/?$/ }, async args => {
        if (args.pluginData?.webpackAliased || args.kind === 'entry-point' || !args.resolveDir) return undefined
        for (const item of matches(alias, args.path)) {
          const resolved = await resolveTo(item, args.path, args)
          if (resolved) return resolved
        }
        const candidates = NODE_BUILTINS.has(args.path) ? [] : matches(fallback, args.path)
        if (candidates.length === 0) return undefined
        const normal = await b.resolve(args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          importer: args.importer,
          pluginData: { probing: true, webpackAliased: true }
        })
        if (normal.errors.length === 0) return undefined
        for (const item of candidates) {
          const resolved = await resolveTo(item, args.path, args)
          if (resolved) return resolved
        }
        return undefined
      })
      b.onLoad({ filter: /.*/, namespace: 'gs-webpack-empty' }, () => ({
        contents: 'module.exports = {}',
        loader: 'js'
      }))
    }
  }
}
