import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, isAbsolute, join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import postcss from 'postcss'
import { diagnostic, type Diagnostic } from '../shared/diagnostics.js'
import { outsideDocsContent } from '../website/tailwind-css.js'

/**
 * A stylesheet in Tailwind 4's form: `@import "tailwindcss"` (or its parts), `@theme`, `@source`,
 * `@plugin`, `@custom-variant`, `@utility`, `@reference` — what Nextra 4's own docs and newer sites
 * use, with no `tailwind.config`.
 */
export const TAILWIND4_ENTRY =
  /@import\s+(?:url\()?\s*['"]tailwindcss(?:\/[\w.-]+)?['"]|@(?:theme|custom-variant|utility|reference|plugin)\b|@source\s/

export interface Tailwind4Result {
  css: string
  diagnostics: Diagnostic[]
  /** What was read and what left out, for `guildsite check`. */
  note: string
}

const TAILWIND_PARTS: Record<string, string> = {
  tailwindcss: 'index.css',
  'tailwindcss/index.css': 'index.css',
  'tailwindcss/theme': 'theme.css',
  'tailwindcss/theme.css': 'theme.css',
  'tailwindcss/preflight': 'preflight.css',
  'tailwindcss/preflight.css': 'preflight.css',
  'tailwindcss/utilities': 'utilities.css',
  'tailwindcss/utilities.css': 'utilities.css'
}

/** guildsite's own copy of Tailwind 4 (the `tailwindcss4` alias: Tailwind 3 keeps the plain name). */
function tailwind4Dir(): string {
  return dirname(dirname(createRequire(import.meta.url).resolve('tailwindcss4')))
}

/**
 * Compiles one Tailwind 4 entry stylesheet as `@tailwindcss/postcss` would: its imports resolved
 * (Tailwind's own files from guildsite's Tailwind 4; the site's files from the site; the theme
 * packages' stylesheets are guildsite's own and left out), its classes found by Tailwind's own
 * scanner (automatic source detection from the site folder, `@source`, `source(…)`), without the
 * output folder. Plugins and configs that are not installed are left out with a note. Tailwind's
 * reset is kept off guildsite's Markdown content, as for Tailwind 3.
 */
export async function compileTailwind4(file: string, siteDir: string, exclude: string[]): Promise<Tailwind4Result> {
  const display = relative(siteDir, file)
  const leftOut: string[] = []
  const tailwind = tailwind4Dir()
  const loadStylesheet = async (id: string, base: string) => {
    const part = TAILWIND_PARTS[id]
    if (part)
      return { path: join(tailwind, part), base: tailwind, content: await readFile(join(tailwind, part), 'utf8') }
    const local = id.startsWith('.') || isAbsolute(id) ? resolve(base, id) : undefined
    let path = local && existsSync(local) ? local : undefined
    if (!path && !local && !/^(nextra|nextra-theme-\w+|@theguild\/components)(\/|$)/.test(id)) {
      try {
        path = createRequire(join(base, 'noop.js')).resolve(id)
      } catch {
        // (Not installed: below.)
      }
    }
    if (!path) {
      // The themes' stylesheets are guildsite's own stylesheet; anything else absent is noted.
      if (!/^(nextra|nextra-theme-\w+|@theguild\/components)(\/|$)/.test(id)) leftOut.push(id)
      return { path: id, base, content: '' }
    }
    return { path, base: dirname(path), content: await readFile(path, 'utf8') }
  }
  const loadModule = async (id: string, base: string, hint: 'plugin' | 'config') => {
    try {
      const path =
        id.startsWith('.') || isAbsolute(id) ? resolve(base, id) : createRequire(join(base, 'noop.js')).resolve(id)
      const loaded = (await import(pathToFileURL(path).href)) as { default?: unknown }
      return { path, base: dirname(path), module: (loaded.default ?? loaded) as never }
    } catch {
      leftOut.push(id)
      return { path: id, base, module: (hint === 'plugin' ? () => {} : {}) as never }
    }
  }
  try {
    const [{ compile }, { Scanner }] = await Promise.all([import('tailwindcss4'), import('@tailwindcss/oxide')])
    const compiler = await compile(await readFile(file, 'utf8'), {
      base: dirname(file),
      from: file,
      loadStylesheet,
      loadModule
    })
    const root = compiler.root
    const sources = [
      ...(root === 'none' ? [] : root === null ? [{ base: siteDir, pattern: '**/*' }] : [root]).map(source => ({
        ...source,
        negated: false
      })),
      ...compiler.sources,
      ...exclude.map(base => ({ base, pattern: '**/*', negated: true }))
    ]
    const candidates = new Scanner({ sources }).scan()
    const css = outsideDocsContent(postcss.parse(compiler.build(candidates)), inBaseLayer).toString()
    return {
      css,
      diagnostics: [],
      note: `${display}: compiled with Tailwind 4 (${candidates.length} candidates, ${css.length} bytes)${leftOut.length ? `; not installed, left out: ${[...new Set(leftOut)].join(', ')}` : ''}`
    }
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error)
    return {
      css: '',
      diagnostics: [
        diagnostic('TAILWIND_FAILED', `Tailwind 4 stylesheet could not be compiled: ${message}`, { file: display })
      ],
      note: `${display}: not used (${message})`
    }
  }
}

/** Whether a rule is Tailwind's reset (its base layer): only those are kept off guildsite's content. */
function inBaseLayer(rule: import('postcss').Rule): boolean {
  for (let node: import('postcss').Node | undefined = rule.parent; node; node = node.parent)
    if (node.type === 'atrule' && (node as import('postcss').AtRule).name === 'layer')
      return (node as import('postcss').AtRule).params.trim() === 'base'
  return false
}
