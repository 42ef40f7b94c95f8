import { readFileSync } from 'node:fs'

/**
 * Whose chrome a Next.js website folder's theme draws, told by what the site imports: the Guild's
 * (`@theguild/components`: its `defineConfig`, `GuildLayout`, `withGuildDocs`) or nextra-theme-docs'
 * own (`nextra-theme-docs` or `nextra-theme-blog` in package.json, its `<Layout>` in `app/layout.tsx`, `theme:
 * 'nextra-theme-docs'` in the Next config) — undefined when neither is named (guildsite's default,
 * the Guild's). The Guild's wins wherever it is named: its sites list both packages.
 */
export function siteChrome(pkg: Record<string, unknown> | undefined, files: string[]): 'guild' | 'nextra' | undefined {
  const deps = { ...(pkg?.dependencies as object), ...(pkg?.devDependencies as object) }
  const texts = files.filter(file => !file.endsWith('package.json')).map(readText)
  const names = (name: string) =>
    name in deps || texts.some(text => text.includes(`'${name}`) || text.includes(`"${name}`))
  if (names('@theguild/components')) return 'guild'
  // (nextra-theme-blog's sites are no Guild's either: their chrome is Nextra's, not the company's.)
  if (names('nextra-theme-docs') || names('nextra-theme-blog')) return 'nextra'
  return undefined
}

function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return ''
  }
}
