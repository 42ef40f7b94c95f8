import { redirectsOverPagesOf } from '../website/redirect-pages.js'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { assetPath } from '../compile/asset-modules.js'
import type { BundleResult } from '../compile/bundle-pages.js'
import type { Site } from '../content/load-site.js'
import { linkUnchanged, type BuildState } from '../output/build-state.js'
import { runPages, type BuildRunner } from '../page-runner/index.js'
import { dependencyHashes } from '../output/render-cache.js'
import { outputPathOf } from '../render/output-path.js'
import { sitePages, type SitePagesResult } from '../render/site-pages.js'
import { withoutFailedPages } from '../render/without-failed-pages.js'
import type { BuildReporter } from '../shared/build-reporter.js'
import type { Diagnostic } from '../shared/diagnostics.js'
import { withAbsentFiles } from './bundle-stage.js'
import { oneHeadWarningEach } from '../website/theme-head.js'
import type { PagesOutcome } from './compile-render.js'
import type { SiteInputs } from './site-inputs.js'
import type { TimeStage } from './stage-timer.js'

/**
 * The render stage: the routes the compile workers did not render (bundled modules) run in the page
 * runner (src/page-runner/: off this thread, under the page budgets); then every route's HTML (rendered
 * there, on the compile workers or reused), the other locales' error pages and the sidebar files.
 */
export async function renderStage(
  site: Site,
  pages: PagesOutcome,
  bundle: BundleResult,
  { assets, dates }: SiteInputs,
  diagnostics: Diagnostic[],
  reporter?: BuildReporter,
  runner?: BuildRunner
): Promise<SitePagesResult> {
  const outFiles = withoutFailedPages(site, bundle.outFiles, diagnostics)
  // Reused routes are rendered from nothing: their file is linked from the previous output.
  const cached = new Map<string, string | Uint8Array>(pages.rendered)
  for (const route of pages.reused) cached.set(route, '')
  const { errorPages } = pages
  const errorPagesDone = errorPages.rendered !== undefined || errorPages.reused.size === errorPages.keys.size
  const ran = await runPages({
    site,
    compiled: pages.compiled,
    outFiles,
    done: new Set(cached.keys()),
    assets,
    dates,
    runner,
    // (A root layout's navbar element is drawn on the error pages too, in the runner, where it renders:
    // the default locale's unless reused from the previous output, the other locales' always, as site-pages.ts.)
    ...(site.config.website?.navbarChild && {
      errorPages: [...site.pageMaps.keys()].filter(
        locale => !errorPagesDone || locale !== site.config.i18n.defaultLocale
      )
    })
  })
  // (A redirect whose source is the route answers it, as Next's: website/redirect-pages.ts.)
  const overPages = redirectsOverPagesOf(site.config)
  for (const [route, html] of ran.html) cached.set(route, overPages.get(route) ?? html)
  // (Before the write decision: a page stopped by its budget fails the build before anything is written.)
  diagnostics.push(...ran.diagnostics)
  // (A theme config's head that throws: each thread said it for its pages; one for the build.)
  oneHeadWarningEach(diagnostics)
  if (!errorPagesDone) errorPages.reused.clear() // rendered on this thread (or the runner's), both
  const rendered = await sitePages({
    site,
    compiled: pages.compiled,
    anchors: ran.anchors,
    dynamic: ran.dynamic,
    assets,
    dates,
    cached,
    errorPagesDone,
    ...(ran.errorPages && { errorPageFiles: ran.errorPages }),
    reporter
  })
  return { ...rendered, fileReads: ran.reads }
}

/** The output as files and links, and what the next build's state records of them. */
export interface OutputFiles {
  /** Output path → content (pages written early have an empty entry). */
  files: Map<string, string | Uint8Array>
  /** Output path → the previous output's file, unchanged. */
  links: Map<string, string>
  /** Route → the local files its bundled module included, with their hashes. */
  depsOf: Map<string, [string, string][]>
  /** Output path → content key, of the files that are nothing but their content. */
  contentKeys: Map<string, string>
}

/**
 * Every output file of the pipeline so far: rendered pages and error pages, bundled assets and files
 * imported by pages taken from the previous build; unchanged pages and content files are links to the
 * previous output (with the cache on).
 */
export async function outputFiles(
  site: Site,
  pages: PagesOutcome,
  bundle: BundleResult,
  rendered: SitePagesResult,
  state: BuildState | undefined,
  useCache: boolean,
  time: TimeStage
): Promise<OutputFiles> {
  const { outRoot } = site.config
  const { files } = rendered
  const links = new Map<string, string>()
  const replaced = new Set(rendered.replaced)
  for (const route of pages.reused) {
    const path = outputPathOf(route)
    // (An app page rendered in a content page's place is this build's.)
    if (replaced.has(path)) continue
    files.delete(path)
    links.set(path, join(outRoot, path))
  }
  const { errorPages } = pages
  for (const [path, html] of errorPages.rendered ?? []) files.set(path, html)
  if (errorPages.rendered === undefined) for (const path of errorPages.reused) links.set(path, join(outRoot, path))
  const depsOf = useCache
    ? await time('dependencies', () =>
        dependencyHashes(files, pages.renderKeys, withAbsentFiles(bundle, rendered.fileReads))
      )
    : new Map<string, [string, string][]>()
  for (const [path, bytes] of bundle.assets) files.set(path, bytes)
  // Files imported by pages taken from the previous build (not bundled this time).
  for (const facts of pages.compiled.values()) {
    for (const [path, source] of facts.bundleAssets ?? []) {
      if (files.has(path)) continue
      const bytes = await readFile(source).catch(() => undefined)
      if (bytes && assetPath(source, bytes) === path) files.set(path, bytes)
    }
  }
  // Files that are nothing but their content (assets, the navigation file): unchanged ones are linked.
  // Their keys are what the next build's state records (and removes when gone); the linking itself
  // measures as nothing since the in-place update compares before it writes: a warm build of the shared
  // workload costs 2.35 CPU-s median with it, 2.27 comparing them instead (4 + 4 runs, load 30–36).
  const keyed = new Set([...[...pages.renderKeys.keys()].map(outputPathOf), ...errorPages.keys.keys()])
  const contentKeys = useCache
    ? await linkUnchanged(state, outRoot, files, links, path => !keyed.has(path))
    : new Map<string, string>()
  return { files, links, depsOf, contentKeys }
}
