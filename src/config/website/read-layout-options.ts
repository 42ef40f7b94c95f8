// Nextra 4: a website folder's root layout (<Layout>/<GuildLayout>, <Navbar>, <Banner> props) as config fields.
import { existsSync } from 'node:fs'
import { join, relative } from 'node:path'
import { findAppPages, isContentCatchAll } from '../../app-router/find-app-pages.js'
import { readRootLayout, type FooterLink } from '../../app-router/read-root-layout.js'
import { websiteBundlePlugins } from '../../website/bundle-plugins.js'
import { mapThemeConfig } from '../website-options.js'
import { guildComponentsShimOf } from './config-stubs.js'
import type { ConfigFields } from './option-context.js'
import { localeRootLayout, type FolderReading } from './website-files.js'

/**
 * The root layout's options (`rootLayout` relative to the site folder, undefined without one) read
 * like a theme config's (src/app-router/read-root-layout.ts), for the Next config's default locale.
 */
export async function readLayoutOptions(
  nextFields: ConfigFields,
  svgComponents: boolean | 'query',
  { siteDir, notes, files, warn }: FolderReading
): Promise<{ rootLayout?: string; fields: ConfigFields; footerResources: FooterLink[] }> {
  const layoutFields: ConfigFields = {}
  let footerResources: FooterLink[] = []
  // (Without `app/layout.tsx`, Next takes the layouts below it as root layouts: the one above the content
  // folder's catch-all, `app/[[...mdxPath]]/layout.tsx`, holds the theme's props then, as on Sinytra's wiki.)
  const aboveContent = contentLayouts(siteDir)
  const rootLayout =
    ['app', 'src/app']
      .flatMap(dir => ['tsx', 'jsx', 'ts', 'js'].map(ext => `${dir}/layout.${ext}`))
      .find(path => existsSync(join(siteDir, path))) ??
    localeRootLayout(siteDir) ??
    (aboveContent[0] && relative(siteDir, aboveContent[0]).split('\\').join('/'))
  if (rootLayout) {
    const locale =
      typeof nextFields.defaultLocale === 'string'
        ? nextFields.defaultLocale
        : Array.isArray(nextFields.nextLocales) && typeof nextFields.nextLocales[0] === 'string'
          ? nextFields.nextLocales[0]
          : 'en'
    // Next wraps the content folder's pages in every layout above its catch-all, the root's outermost:
    // a nested one's `<Layout>`/`<Navbar>` props win over the root's (packetScope's docs layout gives
    // the logo, its root layout only `<Head>`).
    const rootFile = join(siteDir, rootLayout)
    const layouts = [rootFile, ...aboveContent.filter(file => file !== rootFile)]
    const guild = guildComponentsShimOf(siteDir)
    let read = false
    for (const layoutFile of layouts) {
      const layout = relative(siteDir, layoutFile).split('\\').join('/')
      files.push(layoutFile)
      // (A layout in a dynamic segment, `app/[lang]/layout.tsx`, is read for the default locale; one in a
      // catch-all's folder, `app/[[...mdxPath]]/layout.tsx`, with its params, that catch nothing at the home page.)
      const dynamic = layout
        .split('/')
        .slice(0, -1)
        .filter(segment => /^\[.+\]$/.test(segment))
      const segments = [...layout.matchAll(/\/\[(\w+)\](?=\/)/g)].map(match => match[1])
      const params = dynamic.length ? Object.fromEntries(segments.map(name => [name, locale])) : undefined
      const result = await readRootLayout(
        layoutFile,
        siteDir,
        {
          '@theguild/components': guild,
          // (`PRODUCTS.YOGA.title`, the Guild's product data, as the layout's metadata reads it.)
          '@theguild/components/products': guild
        },
        websiteBundlePlugins({ svgComponents }),
        params
      )
      if ('error' in result) {
        warn(layoutFile, layoutFile === rootFile ? 'The root layout' : 'The layout', result.error)
        continue
      }
      read = true
      const mapped = mapThemeConfig(layout, result.theme)
      Object.assign(layoutFields, mapped.fields)
      notes.push(...mapped.notes)
      if (result.footerResources.length) {
        footerResources = result.footerResources
        const names = result.footerResources.map(link => link.children).join(', ')
        notes.push({ file: layout, key: 'footer', action: 'read', detail: `<HiveFooter> resources: ${names}` })
      }
    }
    // Nextra 4's layouts (its <Layout>, components 9's <GuildLayout>) show a banner only when
    // given a <Banner>: no conference banner by default, as in Nextra's build.
    if (read && layoutFields.banner === undefined) {
      layoutFields.banner = false
      notes.push({ file: rootLayout, key: 'banner', action: 'read', detail: 'no <Banner>: no top banner' })
    }
  }
  return { rootLayout, fields: layoutFields, footerResources }
}

/** The layouts above the page that serves the content folder (`[[...mdxPath]]/page.tsx`), outermost first. */
function contentLayouts(siteDir: string): string[] {
  for (const dir of ['app', 'src/app']) {
    const appDir = join(siteDir, dir)
    if (!existsSync(appDir)) continue
    return findAppPages(appDir).find(isContentCatchAll)?.layouts ?? []
  }
  return []
}
