import type { OnResolveArgs, PluginBuild, ResolveResult } from 'esbuild'
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

// A `#name` import through the nearest package.json's `imports` ("#components/*":
// "./src/components/*"), as Next's bundler resolves it: the target is a path in the package, given
// without its extension or as a folder (`#components/video-embed` → `video-embed.tsx`). esbuild
// maps the pattern but then wants the exact file, as Node does: the build resolves the mapped path
// itself (`absent-modules.ts`), extensions and index files tried as for any relative import.

type Imports = Record<string, unknown>

/** The nearest package.json's `imports` above `dir`, with that package's folder. */
function nearestImports(dir: string): { root: string; imports: Imports } | undefined {
  for (let at = dir; ; at = dirname(at)) {
    try {
      const json = JSON.parse(readFileSync(join(at, 'package.json'), 'utf8')) as { imports?: unknown }
      return json.imports && typeof json.imports === 'object'
        ? { root: at, imports: json.imports as Imports }
        : undefined
    } catch {
      // (No package.json here, or one that does not parse: look further up.)
    }
    if (dirname(at) === at) return undefined
  }
}

/** A condition object's target for a build that renders on the server (`node`, `import`, `default`…). */
function targetOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value
  if (Array.isArray(value)) return value.map(targetOf).find(Boolean)
  if (value && typeof value === 'object')
    for (const key of ['node', 'import', 'module', 'require', 'default'])
      if (key in value) return targetOf((value as Record<string, unknown>)[key])
  return undefined
}

/**
 * The path a `#…` specifier imported from `importerDir` maps to (absolute, maybe without its
 * extension), or undefined when no package.json `imports` entry matches it or the target is a package.
 */
export function subpathImportTarget(specifier: string, importerDir: string): string | undefined {
  if (!specifier.startsWith('#')) return undefined
  const found = nearestImports(importerDir)
  if (!found) return undefined
  let target: string | undefined
  if (specifier in found.imports) target = targetOf(found.imports[specifier])
  else
    for (const [key, value] of Object.entries(found.imports)) {
      const star = key.indexOf('*')
      if (star < 0 || !specifier.startsWith(key.slice(0, star)) || !specifier.endsWith(key.slice(star + 1))) continue
      const part = specifier.slice(star, specifier.length - (key.length - star - 1))
      target = targetOf(value)?.replaceAll('*', part)
      break
    }
  return target?.startsWith('./') ? join(found.root, target) : undefined
}

/**
 * esbuild's resolution of a `#…` import through its mapped target (`subpathImportTarget`), for a
 * plugin whose own resolution of the specifier failed; undefined when nothing maps it or the target
 * does not resolve either.
 */
export async function resolveSubpathImport(b: PluginBuild, args: OnResolveArgs): Promise<ResolveResult | undefined> {
  const mapped = subpathImportTarget(args.path, args.resolveDir)
  if (!mapped) return undefined
  const again = await b.resolve(mapped, {
    kind: args.kind,
    resolveDir: args.resolveDir,
    importer: args.importer,
    pluginData: { probing: true }
  })
  return again.errors.length === 0 ? again : undefined
}
