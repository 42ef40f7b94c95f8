import { PRODUCT_DATA, isProductKey } from '../../templates/catalogue/product-data.js'

/**
 * The document title and default description that `@theguild/components`' `defineConfig` writes in
 * every page's head (its `head` function), by the name option its version takes:
 * - `websiteName` (components 5–7, Nextra 3): `<page> (<websiteName>)`, and `<websiteName>
 *   Documentation` for a page without a `description`; the config's own `description` is the
 *   navbar's subtitle, not a page's;
 * - `siteName` (components 4, Nextra 2), a product key (`'SHIELD'`): `<page> – GraphQL <product>`
 *   (no "GraphQL" for ANGULAR and KITQL), and `<that name> Documentation`.
 */
export interface DefineConfigHead {
  titleTemplate: string
  description: string
  /** The site's name, a catalogue key when `siteName` names a product. */
  siteName?: string
  /**
   * `websiteName` (components 5–7): one Guild navbar, the config's `description` its subtitle;
   * `siteName` (components 4): the Guild's company header above Nextra's navbar, whose logo is the
   * product's mark, name and title.
   */
  nameOption: 'websiteName' | 'siteName'
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim().length > 0

export function defineConfigHead(config: Record<string, unknown>): DefineConfigHead | undefined {
  const { websiteName, siteName } = config
  if (isText(websiteName))
    return {
      titleTemplate: `%s (${websiteName.replaceAll('%s', '')})`,
      description: `${websiteName} Documentation`,
      nameOption: 'websiteName'
    }
  if (!isText(siteName)) return undefined
  const name = isProductKey(siteName)
    ? `${['ANGULAR', 'KITQL'].includes(siteName) ? '' : 'GraphQL '}${PRODUCT_DATA[siteName].name}`
    : siteName
  return {
    titleTemplate: `%s – ${name.replaceAll('%s', '')}`,
    description: `${name} Documentation`,
    siteName,
    nameOption: 'siteName'
  }
}
