import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { textMayDrawDiagrams } from '../content/source-marks.js'
import type { SourceMarks } from '../content/types.js'
import { distPath } from '../package-root.js'
import { contentHash } from '../shared/content-hash.js'

export interface ClientAssets {
  /** Output path (relative to the out folder) → contents. */
  files: Map<string, string | Uint8Array>
  /** URLs without base path. */
  css: string[]
  /** The site's own stylesheets (and Tailwind config) the site CSS was compiled from (`site-styles.ts`). */
  styleSources?: string[]
  scripts: string[]
  /** The favicons the output will hold (`faviconUrls`, the app folder's icons), URLs without base path. */
  icons?: string[]
  /** The app folder's Open Graph images (`[route, URL]`) and manifest URL, without base path (`app-router/metadata-files.ts`). */
  ogImages?: [string, string][]
  manifest?: string
  /**
   * The chunks only the diagram renderer loads, not read until a page may draw a diagram
   * (`withDiagramCode`): output path → file in dist/client.
   */
  diagramFiles: Map<string, string>
}

const ASSETS = '_gs/assets'

const hashOf = contentHash

/**
 * The site stylesheet and the browser code, as the package build wrote them to dist/client: the
 * stylesheet (templates/styles + code CSS, minified there: minifying it on every build started
 * esbuild's service for nothing — ~0.15 CPU-s and ~0.8 s of wall time a build of the shared workload) and main.js under a content hash, and beside it every other file esbuild wrote to dist/client — the chunks main.js
 * imports on demand (search, the modal's React, diagrams) by their relative names, which carry
 * esbuild's content hash already.
 */
export async function clientAssets(): Promise<ClientAssets> {
  const clientDir = distPath('client')
  const css = await readFile(join(clientDir, 'style.css'), 'utf8').catch(() => {
    throw new Error(`${join(clientDir, 'style.css')} is missing: run the package build first`)
  })
  const cssPath = `${ASSETS}/style-${hashOf(css)}.css`
  const files = new Map<string, string | Uint8Array>([[cssPath, css]])
  // Written by the package build (scripts/build.mjs) from esbuild's metafile.
  const diagramNames = new Set(JSON.parse(await readFile(join(clientDir, 'diagram-chunks.json'), 'utf8')) as string[])
  const names = (await readdir(clientDir)).filter(name => name.endsWith('.js')).sort()
  // (The diagram renderer's chunks, 3.4 of the 3.6 MB, are read only for a site that needs them.)
  const sources = new Map(
    await Promise.all(
      names
        .filter(name => !diagramNames.has(name))
        .map(async name => [name, await readFile(join(clientDir, name), 'utf8')] as const)
    )
  )
  const main = sources.get('main.js')
  if (main === undefined) throw new Error(`${join(clientDir, 'main.js')} is missing: run the package build first`)
  const jsPath = `${ASSETS}/main-${hashOf(main)}.js`
  for (const [name, content] of sources) files.set(name === 'main.js' ? jsPath : `${ASSETS}/${name}`, content)
  // The chunks main.js imports statically (code it shares with the lazy chunks) are listed as
  // scripts too, so the browser fetches them beside main.js instead of after parsing it (4 chunks
  // today: a round trip saved on a cold load; its time is not measured here).
  const eager = staticImports('main.js', sources).map(name => `/${ASSETS}/${name}`)
  const diagramFiles = new Map(
    names.filter(name => diagramNames.has(name)).map(name => [`${ASSETS}/${name}`, join(clientDir, name)])
  )
  return { files, css: [`/${cssPath}`], scripts: [`/${jsPath}`, ...eager], diagramFiles }
}

/**
 * Whether any page may draw a Mermaid diagram (`[data-mermaid]`, which the browser code answers by
 * loading the diagram renderer): a page whose text names Mermaid (a `mermaid` fence, the `Mermaid`
 * component, the attribute in raw HTML), that imports anything (a component of its own may draw
 * one) or that loads data at build time (`getStaticProps`/`getStaticPaths`: the data may be MDX).
 * Pages with none of these cannot, whatever else they hold.
 */
export function mayDrawDiagrams(
  pages: Iterable<{ source: string } | { marks: SourceMarks }>,
  compiled: Iterable<{ imports: readonly unknown[]; hasMermaid: boolean }>
): boolean {
  // (A page's marks say it without its text: an unchanged page is not read for it.)
  for (const page of pages) if ('marks' in page ? page.marks.diagrams : textMayDrawDiagrams(page.source)) return true
  for (const facts of compiled) if (facts.hasMermaid || facts.imports.length > 0) return true
  return false
}

/**
 * Adds the diagram renderer's chunks (Mermaid and what it bundles: 3.4 MB in 105 files, 5 % of the
 * 1,000-page shared workload's output) to the output, for a site one of whose pages may draw a
 * diagram (`mayDrawDiagrams`); the others never fetch them, and their builds never read them:
 * `clientAssets()` and the content keys of its files, in a fresh process, took 38–51 + 9 ms of the
 * main thread with them, 10–14 + 2 without.
 */
export async function withDiagramCode(assets: ClientAssets): Promise<ClientAssets> {
  const read = await Promise.all(
    [...assets.diagramFiles].map(async ([path, file]) => [path, await readFile(file, 'utf8')] as const)
  )
  for (const [path, content] of read) assets.files.set(path, content)
  return assets
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
