/** The console text for an image whose source is not http(s), as written by the page's author. */
export function nonHttpImageMessage(src: string): string {
  return `Image "${src}" is not an http(s) URL`
}

/**
 * SPEC §2 "Markdown media": a console warning for each non-http image the page renders. The
 * build marks such Markdown images with their source as written (`data-non-http`, see
 * templates/components/image.tsx) and warns about the unusual ones at build time too.
 */
export function setupMediaWarnings(root: ParentNode = document): void {
  for (const img of root.querySelectorAll<HTMLImageElement>('img[data-non-http]'))
    console.warn(nonHttpImageMessage(img.dataset.nonHttp ?? ''))
}
