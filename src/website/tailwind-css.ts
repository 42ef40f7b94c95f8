import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, isAbsolute, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import fg from 'fast-glob'
import { evaluateLenient, isStandInValue } from '../config/evaluate-lenient.js'
import { PACKAGE_ROOT } from '../package-root.js'
import { appStylesheets, withInlinedImports } from './app-stylesheets.js'
import { TAILWIND_RADIX_FALLBACK } from './tailwind-radix.js'
import { diagnostic, type Diagnostic } from '../shared/diagnostics.js'

/**
 * The Tailwind classes of a site that has a Tailwind config (a Next.js website's components and
 * content are styled with them): the config evaluated like the site's other config files, its
 * classes compiled with Tailwind 3 (guildsite's own copy) over the site's components and content,
 * once per build. The output is a stylesheet added after guildsite's own, so utilities win as on
 * the real site. Deterministic: the same files give the same CSS.
 */
export const TAILWIND_CONFIGS = [
  'tailwind.config.ts',
  'tailwind.config.js',
  'tailwind.config.cjs',
  'tailwind.config.mjs',
  'tailwind.config.mts',
  'tailwind.config.cts'
]

export function findTailwindConfig(siteDir: string): string | undefined {
  return TAILWIND_CONFIGS.map(name => join(siteDir, name)).find(path => existsSync(path))
}

/**
 * What the Guild's shared preset (`@theguild/tailwind-config` 0.6) gives a site, for a site folder
 * where it is not installed: the centred, padded container its components expect, its screens,
 * type scale and light-only dark variant, and its colours (Hive's greens, beiges, blues and
 * yellow, the functional tones, `primary` from Nextra's hue variables), which sites spread and
 * use (`text-green-1000`, `bg-beige-100`). The preset's own content globs point into
 * `@theguild/components`, which guildsite replaces, so none are needed.
 */
const GUILD_PRESET_FALLBACK = () =>
  `const shade = step => ({ opacityValue }) =>
    'hsl(var(--nextra-primary-hue) var(--nextra-primary-saturation) ' +
    (step ? 'calc(var(--nextra-primary-lightness) + ' + step + '%)' : 'var(--nextra-primary-lightness)') +
    (opacityValue ? ' / ' + opacityValue : '') + ')'
  const scale = (values) => Object.fromEntries([100, 200, 300, 400, 500, 600, 700, 800, 900, 1000].map((k, i) => [k, values[i]]))
  const config = {
    darkMode: ['variant', '&:not(.light *)'],
    content: [],
    theme: {
      container: { center: true, padding: { DEFAULT: '1rem', sm: '2rem', lg: '4rem', xl: '5rem', '2xl': '6rem' } },
      screens: { sm: '640px', md: '768px', lg: '1024px', xl: '1280px', '2xl': '1536px' },
      fontSize: { xs: '.75rem', sm: '.875rem', base: '1rem', lg: '1.125rem', xl: '1.25rem', '2xl': '1.5rem', '3xl': '1.875rem', '4xl': '2.25rem', '5xl': '3rem', '6xl': '4rem' },
      letterSpacing: { tight: '-0.015em' },
      extend: {
        colors: {
          'hive-yellow': '#E1FF00',
          blue: scale(['#F4F5F5', '#DCE3E4', '#C1D3D7', '#A4C4CB', '#86B6C1', '#68A8B6', '#4F96A6', '#437C89', '#39616A', '#2E474C']),
          green: scale(['#ECF6F3', '#CAE4DE', '#A7D5CA', '#8CBEB3', '#6AAC9E', '#55998D', '#3B736A', '#245850', '#15433C', '#00342C']),
          beige: scale(['#F8F7F6', '#F1EEE4', '#E9E5DA', '#DEDACF', '#CFCABF', '#B9B4A9', '#A29E93', '#86827A', '#6D6A63', '#4D4B46']),
          'critical-bright': '#FD3325', 'critical-dark': '#F81202', 'warning-bright': '#FE8830',
          'positive-bright': '#24D551', 'positive-dark': '#1BA13D',
          'warning-100': '#FBF8CB', 'warning-500': '#E7DE62', 'warning-800': '#7D7204',
          'critical-100': '#FFF0E8', 'critical-500': '#FFC6BB', 'critical-800': '#932D47',
          'info-100': '#E7F7FF', 'info-500': '#9FC9DC', 'info-800': '#205B75',
          'positive-100': '#F3FBD7', 'positive-500': '#AFD563', 'positive-800': '#406B10',
          dark: '#111',
          primary: { 50: shade(52), 100: shade(49), 200: shade(41), 300: shade(32), 400: shade(21), 500: shade(5), 600: shade(0), 700: shade(-6), 750: shade(-10), 800: shade(-13), 900: shade(-21), 1000: shade(-33) }
        }
      }
    },
    plugins: []
  }
  // (An ES module; \`require()\` of it in a CommonJS config is the config itself, as of the CommonJS
  // package: \`REQUIRED_SOURCE\` in evaluate-lenient.ts. The Guild's 2022–2023 sites spread its \`content\`.)
  export default config`

