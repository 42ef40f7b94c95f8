import { existsSync } from 'node:fs'
import { relative, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import { distPath } from '../package-root.js'

// The built-in modules pages import (the templates, the import surface), shared between the page
// runner's thread and the page modules it loads.
//
// The runner's thread starts from a one-file bundle with V8's code cache (scripts/build.mjs,
// src/run-bundle.ts), as the page workers do: loading React's server renderer, the templates and the
// renderer as ~200 ES modules cost each build with bundled pages ~0.15 CPU-s before its first page,
// which Node 20 keeps no code cache for. That bundle holds its own instances of the templates, and
// a page must render with the same ones (the same contexts, the same notes of absent files): so a
// page module's import of a built-in goes to a small module of the package build's (a "shim",
// dist/shared-modules/…) that takes the bundle's instance from a registry the bundle fills at its
// start, and imports the real module where there is none (the dev server's main thread, tests
// from the sources, a build without the bundle). React is CommonJS: the bundle `require`s it, and a
// page's `import` of the same file gets the same instance from Node's module cache.

/** Where the runner's bundle registers its instances: dist-relative path (`/`-separated) → module. */
export const SHARED_MODULES = Symbol.for('guildsite.sharedModules')

/** The folder of the shims under dist/. */
export const SHIM_DIR = 'shared-modules'

/** The shim of a built-in module's file when the package build wrote one, else the file itself. */
export function sharedModuleFile(file: string): string {
  const dist = distPath()
  if (!file.startsWith(dist + sep)) return file
  const shim = distPath(SHIM_DIR, relative(dist, file))
  return existsSync(shim) ? shim : file
}

/** A built-in module by its file: the runner bundle's instance when it registered one, else imported. */
export async function sharedModule(file: string): Promise<Record<string, unknown>> {
  const registry = (globalThis as Record<symbol, Record<string, Record<string, unknown>> | undefined>)[SHARED_MODULES]
  const registered = registry?.[relative(distPath(), file).split(sep).join('/')]
  return registered ?? ((await import(pathToFileURL(file).href)) as Record<string, unknown>)
}
