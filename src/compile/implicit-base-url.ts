import type { OnResolveArgs, PluginBuild, ResolveResult } from 'esbuild'
import { existsSync } from 'node:fs'
import { join } from 'node:path'

// Next 13 resolves a bare import from the site folder when the site has a tsconfig.json or
// jsconfig.json without `baseUrl` (its "implicit base URL", pushed onto webpack's
// `resolve.modules`): graphql-shield's `import Fast from 'public/assets/fast.png'`. esbuild follows
// only an explicit `baseUrl`, so a bare import that resolved nowhere else is tried there too.

/**
 * esbuild's resolution of a bare `specifier` as a path in the site folder, for a site with a
 * tsconfig/jsconfig; undefined for relative, absolute or `#` specifiers, without such a config, or
 * when nothing is there.
 */
export async function resolveFromSiteFolder(
  b: PluginBuild,
  args: OnResolveArgs,
  siteDir: string
): Promise<ResolveResult | undefined> {
  if (/^[./#]/.test(args.path) || /^[a-z][\w+.-]*:/i.test(args.path)) return undefined
  if (!existsSync(join(siteDir, 'tsconfig.json')) && !existsSync(join(siteDir, 'jsconfig.json'))) return undefined
  const again = await b.resolve('./' + args.path, {
    kind: args.kind,
    resolveDir: siteDir,
    importer: args.importer,
    pluginData: { probing: true }
  })
  return again.errors.length === 0 ? again : undefined
}
