import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

const APP_FILES = ['_app.tsx', '_app.jsx', '_app.ts', '_app.js']

/**
 * The site's global stylesheets, as a Nextra 2/3 site's `pages/_app` imports them
 * (`import './globals.css'`, the Guild's `.nextra-container` rule): the files its relative `.css`
 * imports name, in import order. Packages' stylesheets (`@theguild/components/style.css`) are
 * guildsite's own; absent files are left out.
 */
export function appStylesheets(contentRoot: string): string[] {
  const app = APP_FILES.map(name => join(contentRoot, name)).find(path => existsSync(path))
  if (!app) return []
  const source = readFileSync(app, 'utf8')
  const files: string[] = []
  for (const match of source.matchAll(/^\s*import\s+['"](\.{1,2}\/[^'"]+\.css)['"]/gm)) {
    const path = resolve(dirname(app), match[1])
    if (existsSync(path) && !files.includes(path)) files.push(path)
  }
  return files
}
