// Nextra 4: a website folder's root layout (<Layout>/<GuildLayout>, <Navbar>, <Banner> props) as config fields.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { findAppPages, isContentCatchAll, type AppPageFile } from '../../app-router/find-app-pages.js'
import { readRootLayout, type FooterLink } from '../../app-router/read-root-layout.js'
import { websiteBundlePlugins } from '../../website/bundle-plugins.js'
import { mapThemeConfig } from '../website-options.js'
import { guildComponentsShimOf } from './config-stubs.js'
import type { ConfigFields, WebsiteNote } from './option-context.js'
import { localeRootLayout, type FolderReading } from './website-files.js'

/**
 * The chrome of the app pages under another chain of layouts than the content's: Next composes the
 * layouts of each route, so a page takes the options of its own layouts, the innermost winning
 * (packetScope's home, under its root layout alone, has none of its docs layout's navbar).
 */
export interface LayoutScopeFields {
  /** The chain of layout files (absolute), outermost first: an app page whose `layouts` are these is in the scope. */
  layouts: string[]
  fields: ConfigFields
  footerResources: FooterLink[]
  /** No layout of the chain draws the theme's chrome, where the content's do: no navbar, banner nor footer. */
  chromeless: boolean
}

/** What one layout file gives (undefined: it could not be read, or imports no theme). */
interface LayoutRead {
  fields: ConfigFields
  notes: WebsiteNote[]
  footerResources: FooterLink[]
  chrome: boolean
  navbarChild: boolean
}

