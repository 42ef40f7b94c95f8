import { transform } from 'esbuild'
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
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

const STYLESHEETS = ['tokens.css', 'components.css', 'layout.css']

const hashOf = (content: string | Uint8Array) => createHash('sha256').update(content).digest('hex').slice(0, 10)

/** The site stylesheet (templates/styles + code CSS, minified) and the behaviour script, content-hashed. */
export async function clientAssets(): Promise<ClientAssets> {
  const sources = await Promise.all(STYLESHEETS.map(name => readFile(join(PACKAGE_ROOT, 'templates', 'styles', name), 'utf8').catch(() => '')))
  const css = (await transform(sources.join('\n') + '\n' + CODE_CSS, { loader: 'css', minify: true })).code
  const js = await readFile(distPath('client', 'main.js'), 'utf8')
  const cssPath = `_gs/assets/style-${hashOf(css)}.css`
  const jsPath = `_gs/assets/main-${hashOf(js)}.js`
  return {
    files: new Map<string, string | Uint8Array>([
      [cssPath, css],
      [jsPath, js]
    ]),
    css: [`/${cssPath}`],
    scripts: [`/${jsPath}`]
  }
}
