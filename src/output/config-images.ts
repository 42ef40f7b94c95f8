import { contentHash } from '../shared/content-hash.js'

// An image a site's config imports from its own files (a theme config's or root layout's `import image
// from './graphql-conf-image.webp'`) is read at config time as a data URL (config/lenient-plugin.ts).
// Drawn on every page (the Company menu's card of the Guild's bar), it is written once as an asset
// instead: the render names it by the hash of its bytes (`configImageUrl`) and the site files write it
// (`configImageFile`), both from the config alone, so they agree on every thread.

const TYPES: Record<string, string> = {
  'image/svg+xml': 'svg',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/x-icon': 'ico'
}

/** The name of the Company menu card's image (`hiveNavigation.companyCard.image`). */
export const COMPANY_CARD_IMAGE = 'company-card'

const DATA_URL = /^data:([\w/+.-]+);base64,([A-Za-z0-9+/=]+)$/

/** The asset a data URL image is written as (`_gs/assets/<name>-<hash>.<ext>`), undefined for any other URL. */
export function configImageFile(url: string, name: string): { path: string; bytes: Uint8Array } | undefined {
  const match = DATA_URL.exec(url)
  const ext = match && TYPES[match[1]]
  if (!match || !ext) return undefined
  const bytes = Buffer.from(match[2], 'base64')
  return { path: `_gs/assets/${name}-${contentHash(bytes)}.${ext}`, bytes }
}

/** Where the page finds a config image: its asset's URL for a data URL, else the URL as given. */
export function configImageUrl(url: string, name: string): string {
  const file = configImageFile(url, name)
  return file ? `/${file.path}` : url
}