/** A layout that imports none of these renders no theme chrome: it is not evaluated for a scope. */
const THEMED = /['"](nextra-theme-[\w-]+|@theguild\/components[\w/-]*|nextra\/components)['"]/

/**
 * The root layout's options (`rootLayout` relative to the site folder, undefined without one) read
 * like a theme config's (src/app-router/read-root-layout.ts), for the Next config's default locale;
 * `scopes`, the options of app pages under other chains of layouts (`scopeFiles`: the layouts read for them).
 */
export async function readLayoutOptions(
  nextFields: ConfigFields,
  svgComponents: boolean | 'query',
  { siteDir, notes, files, warn }: FolderReading
): Promise<{
  rootLayout?: string
  fields: ConfigFields
  footerResources: FooterLink[]
  scopes: LayoutScopeFields[]
  scopeFiles: string[]
  /** The root layout gives its navbar an element of its own (src/app-router/navbar-child.ts). */
  navbarChild?: boolean
}> {
  const appPages = appPagesOf(siteDir)
  // (Without `app/layout.tsx`, Next takes the layouts below it as root layouts: the one above the content
  // folder's catch-all, `app/[[...mdxPath]]/layout.tsx`, holds the theme's props then, as on Sinytra's wiki.)
  const aboveContent = appPages.find(isContentCatchAll)?.layouts ?? []
  const rootLayout =
    ['app', 'src/app']
      .flatMap(dir => ['tsx', 'jsx', 'ts', 'js'].map(ext => `${dir}/layout.${ext}`))
      .find(path => existsSync(join(siteDir, path))) ??
    localeRootLayout(siteDir) ??
    (aboveContent[0] && relative(siteDir, aboveContent[0]).split('\\').join('/'))
  if (!rootLayout) return { fields: {}, footerResources: [], scopes: [], scopeFiles: [] }
  const locale =
    typeof nextFields.defaultLocale === 'string'
      ? nextFields.defaultLocale
      : Array.isArray(nextFields.nextLocales) && typeof nextFields.nextLocales[0] === 'string'
        ? nextFields.nextLocales[0]
        : 'en'
  const rootFile = join(siteDir, rootLayout)
  const guild = guildComponentsShimOf(siteDir)
  const reads = new Map<string, LayoutRead | undefined>()
  const read = async (layoutFile: string): Promise<LayoutRead | undefined> => {
    if (reads.has(layoutFile)) return reads.get(layoutFile)
    const layout = relative(siteDir, layoutFile).split('\\').join('/')
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
    let value: LayoutRead | undefined
    if ('error' in result) warn(layoutFile, layoutFile === rootFile ? 'The root layout' : 'The layout', result.error)
    else {
      const mapped = mapThemeConfig(layout, result.theme)
      if (result.footerResources.length) {
        const names = result.footerResources.map(link => link.children).join(', ')
        mapped.notes.push({ file: layout, key: 'footer', action: 'read', detail: `<HiveFooter> resources: ${names}` })
      }
      value = {
        ...mapped,
        footerResources: result.footerResources,
        chrome: result.chrome,
        navbarChild: result.navbarChild
      }
    }
    reads.set(layoutFile, value)
    return value
  }

  // Next wraps the content folder's pages in every layout above its catch-all, the root's outermost:
  // a nested one's `<Layout>`/`<Navbar>` props win over the root's (packetScope's docs layout gives
  // the logo, its root layout only `<Head>`).
  const content = [rootFile, ...aboveContent.filter(file => file !== rootFile)]
  for (const file of content) {
    files.push(file)
    const value = await read(file)
    if (value) notes.push(...value.notes)
  }
  const own = merged(content, reads)
  if (own.read && content.every(file => reads.get(file)?.fields.banner === undefined))
    notes.push({ file: rootLayout, key: 'banner', action: 'read', detail: 'no <Banner>: no top banner' })

  // Every other chain of layouts an app page has, its options its own.
  const scopes: LayoutScopeFields[] = []
  const scopeFiles = new Set<string>()
  const seen = new Set([content.join('\0')])
  for (const page of appPages) {
    const chain = page.layouts
    if (chain.length === 0 || seen.has(chain.join('\0')) || isContentCatchAll(page)) continue
    seen.add(chain.join('\0'))
    for (const file of chain)
      if (!reads.has(file) && themed(file)) {
        scopeFiles.add(file)
        await read(file)
      }
    const scope = merged(chain, reads)
    const chromeless = own.chrome && !scope.chrome
    if (!chromeless && JSON.stringify(scope.fields) === JSON.stringify(own.fields)) continue
    scopes.push({ layouts: chain, fields: scope.fields, footerResources: scope.footerResources, chromeless })
    notes.push({
      file: relative(siteDir, chain.at(-1)!).split('\\').join('/'),
      key: 'layout',
      action: 'read',
      detail: chromeless
        ? `its pages (${routeOf(page)}…) are under no theme <Layout>: no navbar, banner or footer`
        : `its own chrome for its pages (${routeOf(page)}…)`
    })
  }
  // (Only `app/layout.*`'s is drawn: the page bundles export that one, `rootLayoutOf`.)
  const navbarChild = /^(src\/)?app\/layout\.\w+$/.test(rootLayout) && reads.get(rootFile)?.navbarChild
  return {
    rootLayout,
    fields: own.fields,
    footerResources: own.footerResources,
    scopes,
    scopeFiles: [...scopeFiles],
    ...(navbarChild && { navbarChild: true })
  }
}

/** A chain's options: each layout's over the ones above it, the innermost winning. */
function merged(
  chain: string[],
  reads: Map<string, LayoutRead | undefined>
): { fields: ConfigFields; footerResources: FooterLink[]; read: boolean; chrome: boolean } {
  const fields: ConfigFields = {}
  let footerResources: FooterLink[] = []
  let read = false
  let chrome = false
  for (const file of chain) {
    const value = reads.get(file)
    if (!value) continue
    read = true
    chrome ||= value.chrome
    Object.assign(fields, value.fields)
    if (value.footerResources.length) footerResources = value.footerResources
  }
  // Nextra 4's layouts (its <Layout>, components 9's <GuildLayout>) show a banner only when
  // given a <Banner>: no conference banner by default, as in Nextra's build.
  if (read && fields.banner === undefined) fields.banner = false
  return { fields, footerResources, read, chrome }
}

/** Whether a layout file imports a theme (the others draw no chrome: nothing to read in them). */
function themed(file: string): boolean {
  try {
    return THEMED.test(readFileSync(file, 'utf8'))
  } catch {
    return false
  }
}

/** The page files of the site's app folder (`app/`, else `src/app/`). */
function appPagesOf(siteDir: string): AppPageFile[] {
  for (const dir of ['app', 'src/app']) {
    const appDir = join(siteDir, dir)
    if (existsSync(appDir)) return findAppPages(appDir)
  }
  return []
}

/** An app page's folder as a route, for a note (`/blog`, `/[lang]`). */
const routeOf = (page: AppPageFile): string =>
  '/' +
  dirname(page.rel)
    .split('/')
    .filter(segment => segment !== '.' && !/^\(.*\)$/.test(segment))
    .join('/')
