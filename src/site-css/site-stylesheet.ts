import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { basename, dirname, join, relative, resolve } from 'node:path'
import fg from 'fast-glob'
import { diagnostic, type Diagnostic } from '../shared/diagnostics.js'
import { CSS_MODULE, PREPROCESSED, sassOnly } from './stylesheet-kinds.js'
import { withLocalUrls } from './css-urls.js'
import { localFontFaces } from './local-fonts.js'

/** The site's own stylesheets, compiled: the CSS that goes after guildsite's. */
export interface SiteStylesheet {
  css: string
  diagnostics: Diagnostic[]
  /** One line per stylesheet: what was done with it (for `guildsite check` and tests). */
  notes: string[]
  /** Files the CSS refers to (`url(./x.woff2)`), by output path (`css-urls.ts`). */
  files: Map<string, Uint8Array>
  /** The stylesheets it was compiled from (`guildsite dev` compiles it again when one is saved). */
  sources?: string[]
}

/** Where a Next.js site's code lives (as Tailwind's content globs in `tailwind-css.ts`). */
const CODE = [
  '{src,app,components,lib,ui,layouts,theme,pages,content}/**/*.{js,jsx,ts,tsx,mdx}',
  '{theme.config,mdx-components}.{js,jsx,ts,tsx}'
]
const CSS_IMPORT = /^\s*import\s+(?:[\w$*{}\s,]+\s+from\s+)?['"]([^'"\n]+\.(?:css|s[ac]ss|less))['"]/gm
/** Tailwind 3's directives: such a stylesheet needs the site's Tailwind 3 config (`tailwind-css.ts`). */
const TAILWIND3 = /@tailwind\s|@apply\s|@config\s/

export interface SiteStylesheetOptions {
  siteDir: string
  contentRoot: string
  /**
   * The site has a Tailwind 3 config: its global stylesheets stay on that path (`_app`'s, compiled
   * with its classes; others left out, as before), Tailwind 4 is not used; only its CSS modules are added here.
   */
  tailwind3: boolean
  /** Folders Tailwind 4 must not read class names from (the output, the cache). */
  exclude: string[]
}

/**
 * The stylesheets the site's code imports, as Next bundles them: global stylesheets
 * (`import './globals.css'` in a layout, `_app` or a page) and CSS modules (`import styles from
 * './x.module.css'`), found by reading the imports of the site's code and content (before any page is
 * bundled: every page, bundled or not, links the same stylesheet). A Tailwind 4 stylesheet is
 * compiled with Tailwind 4 over the site's files. CSS modules are scoped (`css-modules.ts`), so one
 * stylesheet for the whole site changes no page that does not use them. Order: global stylesheets
 * (layouts' first), then modules. Packages' stylesheets are guildsite's own stylesheet.
 */
