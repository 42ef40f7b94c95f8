import { transform } from 'esbuild'
import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { CODE_CSS } from '../compile/rehype-code/index.js'
import { distPath, PACKAGE_ROOT } from '../package-root.js'

export interface ClientAssets {
  /** Output path (relative to the out folder) → contents. */
  files: Map<string, string | Uint8Array>
  /** URLs without base path. */
  css: string[]
  scripts: string[]
}

const STYLESHEETS = ['tokens.css', 'components.css', 'layout.css', 'search.css', 'marketing.css']
const ASSETS = '_gs/assets'

const hashOf = (content: string | Uint8Array) => createHash('sha256').update(content).digest('hex').slice(0, 10)

/**
 * The site stylesheet (templates/styles + code CSS, minified) and the browser code: main.js under a
 * content hash, and beside it every other file esbuild wrote to dist/client — the chunks main.js
 * imports on demand (search, the modal's React, diagrams) by their relative names, which carry
 * esbuild's content hash already.
 */
export async function clientAssets(): Promise<ClientAssets> {
  const stylesheets = await Promise.all(STYLESHEETS.map(name => readFile(join(PACKAGE_ROOT, 'templates', 'styles', name), 'utf8').catch(() => '')))
  const css = (await transform(stylesheets.join('\n') + '\n' + CODE_CSS, { loader: 'css', minify: true })).code
  const cssPath = `${ASSETS}/style-${hashOf(css)}.css`
  const files = new Map<string, string | Uint8Array>([[cssPath, css]])
  const clientDir = distPath('client')
  const names = (await readdir(clientDir)).filter(name => name.endsWith('.js')).sort()
  const sources = new Map(await Promise.all(names.map(async name => [name, await readFile(join(clientDir, name), 'utf8')] as const)))
  const main = sources.get('main.js')
  if (main === undefined) throw new Error(`${join(clientDir, 'main.js')} is missing: run the package build first`)
  const jsPath = `${ASSETS}/main-${hashOf(main)}.js`
  for (const [name, content] of sources) files.set(name === 'main.js' ? jsPath : `${ASSETS}/${name}`, content)
  // The chunks main.js imports statically (code it shares with the lazy chunks) are listed as
  // scripts too, so the browser fetches them beside main.js instead of after parsing it.
  const eager = staticImports('main.js', sources).map(name => `/${ASSETS}/${name}`)
  return { files, css: [`/${cssPath}`], scripts: [`/${jsPath}`, ...eager] }
}

/** Chunks a module imports statically, transitively (esbuild's minified output starts with them). */
function staticImports(name: string, sources: Map<string, string>, seen = new Set<string>()): string[] {
  const head = /^(?:import[^;]*;)*/.exec(sources.get(name) ?? '')?.[0] ?? ''
  for (const [, chunk] of head.matchAll(/["']\.\/([^"']+\.js)["']/g)) {
    if (seen.has(chunk) || !sources.has(chunk)) continue
    seen.add(chunk)
    staticImports(chunk, sources, seen)
  }
  return [...seen]
}
