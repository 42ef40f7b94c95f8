import { readFileSync } from 'node:fs'
import { isAbsolute, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { PageSource } from '../content/types.js'
import type { Cause } from './absent-causes.js'

// Where in the site's code a page's failure for something absent was made (`absent-page.ts` places its
// warning there): the site file and offset of the failed `fetch(`, of the read, or of the use of an
// absent import's stand-in, from the error's stack through the page's bundle, else from the page's text.

/**
 * The file of the site whose code made the failed `fetch()` call (or used the stand-in), and where in
 * it: the first frame of the call's (or the error's) stack in the page's bundle (not minified: esbuild heads each module's code with a
 * `// <path>` comment, relative to the site folder), and in that file the `fetch(` before the URL's
 * literal (else its first `fetch(`; a stand-in's first call, else its name). Undefined when the stack does not lead to the site's code.
 */
export function callSite(
  source: PageSource,
  failure: Cause
): { display: string; text: string; at?: number } | undefined {
  const siteDir = source.file.path.slice(0, source.file.path.length - source.display.length)
  // (A fetch's stack is taken inside our `fetch`; an error's first line is its message.)
  for (const frame of failure.stack?.split('\n').slice(failure.kind === 'fetch' ? 2 : 1) ?? []) {
    const found = /\((file:\/\/[^)]+?|\/[^)]+?):(\d+):(\d+)\)$|at (file:\/\/\S+?|\/\S+?):(\d+):(\d+)$/.exec(
      frame.trim()
    )
    if (!found) continue
    const [file, line, column] = found[1] ? [found[1], found[2], found[3]] : [found[4], found[5], found[6]]
    const path = file.startsWith('file:') ? fileURLToPath(file) : file
    if (path.includes('/node_modules/') || !/\.m?js$/.test(path)) continue
    let lines: string[]
    try {
      lines = readFileSync(path, 'utf8').split('\n')
    } catch {
      continue
    }
    for (let i = Number(line) - 1; i >= 0; i--) {
      const head = /^\/\/ (\S.*)$/.exec(lines[i] ?? '')
      if (!head) continue
      // (`app/x.tsx`, or a plugin's namespace and the absolute path: `gs-island-original:/site/app/x.tsx`;
      // `gs-page:` is the page's generated module.)
      const named = head[1].replace(/^(?!gs-page:)[\w-]+:(?=\/)/, '')
      const display = isAbsolute(named) ? relative(siteDir, named) : named
      if (/^[\w-]+:/.test(display) || display.startsWith('..') || display.includes('node_modules/')) return undefined
      let text: string
      try {
        text = readFileSync(join(siteDir, display), 'utf8')
      } catch {
        return undefined
      }
      if (failure.kind === 'stand-in') {
        const root = importedAs(text, failure.what) ?? /^[\w$]+/.exec(failure.what)?.[0]
        const call = root ? new RegExp(`\\b${root.replace(/\$/g, '\\$')}\\s*\\(`).exec(text) : null
        // (Else its last member, which the site's code names where the stand-in came from elsewhere:
        // `api.GET(…)` of `createClient().GET`.)
        const member = /[\w$]+(?=\(?\)?$)/.exec(failure.what)?.[0]
        // (Else the line that failed: the stand-in came from a module this one imports — `Object.keys(info)`
        // of `Convert.toInfo()` in lib/data.ts — and the frame's line of the bundle is found in the file.)
        const at =
          call?.index ??
          standInAt(text, failure.what)?.index ??
          (member ? standInAt(text, member)?.index : undefined) ??
          bundledCodeAt(text, lines[Number(line) - 1] ?? '', Number(column))
        return { display, text, ...(at !== undefined && { at }) }
      }
      const url = text.indexOf(failure.what)
      const before = url < 0 ? text : text.slice(0, url)
      const calls = [...before.matchAll(/\bfetch\s*\(/g)]
      const at = url < 0 ? calls[0]?.index : calls.at(-1)?.index
      return { display, text, ...(at !== undefined && { at }) }
    }
    return undefined
  }
  return undefined
}

/**
 * Where in a site file's `text` the code that failed is, from the frame's line of its bundle
 * (`bundled`: esbuild's output, its JSX compiled, often onto one line) and column: the member chain
 * that ends there (`berth.paths.map`), found in the file without regard to spaces; undefined when
 * the file does not have it.
 */
function bundledCodeAt(text: string, bundled: string, column: number): number | undefined {
  const before = /[\w$]+(?:\s*\??\.\s*[\w$]+)*\s*\??\.?\s*$/.exec(bundled.slice(0, column - 1))?.[0] ?? ''
  const chain = (before + (/^[\w$]+/.exec(bundled.slice(column - 1))?.[0] ?? '')).replace(/\s+/g, '')
  if (!chain.includes('.')) return undefined
  const pattern = new RegExp(
    `(?<![\\w$])${chain
      .split(/(\??\.)/)
      .map(part => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('\\s*')}`
  )
  return pattern.exec(text)?.index
}

/** Where the page's text names the stand-in's first name (`generateDefinition` of `generateDefinition().filePath`): its import. */
export function standInAt(text: string, name: string): { index: number } | undefined {
  // (An absent package's default export is named by the package: where the file calls what it imports it as.)
  const local = importedAs(text, name)
  if (local) {
    const found = new RegExp(`(?<![\\w$.])${local.replace(/\$/g, '\\$')}\\s*\\(`).exec(text)
    if (found) return { index: found.index }
  }
  const root = local ?? /^[\w$]+/.exec(name)?.[0]
  const found = root ? new RegExp(`\\b${root.replace(/\$/g, '\\$')}\\b`).exec(text) : null
  return found ? { index: found.index } : undefined
}

/**
 * The name `text` imports by default the absent package a stand-in's name begins with
 * (`react-use-measure()` → `useMeasure` of `import useMeasure from 'react-use-measure'`), if any.
 */
function importedAs(text: string, name: string): string | undefined {
  const ends = [...name.matchAll(/(?=[(.])|$/g)].map(match => match.index).reverse()
  for (const end of ends) {
    const specifier = name.slice(0, end)
    if (!specifier || /^[\w$]+$/.test(specifier)) continue
    const quoted = specifier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    const local = new RegExp(`\\bimport\\s+([A-Za-z_$][\\w$]*)\\b[^;'"]*?from\\s*['"]${quoted}['"]`).exec(text)?.[1]
    if (local) return local
  }
  return undefined
}

/** The page's own text (a page.tsx is built from a generated module that imports it). */
export function ownText(source: PageSource): string {
  if (source.app?.kind !== 'component') return source.source
  try {
    return readFileSync(source.file.path, 'utf8')
  } catch {
    return source.source
  }
}
