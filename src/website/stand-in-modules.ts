// Modules of the site that throw when they load in a build (one reading an environment variable only
// the deployment has: Ding-Fan's blog's Supabase client). The lenient read of the site's
// `mdx-components` file finds them (`mdx-components.ts`, one `MDX_COMPONENTS_EVAL` warning) and the
// page bundler gives every importer a stand-in for them (`compile/absent-modules.ts`), so the pages
// that import the file still load. Per site folder, for this process.

// (On the global object: the CLI's bundle and the modules the bundler loads are two copies of this module.)
const KEY = Symbol.for('guildsite.standInModules')
const bySite: Map<string, Set<string>> = ((globalThis as Record<symbol, unknown>)[KEY] as
  Map<string, Set<string>> | undefined) ??
((globalThis as Record<symbol, unknown>)[KEY] = new Map<string, Set<string>>())

/** Records `file` (an absolute path) as a stand-in module of the site at `siteDir`. */
export function addStandInModule(siteDir: string, file: string): void {
  let files = bySite.get(siteDir)
  if (!files) bySite.set(siteDir, (files = new Set()))
  files.add(file)
}

/** Whether `file` is a stand-in module of the site at `siteDir`. */
export function isStandInModule(siteDir: string, file: string): boolean {
  return bySite.get(siteDir)?.has(file) ?? false
}
