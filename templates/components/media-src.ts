import { withBasePath, withBasePathOnce, type RenderContext } from '../context.js'

/** What `import logo from './logo.png'` gives a page (next/image calls it StaticImageData). */
export interface StaticImageData {
  src: string
  width?: number
  height?: number
  blurDataURL?: string
}

/** Every form an image source takes in real docs: a URL, an imported image, or an ESM namespace of one. */
export type ImageSource = string | StaticImageData | { default: StaticImageData }

/** An imported file's URL (a String object with a `src`: `assetModuleSource`) as a string; any other source as it is. */
export function urlOf<T>(src: T): T | string {
  return src instanceof String ? src.valueOf() : src
}

/**
 * An imported image's intrinsic size (a String object with Next's static image shape: `assetModuleSource`), as
 * next/image gives a static import's `<img>` its `width` and `height`; none for any other source.
 */
export function importedImageSize(src: unknown): { width?: number; height?: number } {
  if (!(src instanceof String)) return {}
  const { width, height } = src as unknown as { width?: unknown; height?: unknown }
  return typeof width === 'number' && typeof height === 'number' ? { width, height } : {}
}

/** SPEC §8: a media element without `src` is an error, with exactly this text. */
export const MISSING_SRC_MESSAGE = 'Must provide `src` prop'

/** Throws the SPEC error when a media source is missing or empty. */
export function assertSrc<T>(src: T | null | undefined | ''): asserts src is T {
  if (src === undefined || src === null || src === '') throw new Error(MISSING_SRC_MESSAGE)
}

/** True when an image has no source: absent, null or empty (`src=""`). */
export function isMissingSrc(src: unknown): src is undefined | null | '' {
  return src === undefined || src === null || src === '' || (src instanceof String && src.valueOf() === '')
}

/**
 * What `next/image` does in a Next build when an image has no source: the page is written with an `<img>` without
 * one (Next fails only in development). A build warning says so; the page is not failed.
 */
export function warnMissingImageSrc(context: Pick<RenderContext, 'warn'>, what = 'a next/image'): void {
  context.warn(
    `Image source missing: ${what} <img> has no \`src\`, so it is written without one (as Next writes it) ` +
      'and shows nothing. Give it a source or remove it.'
  )
}

/**
 * Props without the keys "0", "1", … that spreading an imported image (`<Image {...shot} />`, a String object:
 * `assetModuleSource`) copies from its characters: they are no attributes.
 */
export function withoutIndexKeys<T extends object>(props: T): T {
  if (!Object.prototype.hasOwnProperty.call(props, '0')) return props
  return Object.fromEntries(Object.entries(props).filter(([key]) => !/^\d+$/.test(key))) as T
}

// Sources a browser resolves the same way from every page of a static site, so they need no warning.
// `//host/x` counts as http(s): it is the page's scheme plus an absolute URL.
const WELL_FORMED_SRC = /^(?:https?:\/\/|\/|\.\.?\/|data:)/i

/** True when the image source is an http(s), root-relative, relative (`./`, `../`) or data: URL. */
export function isWellFormedImageSrc(src: string): boolean {
  return WELL_FORMED_SRC.test(src)
}

/** The resolved attributes of an image: URL with the base path, plus an imported image's own size. */
export interface ResolvedImage {
  src: string
  width?: number
  height?: number
}

/**
 * Applies the SPEC "Markdown media" rules to an image source: throws without one, prefixes
 * root-relative URLs with the base path, and warns (once per element) about a source that is
 * none of the forms a static site can serve reliably.
 */
export function resolveImageSrc(
  given: ImageSource | null | undefined,
  context: Pick<RenderContext, 'basePath' | 'warn'> & { route?: string }
): ResolvedImage {
  // (A browser strips the spaces around a URL before it resolves it: `src=" /images/x.png"` is root-relative.)
  const url = urlOf(given)
  const src = typeof url === 'string' && url.trim() !== '' ? url.trim() : url
  assertSrc(src)
  if (typeof src !== 'string') {
    const data = 'default' in src ? src.default : src
    assertSrc(data?.src)
    return { src: withBasePath(context.basePath, data.src), width: data.width, height: data.height }
  }
  // (On the site's root page without a base path, `mockup.png` is `/mockup.png` for every browser: hello.dev's hero.)
  const atRoot = context.route === '/' && !context.basePath && !/^[a-z][a-z0-9+.-]*:/i.test(src)
  if (!isWellFormedImageSrc(src) && !atRoot) {
    context.warn(
      `Image source "${src}" is not an http(s) URL, a root-relative path, a relative path, a data: URL ` +
        'or an imported image, so browsers resolve it against each page URL and may not find it. ' +
        'Start it with "/" (from the site root) or "./" (next to the page), or use a full https:// URL.'
    )
  }
  return { src: withBasePathOnce(context.basePath, src), ...importedImageSize(given) }
}
