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
  const sources = await Promise.all(STYLESHEETS.map(name => readFile(join(PACKAGE_ROOT, 'templates', 'styles', name), 'utf8').catch(() => '')))
  const css = (await transform(sources.join('\n') + '\n' + CODE_CSS, { loader: 'css', minify: true })).code
  const cssPath = `${ASSETS}/style-${hashOf(css)}.css`
  const files = new Map<string, string | Uint8Array>([[cssPath, css]])
  const clientDir = distPath('client')
  const names = (await readdir(clientDir)).filter(name => name.endsWith('.js')).sort()
  let jsPath = ''
  for (const name of names) {
    const content = await readFile(join(clientDir, name), 'utf8')
    if (name === 'main.js') files.set((jsPath = `${ASSETS}/main-${hashOf(content)}.js`), content)
    else files.set(`${ASSETS}/${name}`, content)
  }
  if (!jsPath) throw new Error(`${join(clientDir, 'main.js')} is missing: run the package build first`)
  return { files, css: [`/${cssPath}`], scripts: [`/${jsPath}`] }
}
