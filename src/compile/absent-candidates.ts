import { readFileSync } from 'node:fs'
import { dirname, isAbsolute, join, resolve } from 'node:path'
import { ancestors, withExtensions } from './installed-packages.js'

/**
 * Files whose appearance could make `specifier` resolve from `importer`: the file itself with each
 * extension (relative paths), the path under the site's root folders and the tsconfig/jsconfig that
 * maps it (`@/…`, `~/…` from the site folder or its `src/`), or the package's `package.json` in each `node_modules` up the tree
 * and the path in the site folder (`resolveFromSiteFolder`).
 */
export function absentCandidates(importer: string, specifier: string, siteDir: string): string[] {
  const from = dirname(importer)
  if (specifier.startsWith('.') || isAbsolute(specifier)) return withExtensions(resolve(from, specifier))
  const configs = ancestors(from).flatMap(dir => [join(dir, 'tsconfig.json'), join(dir, 'jsconfig.json')])
  const alias = /^[@~]\/(.*)$/.exec(specifier)
  if (alias)
    return [...configs, ...withExtensions(join(siteDir, alias[1])), ...withExtensions(join(siteDir, 'src', alias[1]))]
  const name = specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/')
  return [
    ...configs,
    ...ancestors(from).map(dir => join(dir, 'node_modules', name, 'package.json')),
    ...withExtensions(join(siteDir, specifier))
  ]
}

/** The packages the site's package.json depends on (dependencies, dev and peer), read once per bundle. */
export function declaredPackages(siteDir: string): ReadonlySet<string> {
  try {
    const pkg = JSON.parse(readFileSync(join(siteDir, 'package.json'), 'utf8')) as Record<string, unknown>
    return new Set(
      ['dependencies', 'devDependencies', 'peerDependencies'].flatMap(field =>
        pkg[field] && typeof pkg[field] === 'object' ? Object.keys(pkg[field]) : []
      )
    )
  } catch {
    return new Set()
  }
}

/**
 * For a package the site's package.json names but that is not installed (a website folder built
 * without `node_modules`): what makes it resolve. Undefined for relative, aliased or undeclared imports.
 */
export function notInstalledHint(declared: ReadonlySet<string>, specifier: string): string | undefined {
  if (/^[./]/.test(specifier)) return undefined
  const parts = specifier.split('/')
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]
  return declared.has(name)
    ? `package.json depends on ${name}, which is not installed: install the site's dependencies (npm install) to use it.`
    : undefined
}
