import { join } from 'node:path'
import type { SiteConfig } from '../config/load-config.js'
import type { Site } from '../content/load-site.js'
import { clientAssets, type ClientAssets } from '../output/client-assets.js'
import { generationsDirOf } from '../output/generations.js'
import { gitDates } from '../output/git-dates.js'
import { resolveNpmVersions } from '../output/npm-versions.js'
import { listPublicFiles } from '../output/public-files.js'
import { appMetadataFiles, readMetadataFiles } from '../app-router/metadata-files.js'
import { faviconUrls } from '../render/asset-urls.js'
import type { Diagnostic } from '../shared/diagnostics.js'
import { withSiteStyles } from '../website/site-styles.js'
import type { TimeStage } from './stage-timer.js'

/** What every page renders with besides its own content. */
export interface SiteInputs {
  /** Client scripts and styles (content-hashed), the site's Tailwind CSS, favicons, KaTeX's files. */
  assets: ClientAssets
  /** Page path → last-updated date (git). */
  dates: Map<string, string>
  /** Files of the public folder, relative to it. */
  publicFiles: string[]
}

/** The part of the site inputs that needs only the config, under way (`startSiteInputs`). */
export type SiteInputsStart = Promise<[ClientAssets, Map<string, string>, string[], Diagnostic[]]>

/**
 * Starts what the site inputs need of the config alone — the client files read and hashed, the git
 * dates (a `git` process), the public folder listed — as soon as the config is known: the build
 * starts it when the content folder is scanned, so that it runs while the pages are read, not after
 * (the `assets` stage was 58–68 ms of a one-page build of the shared workload, most of it waiting on
 * git and the client files).
 */
export function startSiteInputs(config: SiteConfig, useCache: boolean): SiteInputsStart {
  const diagnostics: Diagnostic[] = []
  const started: SiteInputsStart = Promise.all([
    clientAssets().then(assets =>
      withSiteStyles(assets, config.siteDir, config.contentRoot, diagnostics, useCache ? config.cacheDir : undefined, [
        config.outRoot,
        generationsDirOf(config.outRoot),
        config.cacheDir
      ])
    ),
    gitDates(config.contentRoot, useCache ? join(config.cacheDir, 'git-dates.json') : undefined),
    listPublicFiles(config.publicRoot),
    Promise.resolve(diagnostics)
  ])
  // A build that stops before it needs them (content errors) does not wait for them: no unhandled rejection.
  started.catch(() => undefined)
  return started
}

/**
 * The site-wide inputs of the render stage (`started`: `startSiteInputs` of the same config, when the
 * build started it early). With the cache on, the git dates, the Tailwind CSS and the npm versions
 * are kept beside the cache (one small file each: one value for the whole site). Opt-in network: the
 * npm versions join the config (`site.config.npm`), so the render keys see them change.
 */
export async function siteInputs(
  site: Site,
  useCache: boolean,
  diagnostics: Diagnostic[],
  time: TimeStage,
  started?: SiteInputsStart
): Promise<SiteInputs> {
  const { config } = site
  const [assets, dates, publicFiles, found] = await time('assets', () => started ?? startSiteInputs(config, useCache))
  diagnostics.push(...found)
  // A Next site's app folder: its icons, Open Graph images and manifest, copied and linked as Next does.
  const metadata = config.website ? appMetadataFiles(config.siteDir) : undefined
  for (const [path, bytes] of readMetadataFiles(metadata?.files ?? [])) assets.files.set(path, bytes)
  // (An app icon replaces the product mark guildsite would link; the public folder's favicons stay.)
  const icons = faviconUrls(publicFiles, config.product !== undefined && !metadata?.icons.length)
  assets.icons = [...new Set([...(metadata?.icons ?? []), ...icons])]
  if (metadata?.ogImages.length) assets.ogImages = metadata.ogImages
  if (metadata?.manifest) assets.manifest = metadata.manifest
  if (config.latex)
    for (const [path, content] of (await import('../shared/katex-assets.js')).katexAssets())
      assets.files.set(path, content)
  if (config.npm.registry) {
    const npm = await time('npm versions', () =>
      resolveNpmVersions({
        // (Each page's badges are among the marks its source record keeps: unchanged pages are not read.)
        names: [...new Set(site.pages.flatMap(page => page.marks.badges))].sort(),
        configured: config.npm.versions,
        cacheFile: join(config.cacheDir, 'npm-versions.json')
      })
    )
    config.npm = { ...config.npm, versions: npm.versions }
    diagnostics.push(...npm.diagnostics)
  }
  return { assets, dates, publicFiles }
}