/** Files Tailwind reads for class names besides those the config lists: the site's own code and pages. */
const DEFAULT_CONTENT = [
  '{src,app,components,lib,ui,layouts,theme}/**/*.{js,jsx,ts,tsx,md,mdx}',
  '{pages,content}/**/*.{js,jsx,ts,tsx,md,mdx}',
  'theme.config.{js,jsx,ts,tsx}',
  'mdx-components.{js,jsx,ts,tsx}'
]

/** Drops stand-ins (modules that are not installed) from a config value, recursively. */
function withoutStandIns(value: unknown, depth = 0): unknown {
  if (isStandInValue(value)) return undefined
  if (depth > 12 || value === null || typeof value !== 'object') return value
  if (Array.isArray(value))
    return value.filter(item => !isStandInValue(item)).map(item => withoutStandIns(item, depth + 1))
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => !isStandInValue(v))
      .map(([k, v]) => [k, withoutStandIns(v, depth + 1)])
  )
}

/** The config's content globs made absolute (Tailwind resolves them against the working folder otherwise), without node_modules. */
function contentGlobs(content: unknown, siteDir: string, contentRoot: string): string[] {
  const listed = Array.isArray(content)
    ? content
    : Array.isArray((content as { files?: unknown })?.files)
      ? (content as { files: unknown[] }).files
      : []
  const globs = listed.filter(
    (item): item is string => typeof item === 'string' && !item.startsWith('!') && !item.includes('node_modules')
  )
  const absolute = [...globs, ...DEFAULT_CONTENT].map(glob =>
    (isAbsolute(glob) ? glob : resolve(siteDir, glob)).split('\\').join('/')
  )
  absolute.push(join(contentRoot, '**/*.{md,mdx,js,jsx,ts,tsx}').split('\\').join('/'))
  return [...new Set(absolute)].filter(glob => glob.startsWith(siteDir.split('\\').join('/') + '/')).sort()
}

/**
 * Tailwind's reset kept off guildsite's Markdown content (`article.gs-content`), whose lists,
 * headings and tables rely on the browser's defaults as guildsite styles them: each reset selector
 * gets `:where(:not(.gs-content *))` (no specificity), before any pseudo-element. The `--tw-*`
 * defaults apply everywhere (utilities inside content need them), and so does the border part of the reset
 * for elements with a border utility (`contentBorderReset`). `only`: the rules that are the reset
 * (Tailwind 4's base layer; all of a Tailwind 3 base stylesheet).
 */
export function outsideDocsContent(
  root: import('postcss').Root,
  only: (rule: import('postcss').Rule) => boolean = () => true
): import('postcss').Root {
  const scope = ':where(:not(.gs-content *))'
  const borderResets: import('postcss').Rule[] = []
  root.walkRules(rule => {
    if (!only(rule)) return
    const declarations = rule.nodes.filter(node => node.type === 'decl')
    if (declarations.length > 0 && declarations.every(node => node.prop.startsWith('--tw-'))) return
    if (rule.parent?.type === 'atrule' && /keyframes/i.test((rule.parent as import('postcss').AtRule).name)) return
    if (rule.selectors.includes('*') && declarations.some(node => /^border(-style)?$/.test(node.prop)))
      borderResets.push(rule)
    rule.selectors = rule.selectors.map(selector => {
      const pseudo = selector.indexOf('::')
      return pseudo < 0 ? `${selector}${scope}` : `${selector.slice(0, pseudo)}${scope}${selector.slice(pseudo)}`
    })
  })
  for (const rule of borderResets) contentBorderReset(rule)
  return root
}

/**
 * The border part of Tailwind's reset (`border: 0 solid`, `border-style: solid` and its colour) for the
 * site's own elements inside the content that carry a border utility (`border`, `border-l`, `divide-y`'s
 * children): without it their borders have no style and are not drawn, where Nextra's build draws them
 * (Hive's product updates timeline, an MDX card's `border rounded-lg`). Markdown's elements, which have no
 * such class, and guildsite's own (`gs-`) keep theirs. No specificity: the utilities win.
 */
function contentBorderReset(reset: import('postcss').Rule): void {
  const own = ':not([class*="gs-"])'
  const clone = reset.clone({
    selector: `:where(.gs-content [class*="border"]${own}, .gs-content [class*="divide-"]${own} > *)`
  })
  clone.each(node => {
    if (node.type === 'decl' && !node.prop.startsWith('border')) node.remove()
  })
  reset.after(clone)
}

