import type { Plugin } from 'esbuild'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { webpackAliasesPlugin, webpackTextPlugin, type WebpackAliases } from './webpack-config.js'

/**
 * Tiny class-name helpers nearly every Next.js website imports (`clsx`, `classnames`, `tailwind-merge`), for a site
 * folder where they are not installed: the same function (strings, numbers, arrays and objects of
 * truthy keys, joined by spaces) instead of a placeholder, so the site's Tailwind classes survive.
 * An installed copy is always used first.
 */
export function classNameFallbacksPlugin(): Plugin {
  const names = new Set(['clsx', 'clsx/lite', 'classnames', 'classnames/bind', 'classnames/dedupe', 'tailwind-merge'])
  return {
    name: 'guildsite-class-name-fallbacks',
    setup(b) {
      b.onResolve({ filter: /^(clsx|classnames|tailwind-merge)(\/[\w-]+)?$/ }, async args => {
        if (!names.has(args.path) || args.pluginData?.probing) return undefined
        const installed = await b.resolve(args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          importer: args.importer,
          pluginData: { probing: true }
        })
        return installed.errors.length === 0 ? undefined : { path: args.path, namespace: 'gs-class-names' }
      })
      b.onLoad({ filter: /.*/, namespace: 'gs-class-names' }, () => ({ contents: CLASS_NAMES_MODULE, loader: 'js' }))
    }
  }
}

const CLASS_NAMES_MODULE = `
function toClass(value) {
  if (!value) return ''
  if (typeof value === 'string' || typeof value === 'number') return String(value)
  if (Array.isArray(value)) return value.map(toClass).filter(Boolean).join(' ')
  if (typeof value === 'object') return Object.keys(value).filter(key => value[key]).join(' ')
  return ''
}
export function clsx(...values) { return values.map(toClass).filter(Boolean).join(' ') }
export default clsx
export const classnames = clsx
// tailwind-merge: the classes joined (a later class does not remove an earlier conflicting one).
export const twMerge = clsx
export const twJoin = clsx
export function extendTailwindMerge() { return clsx }
export function createTailwindMerge() { return clsx }
`

/**
 * SVG imports as React components, for a website whose Next config gives `.svg` files to
 * `@svgr/webpack` (`import Logo from './logo.svg'` then `<Logo className="…" />`). Only imports from
 * the site's code (`.js`/`.jsx`/`.ts`/`.tsx`) are components; images in Markdown stay URLs. The
 * component renders the file's own `<svg>` inline with the caller's props over its attributes.
 */
export function svgComponentsPlugin(every = true): Plugin {
  return {
    name: 'guildsite-svg-components',
    setup(b) {
      // (`./icon.svg?svgr` asks for the component whatever the rest: Next configs that give only
      // those to SVGR, `resourceQuery: /svgr/`, as Nextra's own docs do.)
      b.onResolve({ filter: /\.svg(\?svgr)?$/i }, args => {
        const asked = args.path.endsWith('?svgr')
        if (
          (!every && !asked) ||
          !/\.(c|m)?(j|t)sx?$/.test(args.importer) ||
          args.namespace !== 'file' ||
          !args.resolveDir ||
          !/^\.{0,2}\//.test(args.path)
        )
          return undefined
        const path = resolve(args.resolveDir, args.path.replace(/\?svgr$/, ''))
        return existsSync(path) ? { path, namespace: 'gs-svg-component' } : undefined
      })
      b.onLoad({ filter: /.*/, namespace: 'gs-svg-component' }, async args => {
        const source = await readFile(args.path, 'utf8').catch(() => undefined)
        return {
          contents: source === undefined ? missingSvg(args.path) : svgComponentModule(source),
          loader: 'js',
          resolveDir: process.cwd(),
          watchFiles: [args.path]
        }
      })
    }
  }
}

const REACT_NAMES: Record<string, string> = {
  class: 'className',
  'xlink:href': 'xlinkHref',
  'xmlns:xlink': 'xmlnsXlink',
  'xml:space': 'xmlSpace',
  'clip-path': 'clipPath',
  'fill-rule': 'fillRule',
  'clip-rule': 'clipRule'
}

/** `stroke-width` → `strokeWidth`; `data-*`, `aria-*` stay. */
const reactName = (name: string) =>
  REACT_NAMES[name] ??
  (/^(data|aria)-/.test(name) ? name : name.replace(/[-:]([a-z])/g, (_, c: string) => c.toUpperCase()))

function styleObject(style: string): Record<string, string> {
  const entries = style
    .split(';')
    .map(rule => rule.split(':'))
    .filter(parts => parts.length >= 2 && parts[0].trim())
  return Object.fromEntries(
    entries.map(([name, ...value]) => [
      name.trim().replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()),
      value.join(':').trim()
    ])
  )
}

/** The module of one SVG file: its root attributes as props, its content as inner HTML. */
export function svgComponentModule(source: string): string {
  const text = source
    .replace(/<\?xml[^>]*\?>/g, '')
    .replace(/<!DOCTYPE[^>]*>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
  const open = /<svg\b([^>]*)>/i.exec(text)
  const close = text.lastIndexOf('</svg>')
  const attributes: Record<string, unknown> = {}
  let inner = ''
  if (open) {
    for (const [, name, double, single] of open[1].matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
      const value = double ?? single ?? ''
      attributes[reactName(name)] = name === 'style' ? styleObject(value) : value
    }
    inner = open[0].endsWith('/>')
      ? ''
      : text.slice(open.index + open[0].length, close > open.index ? close : undefined)
  }
  return [
    `import { createElement } from 'react'`,
    `const attributes = ${JSON.stringify(attributes)}`,
    `const html = ${JSON.stringify(inner.trim())}`,
    `export default function SvgComponent({ children, ...props }) { return createElement('svg', { ...attributes, ...props, dangerouslySetInnerHTML: { __html: html } }) }`,
    `export { SvgComponent as ReactComponent }`
  ].join('\n')
}

function missingSvg(path: string): string {
  return `export default function MissingSvg() { return null }\nexport const ReactComponent = MissingSvg\n// ${JSON.stringify(path)} could not be read`
}

/**
 * The plugins a site's page bundle gets: class-name helpers when absent, SVG components when its
 * Next config says so (`'query'`: only `.svg?svgr` imports), the aliases its `webpack()` sets and the
 * files its `module.rules` give as text.
 */
export function websiteBundlePlugins(config: {
  svgComponents?: boolean | 'query'
  webpackAliases?: WebpackAliases
}): Plugin[] {
  const { textFiles, textQueries } = config.webpackAliases ?? {}
  return [
    ...(textFiles || textQueries ? [webpackTextPlugin(textFiles ?? [], textQueries)] : []),
    ...(config.webpackAliases ? [webpackAliasesPlugin(config.webpackAliases)] : []),
    classNameFallbacksPlugin(),
    ...(config.svgComponents ? [svgComponentsPlugin(config.svgComponents === true)] : [])
  ]
}
