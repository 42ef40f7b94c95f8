// A website folder's theme config (Nextra 2/3), evaluated with @theguild/components and next/* stubbed.
import { evaluateLenient } from '../evaluate-lenient.js'
import { nextImageStub, nextLinkStub, nextNavigationStub, nextraHooksStub, nextRouterStub } from '../next-stubs.js'
import { mapThemeConfig } from '../website-options.js'
import { websiteBundlePlugins } from '../../website/bundle-plugins.js'
import { readFileSync } from 'node:fs'
import { headFunctionAt, type ThemeHeadModule } from '../../website/theme-head.js'
import type { ThemeMainModule } from '../../website/theme-main.js'
import { commentsOfThemeMain } from '../theme-main-comments.js'
import { themeComponentKeys } from '../../website/mdx-components.js'
import { nodeMarkup, readsPage } from './theme-logo.js'
import {
  PAGE_NODE_KEYS,
  pageNodeMarker,
  themePageNode,
  type PageNodeKey,
  type ThemePageNode
} from '../../website/theme-page-nodes.js'
import { createElement } from 'react'
import { guildComponentsShimOf, nextraThemeDocsStub, packageFallbackStubs } from './config-stubs.js'
import type { ConfigFields } from './option-context.js'
import type { FolderReading } from './website-files.js'

/**
 * A Nextra 2/3 theme config's `components` option: the file, the component names it gives every page,
 * and the HTML elements it overrides (`h1`, `a`, `pre`: nextra-theme-docs spreads them over its own).
 */
export interface ThemeComponents {
  file: string
  names: string[]
  elements: string[]
  /**
   * Its `head` is a function: the config's module, which each render thread runs again to render it
   * for every page (`src/website/theme-head.ts`), and where the function is written.
   */
  head?: ThemeHeadModule
  /** Its `main` is a function: drawn around every docs page's content the same way (`src/website/theme-main.ts`). */
  main?: ThemeMainModule
  /**
   * Its `editLink.component` is a component (Nextra 3): rendered for every page in place of the edit
   * link, as `head` is (`src/website/theme-edit-link.ts`); the config's module when `head` has none.
   */
  editLink?: { code?: string }
  /**
   * Its `logo` reads the page (`useRouter()`…): drawn for every page as `head` is, in place of the
   * markup drawn once (`src/website/theme-page-nodes.ts`); the config's module when no other option carries it.
   */
  logo?: ThemePageNode
  /** Its footer's content reads the page: drawn for every page the same way. */
  footer?: ThemePageNode
  /** Its `toc.extraContent` reads the page (Lamatic's, the page's front matter): the same way. */
  tocExtra?: ThemePageNode
  /**
   * nextra-theme-blog 2/3's `dateFormatter` is a function: a post's date written by it on the thread that
   * renders the page (`src/website/theme-date-formatter.ts`); the config's module when no other option carries it.
   */
  dateFormatter?: { code?: string }
}

/** Where the markup drawn once of each node is (the fields of `theme-chrome-options.ts`). */
const PAGE_NODE_FIELDS: Record<PageNodeKey, string> = {
  logo: 'brandMarkup',
  footer: 'footerMarkup',
  tocExtra: 'tocExtraMarkup'
}

export async function readThemeConfig(
  themeFile: string,
  svgComponents: boolean | 'query',
  { siteDir, notes, files, display, warn }: FolderReading
): Promise<{ fields: ConfigFields; themeComponents?: ThemeComponents }> {
  let themeFields: ConfigFields = {}
  let themeComponents: ThemeComponents | undefined
  files.push(themeFile)
  const guild = guildComponentsShimOf(siteDir)
  const stubs = {
    ...packageFallbackStubs(siteDir),
    '@theguild/components': guild,
    '@theguild/components/products': guild,
    'next/link': nextLinkStub,
    'next/router': nextRouterStub,
    'nextra/hooks': nextraHooksStub,
    'next/navigation': nextNavigationStub,
    'nextra-theme-docs': nextraThemeDocsStub,
    'next/image': nextImageStub
  }
  const result = await evaluateLenient(themeFile, siteDir, {
    stubs,
    plugins: websiteBundlePlugins({ svgComponents })
  })
  if ('error' in result) warn(themeFile, 'The theme config', result.error)
  else {
    const mapped = mapThemeConfig(display(themeFile), result.value)
    themeFields = mapped.fields
    notes.push(...mapped.notes)
    // (A `head` function renders per page on the threads that render pages: src/website/theme-head.ts.)
    // (So does a `main` wrapper, around each page's content: src/website/theme-main.ts.)
    const { head, main, editLink } =
      (result.value as { head?: unknown; main?: unknown; editLink?: { component?: unknown } } | null) ?? {}
    const source = readFileSync(themeFile, 'utf8')
    themeComponents = {
      file: themeFile,
      ...themeComponentKeys(result.value),
      ...(typeof head === 'function' &&
        result.code !== undefined && { head: { code: result.code, ...headFunctionAt(source) } }),
      // (Its module travels once: in `head` when the config has a head function.)
      ...(typeof editLink?.component === 'function' &&
        result.code !== undefined && { editLink: typeof head === 'function' ? {} : { code: result.code } })
    }
    if (typeof main === 'function' && result.code !== undefined)
      themeComponents.main = {
        // (Its module travels once: in `head` when the config has a head function.)
        ...(typeof head !== 'function' && { code: result.code }),
        ...headFunctionAt(source, 'main'),
        ...(commentsOfThemeMain(main) && { comments: true as const })
      }
    const { dateFormatter } = (result.value as { dateFormatter?: unknown } | null) ?? {}
    if (typeof dateFormatter === 'function' && result.code !== undefined) {
      const theme = themeComponents
      const carried = theme.head?.code ?? theme.editLink?.code ?? theme.main?.code
      theme.dateFormatter = carried === undefined ? { code: result.code } : {}
    }
    // A logo, footer content or TOC extra that reads the page (grpcity's `useRouter()`: `/en` or `/zh`;
    // Lamatic's `useConfig().frontMatter`) is drawn per page.
    for (const key of PAGE_NODE_KEYS) {
      const node = themePageNode(result.value, key, createElement)
      if (node == null || result.code === undefined || !readsPage(() => nodeMarkup(node))) continue
      // (A TOC extra that drew nothing for no page — shown on some pages only —: a marker where each page's goes.)
      if (key === 'tocExtra' && typeof themeFields.tocExtraMarkup !== 'string')
        themeFields.tocExtraMarkup = pageNodeMarker(key)
      const markup = themeFields[PAGE_NODE_FIELDS[key]]
      if (typeof markup !== 'string') continue
      const theme = themeComponents
      const carried =
        theme.head?.code ??
        theme.editLink?.code ??
        theme.main?.code ??
        PAGE_NODE_KEYS.map(other => theme[other]?.code).find(Boolean)
      theme[key] = { markup, ...(carried === undefined && { code: result.code }) }
      notes.push({
        file: display(themeFile),
        key,
        action: 'read',
        detail: 'it reads the page (useRouter, useConfig): drawn for each page, as Nextra draws it'
      })
    }
  }
  return { fields: themeFields, themeComponents }
}
