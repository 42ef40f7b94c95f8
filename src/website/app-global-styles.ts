import { readFileSync } from 'node:fs'
import { isValidElement, type ReactNode } from 'react'
import { evaluateLenient } from '../config/evaluate-lenient.js'
import { distPath } from '../package-root.js'
import { appStyledJsxFile } from './app-styled-jsx-file.js'

// A Nextra 2/3 site's `pages/_app` may write global CSS with styled-jsx (`<style jsx global>{`…`}</style>`,
// Next's built-in): Hive's and graphql-code-generator's set `--font-sans` to their `next/font/local` font
// there (and Hive normal tracking for Nextra's headings). Next renders `_app` around every page, so the
// rules hold on every page. guildsite draws its own chrome and does not render `_app`: its global styled-jsx
// CSS is read here — the module evaluated leniently, its component called with an empty page — and goes into
// the site stylesheet (`site-styles.ts`). With `@theguild/components/style.css` (components 7: `html {
// font-family: var(--font-sans, …) }`) imported beside a `--font-sans`, guildsite's chrome takes that font too.

const FONT_STUBS: Record<string, () => string> = {
  'next/font/local': () =>
    `export { default } from ${JSON.stringify(distPath('templates', 'modules', 'next-font-local.js'))}`,
  'next/font/google': () => `export * from ${JSON.stringify(distPath('templates', 'modules', 'next-font-google.js'))}`
}

/** The text of a style element's children (a template literal's string, or several). */
function textOf(children: ReactNode): string {
  if (typeof children === 'string' || typeof children === 'number') return String(children)
  if (Array.isArray(children)) return children.map(textOf).join('')
  return ''
}

/** Every `<style jsx global>` of an element tree, in order. */
function globalStyles(node: unknown, out: string[]): string[] {
  if (Array.isArray(node)) for (const child of node) globalStyles(child, out)
  else if (isValidElement(node)) {
    const props = node.props as { jsx?: unknown; global?: unknown; children?: ReactNode }
    if (node.type === 'style' && props.jsx !== undefined && props.global !== undefined && props.global !== false)
      out.push(textOf(props.children))
    else globalStyles(props.children, out)
  }
  return out
}

/**
 * The global styled-jsx CSS of the site's `_app` (in `pagesDir`), '' when it has none or cannot be run
 * (a hook it calls outside a render: Next's page context is not there). CSS that cannot close its
 * stylesheet's rule block (`</style`) is left out.
 */
export async function appGlobalStyles(pagesDir: string, siteDir: string): Promise<string> {
  const file = appStyledJsxFile(pagesDir)
  if (!file) return ''
  const result = await evaluateLenient(file, siteDir, { stubs: FONT_STUBS })
  if ('error' in result || typeof result.value !== 'function') return ''
  let tree: unknown
  try {
    tree = (result.value as (props: object) => unknown)({ Component: () => null, pageProps: {} })
  } catch {
    return ''
  }
  const css = globalStyles(tree, [])
    .filter(text => !/<\/style/i.test(text))
    .join('\n')
  if (!css.trim()) return ''
  // (Components 7's stylesheet sets the page's font from `--font-sans`: so does guildsite's chrome then.)
  const source = readFileSync(file, 'utf8')
  const guildFont = /--font-sans\s*:/.test(css) && /['"]@theguild\/components\/style\.css['"]/.test(source)
  return guildFont ? `${css}\n:root{--gs-font-sans:var(--font-sans)}` : css
}
