import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { SiteConfig } from '../config/load-config.js'

/** The site's own MDX components: its `mdx-components` module and the names it may give. */
export interface SiteMdxComponents {
  /** Absolute path of `mdx-components.{tsx,ts,jsx,js}`. */
  file: string
  /** Capitalised names written in it: the components a page may use without importing them. */
  names: string[]
}

const CANDIDATES = ['', 'src/'].flatMap(dir => ['tsx', 'ts', 'jsx', 'js'].map(ext => `${dir}mdx-components.${ext}`))

const found = new Map<string, { mtimeMs: number; value: SiteMdxComponents } | null>()

/**
 * Next.js gives every MDX page of a site the components of its `mdx-components` file (in the site
 * folder or `src/`): Nextra 4's `useMDXComponents` there adds the site's own (graphql-eslint's
 * `<ESLintConfigs>`) to the theme's. A page using a name that is neither imported nor a built-in
 * takes it from there when the file names it (remark-analyse.ts imports it); names are read from
 * the file's text, so that no site code runs to find them. Read again when the file changes (dev).
 */
export function siteMdxComponents(config: Pick<SiteConfig, 'siteDir'>): SiteMdxComponents | undefined {
  for (const candidate of CANDIDATES) {
    const file = join(config.siteDir, candidate)
    let mtimeMs: number
    try {
      mtimeMs = statSync(file).mtimeMs
    } catch {
      continue
    }
    const known = found.get(file)
    if (known && known.mtimeMs === mtimeMs) return known.value
    const names = [...new Set(readFileSync(file, 'utf8').match(/\b[A-Z][A-Za-z0-9_$]*\b/g) ?? [])].sort()
    const value = { file, names }
    found.set(file, { mtimeMs, value })
    return value
  }
  return undefined
}

/** The compile option naming the site's MDX components, when it has an `mdx-components` file. */
export function siteComponentsOption(config: Pick<SiteConfig, 'siteDir'>): { siteComponents?: SiteMdxComponents } {
  const siteComponents = siteMdxComponents(config)
  return siteComponents ? { siteComponents } : {}
}
