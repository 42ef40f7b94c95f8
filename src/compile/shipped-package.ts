import type { OnResolveArgs, PluginBuild, ResolveResult } from 'esbuild'
import { PACKAGE_ROOT } from '../package-root.js'
import { packageName, shippedPackages } from './installed-packages.js'

/** A bare import of a package guildsite depends on, resolved from guildsite's own folder. */
export async function shippedPackage(b: PluginBuild, args: OnResolveArgs): Promise<ResolveResult | undefined> {
  const name = packageName(args.path)
  if (!name || !shippedPackages().has(name)) return undefined
  const result = await b.resolve(args.path, {
    kind: args.kind,
    resolveDir: PACKAGE_ROOT,
    importer: args.importer,
    pluginData: { probing: true }
  })
  return result.errors.length === 0 ? result : undefined
}
