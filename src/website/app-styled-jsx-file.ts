import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const APP_FILES = ['_app.tsx', '_app.jsx', '_app.ts', '_app.js']
const STYLED_JSX_GLOBAL = /<style\s+jsx\b[^>]*\bglobal\b/

/**
 * The site's `pages/_app` file (in `pagesDir`) when its text has a `<style jsx global>`, else undefined:
 * what decides whether `app-global-styles.ts` is loaded at all. That module evaluates `_app` with the
 * lenient evaluator (MDX's parser, esbuild, React: ~200 ES modules, ~0.2 CPU-s of every build's main
 * thread when loaded), which only a site with such a file needs; this check imports nothing.
 */
export function appStyledJsxFile(pagesDir: string): string | undefined {
  const file = APP_FILES.map(name => join(pagesDir, name)).find(path => existsSync(path))
  try {
    return file && STYLED_JSX_GLOBAL.test(readFileSync(file, 'utf8')) ? file : undefined
  } catch {
    // (Unreadable: the site's stylesheet goes without it, as when evaluating it fails.)
    return undefined
  }
}
