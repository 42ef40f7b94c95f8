import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

// Folders of a site that hold no code of its own.
const SKIPPED = new Set(['node_modules', 'public', 'out', 'dist', 'build', '.next'])
const SCRIPT = /\.(?:[cm]?[jt]sx?|mdx)$/
const META = /^_meta(?:\.global)?(?:\.[\w-]+)?\.[cm]?[jt]sx?$|^_meta(?:\.[\w-]+)?\.json$/
// (A bound on what is read: a site's own code, never a whole monorepo's.)
const MAX_FILES = 5000
const MAX_BYTES = 32 * 1024 * 1024

/**
 * Whether the site's own code reads a key off a page map item's meta (`page.meta?.description`,
 * `meta['readTime']`): Nextra 2 and 3 keep a meta entry's own keys in the page map, and a site's
 * components use them (cards, "5 min read"). Reads the site's script and MDX files once (not its
 * metas, installed packages or public files), on the first question.
 */
export function metaKeysReadByCode(siteDir: string): (key: string) => boolean {
  let text: string | undefined
  const cache = new Map<string, boolean>()
  return key => {
    if (text === undefined) text = siteCode(siteDir)
    let found = cache.get(key)
    if (found === undefined) {
      const name = key.replace(/[$]/g, '\\$')
      found = new RegExp(
        `\\bmeta\\s*\\??\\.\\s*${name}\\b|\\bmeta\\s*(?:\\?\\.)?\\[\\s*['"\`]${name}['"\`]\\s*\\]`
      ).test(text)
      cache.set(key, found)
    }
    return found
  }
}

function siteCode(siteDir: string): string {
  const parts: string[] = []
  let files = 0
  let bytes = 0
  const walk = (dir: string) => {
    let entries
    try {
      entries = readdirSync(dir, { withFileTypes: true })
    } catch {
      return
    }
    for (const entry of entries) {
      if (files >= MAX_FILES || bytes >= MAX_BYTES) return
      if (entry.name.startsWith('.') || SKIPPED.has(entry.name)) continue
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (entry.isFile() && SCRIPT.test(entry.name) && !META.test(entry.name)) {
        try {
          if (statSync(path).size > 1024 * 1024) continue
          const code = readFileSync(path, 'utf8')
          files++
          bytes += code.length
          parts.push(code)
        } catch {
          // (Gone since the listing: nothing to read.)
        }
      }
    }
  }
  walk(siteDir)
  return parts.join('\n')
}