/** A config's `corePlugins` with Tailwind's reset turned off (object or list form). */
function withoutPreflight(corePlugins: unknown): unknown {
  if (Array.isArray(corePlugins)) return corePlugins.filter(name => name !== 'preflight')
  return { ...(corePlugins && typeof corePlugins === 'object' ? corePlugins : {}), preflight: false }
}

export interface TailwindResult {
  /** Tailwind's base layer (its reset, "preflight", and the `--tw-*` defaults): goes before guildsite's stylesheet, whose rules then win. */
  base?: string
  /** Components and utilities: after guildsite's stylesheet, so the site's classes win as on the real site. */
  css?: string
  diagnostics: Diagnostic[]
  /** What the build did with the config, for `guildsite check`. */
  note: string
  /** The config and the global stylesheets compiled with it (`guildsite dev` compiles again when one is saved). */
  sources?: string[]
}

interface KeptTailwind {
  key: string
  globs: string[]
  base: string
  css: string
  note: string
}

/** What the output depends on: the config's text, the site's package.json and every content file (names and bytes). */
async function inputKey(file: string, siteDir: string, globs: string[], contentRoot: string): Promise<string> {
  // This module's own text too: another guildsite makes other CSS from the same inputs.
  const hash = createHash('sha256')
    .update(await readFile(fileURLToPath(import.meta.url)))
    .update(await readFile(file))
    .update(await readFile(join(siteDir, 'package.json')).catch(() => Buffer.alloc(0)))
  // (The global stylesheets `_app` or the root layout imports, compiled with the classes.)
  for (const path of appStylesheets(contentRoot, siteDir)) hash.update(`\0${path}\0`).update(withInlinedImports(path))
  const files = (await fg(globs, { absolute: true, onlyFiles: true, ignore: ['**/node_modules/**'] })).sort()
  for (const path of files) hash.update(`\0${path}\0`).update(await readFile(path).catch(() => Buffer.alloc(0)))
  return hash.digest('hex')
}

/**
 * As {@link compileTailwind}, reusing the previous build's CSS when the config and every file its
 * classes were read from are unchanged (Tailwind takes seconds; a warm build should not).
 */
export async function tailwindCss(
  siteDir: string,
  contentRoot: string,
  cacheDir?: string
): Promise<TailwindResult | undefined> {
  const file = findTailwindConfig(siteDir)
  if (!file) return undefined
  const sources = [file, ...appStylesheets(contentRoot, siteDir)]
  const keptFile = cacheDir && join(cacheDir, 'tailwind.json')
  const kept = keptFile
    ? await readFile(keptFile, 'utf8').then(
        text => JSON.parse(text) as KeptTailwind,
        () => undefined
      )
    : undefined
  if (
    kept &&
    Array.isArray(kept.globs) &&
    typeof kept.base === 'string' &&
    kept.key === (await inputKey(file, siteDir, kept.globs, contentRoot))
  )
    return { base: kept.base, css: kept.css, diagnostics: [], note: kept.note, sources }
  const result = { ...(await compileTailwind(file, siteDir, contentRoot)), sources }
  if (keptFile && result.css !== undefined && result.base !== undefined && result.globs) {
    const record: KeptTailwind = {
      key: await inputKey(file, siteDir, result.globs, contentRoot),
      globs: result.globs,
      base: result.base,
      css: result.css,
      note: result.note
    }
    await mkdir(dirname(keptFile), { recursive: true })
    await writeFile(keptFile, JSON.stringify(record)).catch(() => undefined)
  }
  return result
}

/**
 * Components 9's `MDXLink` (the links of a site whose mdx-components file gives `useHiveMDXComponents`) is
 * `text-blue-700`, compiled by the site's own Tailwind: with the Guild's preset that is its teal #4F96A6 (Hive's
 * posts and docs), not Tailwind's blue. The rule on guildsite's Markdown links (layout.css's, for
 * `html[data-gs-hive-links]` alone), with the config's own `blue-700`; none when the config has no such colour.
 */
