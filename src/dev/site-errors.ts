import { relative } from 'node:path'
import type { Site } from '../content/load-site.js'
import type { Diagnostic } from '../shared/diagnostics.js'
import { overlayError, type OverlayError } from './overlay.js'
import type { RenderedRoute } from './route-render.js'

export const errorsOf = (list: readonly Diagnostic[]) => list.filter(d => d.severity === 'error')

/**
 * A website config file just saved (`savedFiles`, relative to the site folder) with a syntax error of its own
 * (`app/layout.tsx:14:11 Expected ">"`): the build goes on without it (a CONFIG_LOAD warning at its line;
 * its app pages fail to bundle), every page losing the root layout's navbar, banner and footer. In dev it
 * is an error of the config, as next dev's overlay shows it: the last good site stays until a save mends it.
 */
export const savedConfigSyntaxErrors = (list: readonly Diagnostic[], savedFiles: ReadonlySet<string>): Diagnostic[] =>
  list
    .filter(d => d.code === 'CONFIG_LOAD' && d.line !== undefined && d.file !== undefined && savedFiles.has(d.file))
    .map(d => ({ ...d, severity: 'error' }))

/**
 * A site stylesheet saved with a syntax error (`post.css:25:1 Unclosed block`): the build leaves it out
 * with a TAILWIND_FAILED warning; in dev every page shows it as an error, at its line, until a save
 * compiles it again, as next dev's overlay does (else the pages just lose the styles, silently).
 */
export const stylesheetErrors = (list: readonly Diagnostic[]): Diagnostic[] =>
  list
    .filter(d => d.code === 'TAILWIND_FAILED' && d.file !== undefined && /\.(?:css|scss)$/.test(d.file))
    .map(d => ({ ...d, severity: 'error' }))

/**
 * The errors the dev site shows, by where they come from: every page shows the config's, the metas'
 * and the page maps' (the overlay), a page its own file's. `site-changes.ts` sets them as it reads
 * files again; `DevSite` adds each page's build and render errors.
 */
export abstract class SiteErrors {
  abstract site: Site
  /** Errors of the last config load, when it failed (the last good config stays in use). */
  configErrors: Diagnostic[] = []
  /** Errors of the metas, as last evaluated. */
  metaErrors: Diagnostic[] = []
  /** Errors of the page maps (duplicate routes) and of listing and decoding files, as last built. */
  mapErrors: Diagnostic[] = []
  /** Errors of the site's stylesheets, as last compiled after a save (`stylesheetErrors`). */
  styleErrors: Diagnostic[] = []
  /** Front matter errors of each page file, by display path. */
  fileErrors = new Map<string, Diagnostic[]>()

  /** Sorts the diagnostics of a full load: page files' own, metas', the rest. */
  setLoadErrors(diagnostics: Diagnostic[]): void {
    const pageFiles = new Set(this.site.pages.map(page => page.display))
    const metaFiles = new Set(
      this.site.files
        .filter(file => file.kind !== 'page' && file.kind !== 'asset')
        .map(file => relative(this.site.config.siteDir, file.path))
    )
    this.fileErrors = new Map()
    this.metaErrors = []
    this.mapErrors = []
    for (const d of errorsOf(diagnostics)) {
      if (d.file && pageFiles.has(d.file)) this.fileErrors.set(d.file, [...(this.fileErrors.get(d.file) ?? []), d])
      else if (d.code.startsWith('META_') || (d.file && metaFiles.has(d.file))) this.metaErrors.push(d)
      else this.mapErrors.push(d)
    }
  }

  /** Records the errors of pages read again (an empty list clears a page's errors). */
  setPageErrors(byFile: Map<string, Diagnostic[]>): void {
    for (const [file, list] of byFile) {
      const errors = errorsOf(list)
      if (errors.length) this.fileErrors.set(file, errors)
      else this.fileErrors.delete(file)
    }
  }

  /** Forgets the errors of page files the site no longer has. */
  protected keepFileErrorsOf(site: Site): void {
    const pageFiles = new Set(site.pages.map(page => page.display))
    for (const file of this.fileErrors.keys()) if (!pageFiles.has(file)) this.fileErrors.delete(file)
  }

  /** The errors every page shows: a broken config, broken metas, a stylesheet that does not compile. */
  globalErrors(): Diagnostic[] {
    return [...this.configErrors, ...this.metaErrors, ...this.mapErrors, ...this.styleErrors]
  }

  /** The overlay errors of a route: its own, then the site's. */
  overlayErrors(route: string, rendered?: RenderedRoute): OverlayError[] {
    return [...(rendered?.errors ?? []), ...this.globalErrors()].map(overlayError)
  }
}
