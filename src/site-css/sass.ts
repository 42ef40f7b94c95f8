// Sass stylesheets (`.scss`, `.sass`) as far as a build without Sass can take them. Next compiles
// them with the `sass` package the site installs; guildsite includes no Sass. With the site's own
// copy installed (`node_modules/sass`), it is used; without it, a Sass module still gives its class
// names (scoped as its CSS would be), so components keep their structure, and its styles are left out.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { scopeCssModule, scopedName } from './css-modules.js'

/** The part of the `sass` package's API used here (`compile` of Dart Sass ≥ 1.45). */
interface SassApi {
  compile: (path: string, options?: { loadPaths?: string[]; style?: string }) => { css: string }
}

const installed = new Map<string, SassApi | undefined>()

/** The `sass` (or `sass-embedded`) package installed in the site (resolved from its folder, as Next's loader finds it), or undefined. */
function siteSass(siteDir: string): SassApi | undefined {
  if (installed.has(siteDir)) return installed.get(siteDir)
  let sass: SassApi | undefined
  const require = createRequire(join(siteDir, 'package.json'))
  // (Next takes `sass-embedded` too, whose `compile` is the same.)
  for (const name of ['sass', 'sass-embedded']) {
    try {
      const loaded = require(name) as Partial<SassApi>
      if (typeof loaded.compile === 'function') sass = loaded as SassApi
    } catch {
      continue
    }
    if (sass) break
  }
  installed.set(siteDir, sass)
  return sass
}

/** Whether the site has its own `sass` installed. */
export const siteHasSass = (siteDir: string): boolean => siteSass(siteDir) !== undefined

/**
 * A Sass file compiled to CSS with the site's own `sass` (imports resolved from its folder, the site
 * folder and its `node_modules`, as Next's `sassOptions` default), or undefined when the site has none
 * installed. A compile error is thrown, with Sass's message.
 */
export function compileSiteSass(path: string, siteDir: string): string | undefined {
  const sass = siteSass(siteDir)
  if (!sass) return undefined
  return sass.compile(path, { loadPaths: [dirname(path), siteDir, join(siteDir, 'node_modules')] }).css
}

/**
 * The local class names of a Sass module's source, in order, without compiling it: each `.name` of a
 * rule's selector (nested ones too), but those inside `:global(…)` or a `:global { … }` block, whose
 * names are not the module's. Comments, strings and `#{…}` interpolations are skipped.
 */
export function sassClassNames(source: string): string[] {
  const text = source
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/(^|[^:\\'"])\/\/[^\n]*/g, '$1')
    .replace(/"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'/g, '""')
  const names: string[] = []
  const add = (name: string) => void (names.includes(name) || names.push(name))
  // One frame per open block: whether its selector made what it holds global, and the class names
  // its selector ends with (what a nested `&__title` or `&-active` adds to).
  const frames: { global: boolean; ends: string[] }[] = []
  let start = 0
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (char === '#' && text[i + 1] === '{') {
      // (An interpolation: its braces are no block.)
      const end = text.indexOf('}', i)
      i = end < 0 ? text.length : end
      continue
    }
    if (char === ';' || char === '}') {
      if (char === '}') frames.pop()
      start = i + 1
    } else if (char === '{') {
      const selector = text.slice(start, i).trim()
      const outer = frames.at(-1)
      start = i + 1
      if (outer?.global || selector.startsWith('@') || /^[\w-]+\s*:[^:]/.test(selector)) {
        frames.push({ global: Boolean(outer?.global), ends: outer?.ends ?? [] })
        continue
      }
      const ends: string[] = []
      for (const part of selector.split(',')) {
        const local = part.replace(/:global\((?:[^()]|\([^()]*\))*\)/g, ' ').replace(/:global\b[\s\S]*$/, ' ')
        // `&__title`: the parent's class names with the suffix.
        const suffix = /^\s*&([\w-]+)/.exec(local)?.[1]
        const own = suffix ? (outer?.ends ?? []).map(base => base + suffix) : []
        own.push(...[...local.matchAll(/(?<![\w-])\.(-?[A-Za-z_][\w-]*)(?![\w-]|#\{)/g)].map(match => match[1]))
        own.forEach(add)
        const last = /(?:^|[^\w-])\.(-?[A-Za-z_][\w-]*)[^\s.>+~]*\s*$/.exec(local)?.[1] ?? (suffix && own[0])
        if (last) ends.push(last)
      }
      frames.push({ global: /(^|[\s,>+~]):global$/.test(selector), ends })
    }
  }
  return names
}

/** A Sass module's export without Sass: each local class name of its source → its scoped name. */
export function sassModuleNames(path: string, siteDir: string): Record<string, string> {
  return Object.fromEntries(
    sassClassNames(readFileSync(path, 'utf8')).map(local => [local, scopedName(path, siteDir, local)])
  )
}

/** A Sass module as the site's stylesheet and bundles take it. */
export interface SassModule {
  /** Local name → scoped class names (`styles.card`). */
  names: Record<string, string>
  /** Its scoped CSS, when the site's `sass` compiled it; undefined: its styles are left out. */
  css?: string
  /** Why it was not compiled: Sass's message, when the site's `sass` failed on it. */
  error?: string
}

/**
 * A `.module.scss`/`.module.sass` file: compiled with the site's `sass` and scoped as a CSS module
 * (`css-modules.ts`), or without one (or when it fails) the class names of its source, scoped the
 * same way, and no CSS. (An indented-syntax `.sass` cannot be read without Sass: each name is itself.)
 */
export function sassModule(path: string, siteDir: string): SassModule {
  let error: string | undefined
  try {
    const compiled = compileSiteSass(path, siteDir)
    if (compiled !== undefined) {
      const module = scopeCssModule(path, siteDir, undefined, compiled)
      return { names: module.names, css: module.css }
    }
  } catch (thrown) {
    error = (thrown instanceof Error ? thrown.message : String(thrown)).split('\n')[0]
  }
  return { names: path.endsWith('.scss') ? sassModuleNames(path, siteDir) : {}, ...(error && { error }) }
}
