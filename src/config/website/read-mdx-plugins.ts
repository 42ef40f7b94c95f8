// A website folder's own remark/rehype plugins (next.config's `mdxOptions`): which run, which are absent (warned at their import).
import { createHash } from 'node:crypto'
import { resolve } from 'node:path'
import { diagnostic, positionAt } from '../../shared/diagnostics.js'
import {
  entryKind,
  evaluateSitePlugins,
  pluginName,
  type PluginEntry,
  type SiteMdxPlugins
} from '../../compile/site-mdx-plugins.js'
import type { FolderReading } from './website-files.js'

const LISTS = ['remark', 'rehype'] as const
/** A specifier that names an MDX plugin package when nothing else tells (`remarkPlugins: plugins` built elsewhere). */
const PLUGIN_PACKAGE = /(^|[/-])(remark|rehype|recma|mdx)([/-]|$)/

/**
 * Reads the plugins of `mdxOptions` (called when the config lists any): the site's own files and its
 * installed packages are run on every page (`SiteMdxPlugins`, src/compile/site-mdx-plugins.ts), those
 * guildsite's pipeline does itself are not, and each one that is not there is an `UNRESOLVED_IMPORT`
 * warning at its import in the config, naming it: the pages are built without it.
 */
export async function readMdxPlugins(
  nextFile: string,
  text: string,
  reading: FolderReading
): Promise<SiteMdxPlugins | undefined> {
  const { siteDir, notes, diagnostics, display, warn } = reading
  const evaluated = await evaluateSitePlugins(nextFile, siteDir)
  if (evaluated.error) {
    warn(nextFile, "mdxOptions' remark/rehype plugins", { message: evaluated.error })
    return undefined
  }
  const regions = pluginRegions(text)
  const at = (index: number) => ({ file: display(nextFile), source: text, ...positionAt(text, index) })
  const run: string[] = []
  let absentEntries = 0
  for (const list of LISTS)
    evaluated[list].forEach((entry: PluginEntry, index) => {
      const kind = entryKind(entry)
      if (kind === 'run') run.push(`${pluginName(entry, list, index)} (${list})`)
      else if (kind === 'absent') absentEntries++
    })
  // Each absent module the config imports whose binding the plugin lists use: named at its import.
  const named = new Set<string>()
  if (absentEntries > 0)
    for (const specifier of evaluated.absent) {
      const imported = importOf(text, specifier)
      if (!imported) continue
      const used =
        regions.length > 0
          ? regions.some(region => imported.bindings.some(name => wordIn(region, name)) || region.includes(specifier))
          : PLUGIN_PACKAGE.test(specifier)
      if (!used) continue
      named.add(specifier)
      const local = /^\.\.?\//.test(specifier)
      diagnostics.push(
        diagnostic(
          'UNRESOLVED_IMPORT',
          local
            ? `Import "${specifier}" of the MDX plugins in mdxOptions cannot be resolved: ${imported.bindings.join(', ')} not run, the pages are built without them`
            : `MDX plugin package "${specifier}" in mdxOptions is not installed: its plugin is not run, the pages are built without it`,
          at(imported.index),
          {
            hint: local
              ? 'Make the file first if it is a build output of the site (its build script), as before `next build`.'
              : "Install the site's packages (npm install) for guildsite to run it, as Nextra does."
          }
        )
      )
    }
  // Packages the plugins' own files import that are not there: stand-ins run in their place.
  const inner = evaluated.absent.filter(specifier => !named.has(specifier) && !importOf(text, specifier))
  if (run.length > 0 && inner.length > 0)
    diagnostics.push(
      diagnostic(
        'UNRESOLVED_IMPORT',
        `The site's MDX plugins import ${inner.map(name => `"${name}"`).join(', ')}, not installed: stand-ins run in their place`,
        at(regions[0]?.index ?? 0),
        { hint: "Install the site's packages (npm install) for the plugins to run as in Nextra." }
      )
    )
  if (run.length === 0) return undefined
  // (The site's own files the plugins are made of, as esbuild's bundle names them: the dev server reads the config again when one changes.)
  for (const [, path] of (evaluated.code ?? '').matchAll(/^\/\/ (\S+\.[cm]?[jt]sx?)$/gm)) {
    const file = resolve(siteDir, path!)
    if (!/[\\/]node_modules[\\/]/.test(file) && file !== nextFile && !reading.files.includes(file))
      reading.files.push(file)
  }
  notes.push({
    file: display(nextFile),
    key: 'mdxOptions',
    action: 'read',
    detail: `the site's MDX plugins ${run.join(', ')}: run on every page before guildsite's own, as Nextra runs them`
  })
  const key = createHash('sha256')
    .update(evaluated.code ?? '')
    .digest('hex')
    .slice(0, 16)
  return { file: nextFile, siteDir, key }
}

/** The text of each `remarkPlugins: [...]` / `rehypePlugins: [...]` list of the config, with its offset. */
function pluginRegions(text: string): { index: number; text: string; includes: (s: string) => boolean }[] {
  const regions: { index: number; text: string; includes: (s: string) => boolean }[] = []
  for (const match of text.matchAll(/\b(remarkPlugins|rehypePlugins)\s*:\s*\[/g)) {
    const open = match.index + match[0].length - 1
    let depth = 0
    let end = text.length
    for (let i = open; i < text.length; i++) {
      if (text[i] === '[') depth++
      else if (text[i] === ']' && --depth === 0) {
        end = i + 1
        break
      }
    }
    const body = text.slice(open, end)
    regions.push({ index: match.index, text: body, includes: s => body.includes(`'${s}'`) || body.includes(`"${s}"`) })
  }
  return regions
}

const wordIn = (region: { text: string }, name: string) =>
  new RegExp(`(^|[^\\w$.])${name.replace(/\$/g, '\\$')}(?![\\w$])`).test(region.text)

/** The config's import (or `require`) of `specifier`: where it is and the names it binds. */
function importOf(text: string, specifier: string): { index: number; bindings: string[] } | undefined {
  const quoted = new RegExp(`(['"])${specifier.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\1`)
  const found = quoted.exec(text)
  if (!found) return undefined
  // The statement: from its `import`/`const` to the specifier.
  const start = Math.max(
    text.lastIndexOf('import', found.index),
    text.lastIndexOf('const ', found.index),
    text.lastIndexOf('let ', found.index),
    text.lastIndexOf('var ', found.index)
  )
  const statement = start >= 0 && !/[;]\s*\S/.test(text.slice(start, found.index)) ? text.slice(start, found.index) : ''
  const clause = statement
    .replace(/^(import|const|let|var)\s+/, '')
    .replace(/\b(from|require|await)\b[^]*$/, '')
    .replace(/\btype\b/g, '')
  const bindings = [...clause.matchAll(/(?:\bas\s+)?([A-Za-z_$][\w$]*)/g)]
    .map(m => m[1])
    .filter((name, i, all) => name !== 'as' && all.indexOf(name) === i)
  // (`import { a as b }`: the local name b.)
  const locals = bindings.filter(name => !new RegExp(`\\b${name}\\s+as\\b`).test(clause))
  return { index: start >= 0 && statement ? start : found.index, bindings: locals }
}
