/**
 * The text Nextra 3 and 4 give a page's title when its first `#` heading names it: the heading as
 * written, since their MDX compiler reads the title before `remark-smartypants` turns its quotes
 * curly and its dashes long (`# Customize Endpoint's HTTP Method` → the title keeps `'`, the heading
 * shows `’`). Our TOC holds the rendered text; the source's heading replaces it when the two differ
 * only by those substitutions.
 */
export function headingTitle(rendered: string, written: string | undefined): string {
  if (written === undefined || written === rendered) return rendered
  return typographic(written) === typographic(rendered) ? written : rendered
}

/** One spelling for what smartypants substitutes: quotes, dashes, ellipses. */
const typographic = (text: string): string =>
  text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/-{2,3}|[–—]/g, '-')
    .replace(/\.\.\.|…/g, '…')