export async function siteStylesheet(options: SiteStylesheetOptions): Promise<SiteStylesheet> {
  const { siteDir } = options
  const files = await fg(
    // (Markdown pages import nothing: `.md` files are not read.)
    [...CODE, join(relative(siteDir, options.contentRoot) || '.', '**/*.{js,jsx,ts,tsx,mdx}')],
    {
      cwd: siteDir,
      absolute: true,
      onlyFiles: true,
      ignore: ['**/node_modules/**', ...options.exclude.map(path => `${relative(siteDir, path)}/**`)]
    }
  )
  // Layouts and `_app` first: their stylesheets come first in Next's output too.
  const first = (path: string) => (/^(layout|_app)\.[jt]sx?$/.test(basename(path)) ? 0 : 1)
  const ordered = [...new Set(files)].sort((a, b) => first(a) - first(b) || (a < b ? -1 : a > b ? 1 : 0))
  const global: string[] = []
  const modules: string[] = []
  const sassModules: string[] = []
  const warned = new Set<string>()
  const preprocessed: Diagnostic[] = []
  const referenced = new Map<string, Uint8Array>()
  // `next/font/local` fonts (`local-fonts.ts`): their faces come first, as Next's are in its first chunk.
  const fonts: string[] = []
  for (const file of ordered) {
    const source = await readFile(file, 'utf8').catch(() => '')
    if (source.includes('next/font/local')) fonts.push(localFontFaces(source, file, referenced))
    if (!/\.(css|s[ac]ss|less)['"]/.test(source)) continue
    for (const match of source.matchAll(CSS_IMPORT)) {
      const path = resolveStylesheet(match[1], file, siteDir)
      if (!path) continue
      if (PREPROCESSED.test(path) && (!path.endsWith('.scss') || sassOnly(await readFile(path, 'utf8')))) {
        // Sass: a module gives its class names with or without Sass (`sass.ts`), a global stylesheet
        // is compiled with the site's own `sass` when it has one.
        const sass = SASS.test(path)
        if (sass && SASS_MODULE.test(path)) {
          if (!sassModules.includes(path)) sassModules.push(path)
          continue
        }
        if (sass && (await import('./sass.js')).siteHasSass(siteDir)) {
          if (!global.includes(path)) global.push(path)
          continue
        }
        if (!warned.has(path)) preprocessed.push(importAt(source, file, match, path, siteDir))
        warned.add(path)
        continue
      }
      const list = CSS_MODULE.test(path) ? modules : global
      if (!list.includes(path)) list.push(path)
    }
  }
  const diagnostics: Diagnostic[] = [...preprocessed]
  const notes: string[] = []
  const parts: string[] = [...fonts]
  for (const path of global) {
    const display = relative(siteDir, path)
    // A Tailwind 3 site's global stylesheets stay on its Tailwind 3 path (`tailwind-css.ts`: `_app`'s).
    if (options.tailwind3) continue
    if (SASS.test(path)) {
      // (Only with the site's own `sass`: the loop above warned of the others.)
      try {
        const css = (await import('./sass.js')).compileSiteSass(path, siteDir) ?? ''
        parts.push(withLocalUrls(css, path, referenced))
        notes.push(`${display}: global stylesheet, compiled with the site's sass`)
      } catch (error) {
        diagnostics.push(sassFailed(error, display))
      }
      continue
    }
    const text = await readFile(path, 'utf8')
    if ((await import('./tailwind4.js')).TAILWIND4_ENTRY.test(text)) {
      const { compileTailwind4 } = await import('./tailwind4.js')
      const result = await compileTailwind4(path, siteDir, options.exclude)
      diagnostics.push(...result.diagnostics)
      notes.push(result.note)
      parts.push(withLocalUrls(result.css, path, referenced))
    } else if (TAILWIND3.test(text)) {
      notes.push(`${display}: left out (Tailwind 3 directives, and the site has no Tailwind config)`)
    } else {
      parts.push(await inlineImports(path, new Set(), referenced))
      notes.push(`${display}: global stylesheet`)
    }
  }
  if (modules.length > 0) {
    const { scopeCssModule } = await import('./css-modules.js')
    const done = new Set<string>()
    const add = (path: string) => {
      if (done.has(path)) return
      done.add(path)
      try {
        const module = scopeCssModule(path, siteDir)
        // (What it composes from comes first: the composing rule wins, as in Next's output.)
        for (const other of module.composesFrom) add(other)
        parts.push(withLocalUrls(module.css, path, referenced))
        notes.push(`${relative(siteDir, path)}: CSS module (${Object.keys(module.names).length} names)`)
      } catch (error) {
        const message = error instanceof Error ? error.message.split('\n')[0] : String(error)
        diagnostics.push(
          diagnostic('STYLESHEET_FAILED', `CSS module could not be read, its styles are left out: ${message}`, {
            file: relative(siteDir, path)
          })
        )
      }
    }
    for (const path of modules) add(path)
  }
  if (sassModules.length > 0) {
    const { sassModule } = await import('./sass.js')
    for (const path of sassModules) {
      const display = relative(siteDir, path)
      const module = sassModule(path, siteDir)
      if (module.css !== undefined) {
        parts.push(withLocalUrls(module.css, path, referenced))
        notes.push(`${display}: Sass module, compiled with the site's sass (${Object.keys(module.names).length} names)`)
        continue
      }
      notes.push(`${display}: Sass module without Sass: ${Object.keys(module.names).length} class names, no styles`)
      diagnostics.push(module.error ? sassFailed(module.error, display) : sassLeftOut(module.names, path, display))
    }
  }
  return {
    css: parts.filter(Boolean).join('\n'),
    diagnostics,
    notes,
    files: referenced,
    sources: [...global, ...modules, ...sassModules]
  }
}

const SASS = /\.s[ac]ss$/
const SASS_MODULE = /\.module\.s[ac]ss$/

/** The warning for a Sass module the site has no `sass` for, at its own path: the styles of its classes are left out. */
function sassLeftOut(names: Record<string, string>, path: string, display: string): Diagnostic {
  const locals = Object.keys(names).map(name => `.${name}`)
  const listed =
    locals.length > 6 ? `${locals.slice(0, 5).join(', ')} and ${locals.length - 5} more` : locals.join(', ')
  return diagnostic(
    'STYLESHEET_FAILED',
    `Sass module, and the site has no sass installed: its styles are left out${
      locals.length
        ? ` (the rules of ${listed}); its class names are kept, scoped as its CSS would be`
        : path.endsWith('.sass')
          ? ' (its class names are used unscoped)'
          : ''
    }`,
    { file: display },
    { hint: "Install the site's dependencies (npm install: its sass compiles it), or write it as CSS." }
  )
}

/** The warning for a Sass stylesheet the site's own `sass` failed on. */
function sassFailed(error: unknown, display: string): Diagnostic {
  const message = (error instanceof Error ? error.message : String(error)).split('\n')[0]
  return diagnostic('STYLESHEET_FAILED', `Sass could not compile it, its styles are left out: ${message}`, {
    file: display
  })
}

/** The warning for a Sass or Less stylesheet, at its first import: guildsite has no compiler for it. */
function importAt(
  source: string,
  importer: string,
  match: RegExpMatchArray,
  path: string,
  siteDir: string
): Diagnostic {
  const at = (match.index ?? 0) + match[0].indexOf('import')
  const before = source.slice(0, at).split('\n')
  const module = CSS_MODULE.test(path) || /\.module\.[a-z]+$/.test(path)
  return diagnostic(
    'STYLESHEET_FAILED',
    `${relative(dirname(importer), path)} needs ${path.endsWith('.less') ? 'Less' : 'Sass'}, which guildsite does not include: its styles are left out${module ? ' (its class names are used unscoped)' : ''}`,
    { file: relative(siteDir, importer), line: before.length, column: before[before.length - 1].length + 1 },
    {
      hint: SASS.test(path)
        ? "Install the site's dependencies (npm install: its sass compiles it), or write it as CSS."
        : 'Write it as CSS (nesting is CSS too), or keep a compiled .css beside it and import that.'
    }
  )
}

/**
 * A stylesheet import's file in the site: relative to the importer, or from the site folder (a
 * `baseUrl` import, `@/` and `~/` aliases of the site or its `src`). Packages' stylesheets are not
 * the site's (undefined).
 */
function resolveStylesheet(specifier: string, importer: string, siteDir: string): string | undefined {
  if (specifier.startsWith('.')) {
    const path = resolve(dirname(importer), specifier)
    return existsSync(path) ? path : undefined
  }
  const bare = specifier.replace(/^[@~]\//, '')
  return [join(siteDir, bare), join(siteDir, 'src', bare)].find(path => existsSync(path))
}

/**
 * A global stylesheet with its relative `@import`s inlined (the output has one file, whose URL is
 * not the source's). Packages' imports are left out: their styles are guildsite's.
 */
async function inlineImports(path: string, seen: Set<string>, files: Map<string, Uint8Array>): Promise<string> {
  seen.add(path)
  const text = withLocalUrls(await readFile(path, 'utf8').catch(() => ''), path, files)
  const parts: string[] = []
  let last = 0
  for (const match of text.matchAll(/@import\s+(?:url\()?\s*['"]([^'"]+)['"]\s*\)?[^;]*;/g)) {
    parts.push(text.slice(last, match.index))
    last = match.index + match[0].length
    const target = match[1].startsWith('.') ? resolve(dirname(path), match[1]) : undefined
    if (target && !seen.has(target) && existsSync(target)) parts.push(await inlineImports(target, seen, files))
  }
  parts.push(text.slice(last))
  return parts.join('')
}