async function hiveLinkColour(config: Record<string, unknown>): Promise<string | undefined> {
  try {
    const { default: resolveConfig } = await import('tailwindcss/resolveConfig.js')
    const colours = (resolveConfig(config as never).theme as { colors?: Record<string, unknown> }).colors
    const blue = colours?.blue as Record<string, unknown> | undefined
    const colour = blue?.['700']
    if (typeof colour !== 'string' || !/^[#\w(),.%\s/-]+$/.test(colour)) return undefined
    return `html[data-gs-hive-links] .gs-content a[data-md] {\n  color: ${colour};\n}`
  } catch {
    return undefined
  }
}

async function compileTailwind(
  file: string,
  siteDir: string,
  contentRoot: string
): Promise<TailwindResult & { globs?: string[] }> {
  const display = relative(siteDir, file)
  const fail = (message: string, line?: number, column?: number): TailwindResult => ({
    diagnostics: [
      diagnostic('TAILWIND_FAILED', `Tailwind config could not be used: ${message.split('\n')[0]}`, {
        file: display,
        line,
        column
      })
    ],
    note: `${display}: not used (${message.split('\n')[0]})`
  })
  const evaluated = await evaluateLenient(file, siteDir, {
    installed: true,
    esModuleInterop: true,
    // (`tailwindcss-radix`, the Guild's sites' Radix variants: `tailwind-radix.ts`.)
    fallbacks: { '@theguild/tailwind-config': GUILD_PRESET_FALLBACK, 'tailwindcss-radix': TAILWIND_RADIX_FALLBACK },
    nodePaths: [join(PACKAGE_ROOT, 'node_modules')]
  })
  if ('error' in evaluated) return fail(evaluated.error.message, evaluated.error.line, evaluated.error.column)
  const raw = withoutStandIns(evaluated.value)
  if (!raw || typeof raw !== 'object') return fail('its default export is not a config object')
  const config = raw as Record<string, unknown>
  const presets = Array.isArray(config.presets)
    ? config.presets.filter(preset => preset && typeof preset === 'object')
    : undefined
  const resolved = {
    ...config,
    ...(presets && { presets }),
    content: contentGlobs(config.content, siteDir, contentRoot),
    // guildsite's theme switch sets `html.dark` (Nextra 3 sites use next-themes' class the same way).
    darkMode: 'selector',
    ...(typeof config.corePlugins === 'object' &&
      !Array.isArray(config.corePlugins) && { corePlugins: config.corePlugins })
  }
  try {
    const [{ default: postcss }, { default: tailwindcss }] = await Promise.all([
      import('postcss'),
      import('tailwindcss')
    ])
    const [base, result] = await Promise.all([
      postcss([tailwindcss(resolved as never)]).process('@tailwind base;\n', { from: undefined }),
      postcss([tailwindcss(resolved as never)]).process('@tailwind components;\n@tailwind utilities;\n', {
        from: undefined
      })
    ])
    const absent = evaluated.absent.filter(name => name !== 'tailwindcss' && !name.startsWith('tailwindcss/'))
    // The site's global stylesheets (`_app`'s or the root layout's `import './globals.css'`), their
    // `@apply` and nesting compiled with the same config, after the classes (Next puts them after the
    // packages' styles). Without Tailwind's reset: the base layer is above, kept off `.gs-content`.
    const global: string[] = []
    const diagnostics: Diagnostic[] = []
    const stylesheets = appStylesheets(contentRoot, siteDir)
    const nesting = stylesheets.length > 0 ? (await import('tailwindcss/nesting/index.js')).default : undefined
    const withoutReset = { ...resolved, corePlugins: withoutPreflight(resolved.corePlugins) }
    for (const path of stylesheets) {
      let text: string | undefined
      try {
        text = withInlinedImports(path)
        const plugins = [nesting!(), tailwindcss(withoutReset as never)]
        global.push((await postcss(plugins as never).process(text, { from: path })).css)
      } catch (error) {
        const message = error instanceof Error ? error.message.split('\n')[0] : String(error)
        // (PostCSS's syntax error has its line and column: the stylesheet's own when nothing was inlined into it.)
        const at = error as { line?: unknown; column?: unknown }
        const own = typeof at.line === 'number' && typeof at.column === 'number' && text === readFileSync(path, 'utf8')
        diagnostics.push(
          diagnostic('TAILWIND_FAILED', `Global stylesheet could not be compiled, left out: ${message}`, {
            file: relative(siteDir, path),
            ...(own && { line: at.line as number, column: at.column as number })
          })
        )
      }
    }
    const hiveLink = await hiveLinkColour(resolved)
    return {
      base: outsideDocsContent(base.root).toString(),
      css: [result.css, ...global, ...(hiveLink ? [hiveLink] : [])].join('\n'),
      globs: resolved.content,
      diagnostics,
      note: `${display}: classes compiled with Tailwind 3 (${base.css.length + result.css.length} bytes)${absent.length ? `; not installed, left out: ${absent.join(', ')}${absent.includes('@theguild/tailwind-config') ? ' (the Guild preset: its container settings are built in)' : ''}${absent.includes('tailwindcss-radix') ? ' (tailwindcss-radix: its variants are built in)' : ''}` : ''}`
    }
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error))
  }
}
