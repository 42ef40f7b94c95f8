// `guildsite check`'s list of each page's islands (issue 35.1), without compiling the pages: one
// esbuild pass over what the pages import (their `import … from` lines), with the same detection the
// build's page bundle uses (`island-plugin.ts`). Built-ins and imports that do not resolve are left out.
import { build, type Plugin } from 'esbuild'
import { join, relative } from 'node:path'
import { builtinAliases } from '../content/evaluate-modules.js'
import { ASSET_FILE } from '../compile/asset-modules.js'
import { islandPlugin, type IslandModule, type IslandModules } from './island-plugin.js'

export interface PageForReport {
  /** Absolute path. */
  path: string
  /** Path relative to the site folder. */
  display: string
  source: string
}

const FENCE = /^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[^\n]*$/gm
const IMPORT = /^(?:import|export)\s[^;]*?\bfrom\s*(['"])([^'"\n]+)\1/gm

/** The specifiers a page's ESM lines import (fenced code left out). */
export function pageImports(source: string): string[] {
  const text = source.replace(FENCE, '')
  return [...new Set([...text.matchAll(IMPORT)].map(match => match[2]))]
}

/** Page display path → the island modules its imports reach, in file order; pages without any are left out. */
export async function pageIslandsReport(
  siteDir: string,
  pages: PageForReport[],
  sitePlugins: Plugin[] = []
): Promise<Map<string, IslandModule[]>> {
  const report = new Map<string, IslandModule[]>()
  const withImports = pages.flatMap(page => {
    const imports = pageImports(page.source).filter(spec => !(spec in builtinAliases()))
    return imports.length > 0 ? [{ page, imports }] : []
  })
  if (withImports.length === 0) return report
  const found: IslandModules = new Map()
  const aliases = builtinAliases()
  const entries = new Map(withImports.map(({ page, imports }) => [page.path, imports]))
  const pagesPlugin: Plugin = {
    name: 'guildsite-islands-report',
    setup(b) {
      b.onResolve({ filter: /^gs-report:/ }, args => ({
        path: args.path.slice('gs-report:'.length),
        namespace: 'gs-report'
      }))
      b.onLoad({ filter: /.*/, namespace: 'gs-report' }, args => ({
        contents: entries
          .get(args.path)!
          .map(spec => `import ${JSON.stringify(spec)}`)
          .join('\n'),
        resolveDir: join(args.path, '..'),
        loader: 'js'
      }))
      b.onResolve({ filter: /.*/ }, async args => {
        if (args.pluginData?.probing || args.kind === 'entry-point') return undefined
        if (args.path in aliases || args.path.startsWith('node:')) return { path: args.path, external: true }
        const result = await b.resolve(args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          importer: args.importer,
          pluginData: { probing: true }
        })
        if (result.errors.length > 0) return { path: args.path, external: true }
        if (ASSET_FILE.test(result.path) || /\.(css|mdx?)$/.test(result.path))
          return { path: args.path, external: true }
        return result
      })
    }
  }
  try {
    const result = await build({
      absWorkingDir: siteDir,
      entryPoints: withImports.map(({ page }, i) => ({ in: `gs-report:${page.path}`, out: `page-${i}` })),
      outdir: join(siteDir, '.guildsite-report'),
      write: false,
      bundle: true,
      format: 'esm',
      platform: 'neutral',
      jsx: 'automatic',
      loader: { '.json': 'json' },
      metafile: true,
      logLevel: 'silent',
      plugins: [islandPlugin(siteDir, found), ...sitePlugins, pagesPlugin]
    })
    for (const [i, { page }] of withImports.entries()) {
      const output = result.metafile.outputs[relative(siteDir, join(siteDir, '.guildsite-report', `page-${i}.js`))]
      const islands = Object.keys(output?.inputs ?? {})
        .flatMap(input => found.get(join(siteDir, input)) ?? [])
        .sort((a, b) => a.file.localeCompare(b.file))
      if (islands.length > 0) report.set(page.display, islands)
    }
  } catch {
    // The build says what is wrong with the site's code; the check only lists what it can.
  }
  return report
}
