import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

// The site's `mdx-components` file, read without running it (`mdx-components.ts` evaluates it): where it is,
// and whether it gives pages components 9's `useHiveMDXComponents`.
//
// Components 9's `useHiveMDXComponents` (Hive's `mdx-components.js`: `export { useHiveMDXComponents as
// useMDXComponents } from '@theguild/components/server'`) is the theme's components with its own `a`,
// `MDXLink`: every Markdown link of every MDX page is blue-700, medium, underlined 2 px below, not on hover
// (the primary colour at 90 % in the dark). Only the link changes, so the pages keep their own rendering
// path: the document says so (`data-gs-hive-links`) and layout.css draws Markdown's links that way.

const NAMES = ['tsx', 'ts', 'jsx', 'js'].map(ext => `mdx-components.${ext}`)

/**
 * The site's `mdx-components.{tsx,ts,jsx,js}` when it has an `app/` folder (in the site folder or `src/`),
 * if any: where Next's MDX loader looks for it (its `next-mdx-import-source-file` alias), `src/` first, then
 * the site folder, wherever the app folder is — a root mdx-components.tsx serves `src/app/` too (feel5ny's blog).
 */
export function siteComponentsFile(siteDir: string): string | undefined {
  if (!['', 'src'].some(dir => existsSync(join(siteDir, dir, 'app')))) return undefined
  return ['src', ''].flatMap(dir => NAMES.map(name => join(siteDir, dir, name))).find(path => existsSync(path))
}

const read = new Map<string, boolean>()

/**
 * Whether the site's `mdx-components` file gives its pages components 9's `useHiveMDXComponents`: read once
 * per version of the file (`guildsite dev` reads it again after a save).
 */
export function hiveMdxLinks(siteDir: string): boolean {
  const file = siteComponentsFile(siteDir)
  if (!file) return false
  let key: string
  try {
    key = `${file}\0${statSync(file).mtimeMs}`
  } catch {
    return false
  }
  let value = read.get(key)
  if (value === undefined) {
    let source = ''
    try {
      source = readFileSync(file, 'utf8')
    } catch {
      // (Gone since it was found: no Hive links.)
    }
    // (Its own `a` given to the hook, `useHiveMDXComponents({ a: MyLink })`, is an element override of the
    // site's, drawn through the file itself: `mdx-components.ts`.)
    value = /\buseHiveMDXComponents\b/.test(source) && /@theguild\/components\/server/.test(source)
    read.set(key, value)
  }
  return value
}
