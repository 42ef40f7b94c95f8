// A theme config's options that name the site and title its pages (websiteName, useNextSeoProps, titleSuffix…).
import type { DefineConfigHead } from '../define-config-head.js'
import { isObject, isText, THEME_IGNORED, type OptionContext } from './option-context.js'
import { productKeyOf } from './theme-logo.js'

/** A Nextra 2 `useNextSeoProps` hook's answer, called with no page; undefined when it fails or gives no object. */
function callSeoHook(hook: unknown): Record<string, unknown> | undefined {
  if (typeof hook !== 'function') return undefined
  try {
    const value = (hook as () => unknown)()
    return isObject(value) ? value : undefined
  } catch {
    return undefined
  }
}

/**
 * One theme config option about the site's name and its page titles into `fields`; false when `key`
 * is not one (`theme` is the whole config, `head` what its `defineConfig` writes).
 */
export function mapThemeTitleOption(
  key: string,
  option: unknown,
  { fields, read, ignored }: OptionContext,
  theme: Record<string, unknown>,
  head: DefineConfigHead | undefined
): boolean {
  switch (key) {
    case 'websiteName':
      if (isText(option)) {
        const product = productKeyOf(option)
        fields.siteName = product ?? option
        read(
          key,
          product ? `siteName "${product}" (the catalogue product: name, logo, colour)` : `siteName "${option}"`
        )
      } else ignored(key, 'not a string')
      return true
    case 'siteName':
      if (head?.siteName) read(key, `siteName "${head.siteName}" (defineConfig of @theguild/components 4)`)
      else ignored(key, 'not a string')
      return true
    case 'useNextSeoProps': {
      // nextra-theme-docs 2 writes every title through next-seo with what this hook returns: called
      // here outside any page (its router a stand-in), what it gives every page is read — its
      // `titleTemplate`, or none (the page's title alone). A route's own answer is not known here.
      // (@theguild/components' defineConfig writes the titles its own way: website-options.ts.)
      const seo = theme.__guildsiteDefineConfig === true ? undefined : callSeoHook(option)
      if (seo && isText(seo.titleTemplate) && seo.titleTemplate.includes('%s')) {
        fields.titleTemplate = seo.titleTemplate
        read(key, `page titles "${seo.titleTemplate}" (what it returns for a page)`)
      } else if (seo && seo.titleTemplate === undefined) {
        fields.titleTemplate = '%s'
        read(key, 'page titles alone (it returns no titleTemplate for a page)')
      } else ignored(key, THEME_IGNORED[key]!)
      fields.themeHead = true
      return true
    }
    case 'titleSuffix':
      // nextra-theme-blog 2/3: every title is the page's with this after it.
      if (isText(option)) {
        fields.titleTemplate = `%s${option.replaceAll('%s', '')}`
        read(key, `page titles "%s${option}" (nextra-theme-blog's suffix)`)
      } else ignored(key, 'not a string')
      fields.themeHead = true
      return true
    case 'titleTemplate':
      if (isText(option) && option.includes('%s')) {
        fields.titleTemplate = option
        read(key, `page titles "${option}" (the root layout's metadata.title.template)`)
      } else ignored(key, 'not a template with %s')
      return true
    case 'description':
      if (head?.nameOption === 'websiteName') read(key, "the navbar's subtitle (defineConfig's pages say the name)")
      else if (isText(option)) {
        fields.description = option
        read(key, 'the default page description')
      } else ignored(key, 'not a string')
      return true
    default:
      return false
  }
}
