import { readText } from '../shared/read-text.js'

/**
 * Whose chrome a Next.js website folder's theme draws, told by what the site imports: the Guild's
 * (`@theguild/components`: its `defineConfig`, `GuildLayout`, `withGuildDocs`) or nextra-theme-docs'
 * own (`nextra-theme-docs` in package.json, its `<Layout>` in `app/layout.tsx`, `theme:
 * 'nextra-theme-docs'` in the Next config), or nextra-theme-blog's (`'blog'`: Nextra's chrome, pages
 * as posts; a theme of the site's own, `theme: './src'`, wears Nextra's) — undefined when none is named (guildsite's default, the Guild's). The Guild's wins wherever it is named: its sites list both packages.
 */
export function siteChrome(
  pkg: Record<string, unknown> | undefined,
  files: string[]
): 'guild' | 'nextra' | 'blog' | undefined {
  const deps = { ...(pkg?.dependencies as object), ...(pkg?.devDependencies as object) }
  const texts = files.filter(file => !file.endsWith('package.json')).map(readText)
  const names = (name: string) =>
    name in deps || texts.some(text => text.includes(`'${name}`) || text.includes(`"${name}`))
  if (names('@theguild/components')) return 'guild'
  if (names('nextra-theme-docs')) return 'nextra'
  // nextra-theme-blog's sites are no Guild's either: Nextra's chrome, their pages laid out as posts.
  if (names('nextra-theme-blog')) return 'blog'
  // A theme of the site's own (Nextra 2/3's `nextra({ theme: './src' })`) is no Guild's either: Nextra's
  // docs chrome is the nearest to it.
  if (texts.some(text => /\btheme\s*:\s*['"]\.{1,2}\//.test(text))) return 'nextra'
  return undefined
}
