// Nextra 4: a website folder's root layout (<Layout>/<GuildLayout>, <Navbar>, <Banner> props) as config fields.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { readRootLayout, type FooterLink } from '../../app-router/read-root-layout.js'
import { websiteBundlePlugins } from '../../website/bundle-plugins.js'
import { mapThemeConfig } from '../website-options.js'
import { guildComponentsShim } from './config-stubs.js'
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
  let layoutFields: ConfigFields = {}
  let footerResources: FooterLink[] = []
  const rootLayout =
    ['app', 'src/app']
      .flatMap(dir => ['tsx', 'jsx', 'ts', 'js'].map(ext => `${dir}/layout.${ext}`))
      .find(path => existsSync(join(siteDir, path))) ?? localeRootLayout(siteDir)
  if (rootLayout) {
    const layoutFile = join(siteDir, rootLayout)
    files.push(layoutFile)
    // (A root layout in a dynamic segment, `app/[lang]/layout.tsx`, is read for the default locale.)
    const segment = /\[(\w+)\]\/layout\.\w+$/.exec(rootLayout)?.[1]
    const locale =
      typeof nextFields.defaultLocale === 'string'
        ? nextFields.defaultLocale
        : Array.isArray(nextFields.nextLocales) && typeof nextFields.nextLocales[0] === 'string'
          ? nextFields.nextLocales[0]
          : 'en'
    const read = await readRootLayout(
      layoutFile,
      siteDir,
      {
        '@theguild/components': guildComponentsShim,
        // (`PRODUCTS.YOGA.title`, the Guild's product data, as the layout's metadata reads it.)
        '@theguild/components/products': guildComponentsShim
      },
      websiteBundlePlugins({ svgComponents }),
      segment ? { [segment]: locale } : undefined
    )
    if ('error' in read) warn(layoutFile, 'The root layout', read.error)
    else {
      const mapped = mapThemeConfig(rootLayout, read.theme)
      layoutFields = mapped.fields
      notes.push(...mapped.notes)
      if (read.footerResources.length) {
        footerResources = read.footerResources
        const names = read.footerResources.map(link => link.children).join(', ')
        notes.push({ file: rootLayout, key: 'footer', action: 'read', detail: `<HiveFooter> resources: ${names}` })
      }
      // Nextra 4's layouts (its <Layout>, components 9's <GuildLayout>) show a banner only when
      // given a <Banner>: no conference banner by default, as in Nextra's build.
      if (layoutFields.banner === undefined) {
        layoutFields.banner = false
        notes.push({ file: rootLayout, key: 'banner', action: 'read', detail: 'no <Banner>: no top banner' })
      }
    }
  }
  return { rootLayout, fields: layoutFields, footerResources }
}
