import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { rootLayoutOf } from '../app-router/find-app-pages.js'
import { evaluateLenient, type LenientResult } from '../config/evaluate-lenient.js'
import { diagnostic, type Diagnostic } from '../shared/diagnostics.js'
import { siteComponentsFile } from './mdx-components-file.js'
import { addStandInModule } from './stand-in-modules.js'
import { PROVIDER_EXPORT, type ThemeProvider } from './theme-provider.js'

/** The site's `mdx-components` file and the components it adds to every MDX page (Nextra 4). */
export interface SiteComponents {
  /** Absolute path of the file. */
  file: string
  /** Capitalised names its `useMDXComponents()` gives beyond the built-ins it spreads (its own versions of built-ins among them). */
  names: string[]
  /** HTML elements it overrides (`h2`, `pre`): every page's content renders with its versions. */
  elements: string[]
  /**
   * Imports of it that cannot be resolved and that it spreads into what it gives (`...zenComponents` of
   * an absent `@/components`): the components they would give are not among `names`.
   */
  absent?: string[]
  /**
   * What pages import of it: `useMDXComponents` (Nextra 4's `mdx-components` file) or `default` (a
   * Nextra 2/3 theme config, whose `components` option gives every page its components) or
   * `__gsMdxProvider` (a theme of the site's own: what its `<MDXProvider>` gives, theme-provider.ts).
   */
  importName: SiteComponentsImport
}

/** The export of the file that gives pages their components (`SiteComponents.importName`). */
export type SiteComponentsImport = 'useMDXComponents' | 'default' | typeof PROVIDER_EXPORT

/**
 * What is read of the site's config (`SiteConfig`'s fields, named here: this module is imported by the
 * compiler, which the config's loader imports): its folder, and for a website folder the theme
 * config's `components` names its load read.
 */
interface ComponentsConfig {
  siteDir: string
  website?: {
    themeComponents?: { file: string; names: string[]; elements: string[] }
    themeProvider?: ThemeProvider
  }
}

// The theme's components, as the file spreads them (`useMDXComponents as getDocsMDXComponents`): its
// own additions are what remain. Components 9's `useHiveMDXComponents` is the same with Hive's link,
// which the file may export as its own (Hive's `export { useHiveMDXComponents as useMDXComponents }`).
// Other names of those modules are stand-ins.
const THEME_HOOKS = ['useMDXComponents', 'useHiveMDXComponents']
const THEME_MODULE = (names: Set<string>) =>
  [
    `import { __gsStandIn } from 'gs-stand-in'`,
    ...THEME_HOOKS.map(hook => `export function ${hook}(components) { return { ...components } }`),
    ...[...names]
      .filter(name => !THEME_HOOKS.includes(name) && name !== 'default' && /^[A-Za-z_$][\w$]*$/.test(name))
      .map(name => `export const ${name} = __gsStandIn()`)
  ].join('\n')
// (nextra-theme-blog 4's `useMDXComponents({ DateFormatter })`: CodePsy-2001's blog was "returns no object".)
const THEME_MODULES = ['@theguild/components/server', 'nextra-theme-docs', 'nextra-theme-blog', 'nextra/mdx-components']

/**
 * Nextra 4 reads `mdx-components.{tsx,ts,jsx,js}` beside `app/` (the site folder or `src/`): its
 * `useMDXComponents` gives every MDX page its components — graphql-eslint's `<ESLintConfigs>` is
 * one. The file is evaluated leniently (`evaluate-lenient.ts`) to learn which components it adds;
 * pages using one import it from the file (`remark-analyse.ts`), so it runs as the site's code. A
 * site without such a file, or one that cannot be evaluated, gets undefined (its components stay
 * placeholders with a warning each, as before).
 */
export async function readSiteComponents(config: ComponentsConfig): Promise<SiteComponents | undefined> {
  const { siteDir } = config
  const file = siteComponentsFile(siteDir)
  if (!file) return themeConfigComponents(config)
  const stubs = Object.fromEntries(THEME_MODULES.map(name => [name, THEME_MODULE]))
  // (After the root layout, as Next runs them: Nextra's own docs import the file back through a layout's import.)
  const layout = rootLayoutOf(siteDir)
  const display = relative(siteDir, file)
  // A module the file reaches that throws when it loads (Ding-Fan's blog: "Missing Supabase environment
  // variables") is a stand-in on the next try, so the file still gives its other components' names.
  const standIns = new Set<string>()
  const thrown: { file: string; message: string; compile?: boolean }[] = []
  let result: LenientResult
  for (;;) {
    result = await evaluateLenient(file, siteDir, {
      stubs,
      exportName: 'useMDXComponents',
      ...(layout && { first: [layout] }),
      ...(standIns.size && { standIns })
    })
    const thrownIn = 'error' in result ? result.error.thrownIn : undefined
    if (!thrownIn || thrown.length >= 8) break
    const path = resolve(siteDir, thrownIn)
    if (standIns.has(path) || path === file || path === layout) break
    standIns.add(path)
    addStandInModule(siteDir, path)
    const { message, compile } = (result as { error: { message: string; compile?: boolean } }).error
    thrown.push({ file: thrownIn, message, ...(compile && { compile }) })
  }
  const fail = (what: string) => {
    notes.set(config, evaluationWarning(siteDir, file, display, what, thrown))
    return undefined
  }
  if ('error' in result) return fail(`it throws "${result.error.message}" when it loads`)
  if (typeof result.value !== 'function') return fail('it exports no useMDXComponents function')
  let given: unknown
  try {
    given = await (result.value as (components: object) => unknown)({})
  } catch (error) {
    return fail(`its useMDXComponents() throws "${error instanceof Error ? error.message : String(error)}"`)
  }
  if (given === null || typeof given !== 'object') return fail('its useMDXComponents() returns no object')
  if (thrown.length) notes.set(config, evaluationWarning(siteDir, file, display, undefined, thrown))
  // (Read again in dev after a save: a warning of an earlier read no longer holds.)
  else notes.delete(config)
  const keys = Object.keys(given).sort()
  const names = keys.filter(name => /^[A-Z][\w$]*$/.test(name))
  // (`wrapper` is the layout's: guildsite draws the page itself.)
  const elements = keys.filter(name => /^[a-z][a-z0-9]*$/.test(name) && name !== 'wrapper')
  const absent = spreadAbsent(file, result.absent)
  return names.length || elements.length
    ? { file, names, elements, importName: 'useMDXComponents', ...(absent.length && { absent }) }
    : undefined
}

export { siteComponentsFile }

/**
 * The absent imports the file spreads into the components it gives (`import * as zen from '@/components'`,
 * then `{ ...zen }`: react-zen's monorepo package, outside the website folder): the names they would give
 * are unknown, so a page's undefined component may be one of them.
 */
function spreadAbsent(file: string, absent: string[]): string[] {
  let source = ''
  try {
    source = readFileSync(file, 'utf8')
  } catch {
    return []
  }
  return absent.filter(specifier => {
    const quoted = specifier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    const binding = new RegExp(`import\\s+(?:\\*\\s+as\\s+)?([A-Za-z_$][\\w$]*)\\s+from\\s*['"]${quoted}['"]`).exec(
      source
    )?.[1]
    return binding !== undefined && new RegExp(`\\.\\.\\.\\s*${binding.replace(/\$/g, '\\$')}\\b`).test(source)
  })
}

/** Why the site's `mdx-components` file was read in part or not at all, once per config read. */
const notes = new WeakMap<ComponentsConfig, Diagnostic>()

/** The warning of the last `readSiteComponents(config)`, if its file could not be evaluated whole. */
export function siteComponentsWarning(config: ComponentsConfig): Diagnostic | undefined {
  return notes.get(config)
}

/**
 * One `MDX_COMPONENTS_EVAL` warning at the file's import of the first module that threw (else its
 * first line): what threw, and what is lost — the whole file's components (`what` says why), or the
 * exports of the modules that threw, which are stand-ins.
 */
function evaluationWarning(
  siteDir: string,
  file: string,
  display: string,
  what: string | undefined,
  thrown: { file: string; message: string; compile?: boolean }[]
): Diagnostic {
  let source = ''
  try {
    source = readFileSync(file, 'utf8')
  } catch {
    // (Read a moment ago: the position falls back to the first line.)
  }
  const first = thrown[0]
  // (The import of that module, when the file imports it itself, else of a module that imports it.)
  const bare = (path: string) => path.replace(/(\/index)?\.[cm]?[jt]sx?$/, '')
  const target = first && bare(resolve(siteDir, first.file))
  const importsOf = (text: string, from: string) =>
    text
      .split('\n')
      .map(line => /^\s*import\b.*?['"](\.{1,2}\/[^'"]+)['"]/.exec(line)?.[1])
      .map(specifier => (specifier === undefined ? undefined : bare(resolve(dirname(from), specifier))))
  const own = importsOf(source, file)
  let at = own.findIndex(path => path !== undefined && path === target)
  if (first && at < 0)
    at = own.findIndex(path => {
      if (path === undefined) return false
      const found = ['.tsx', '.ts', '.jsx', '.js', '/index.tsx', '/index.ts', '/index.jsx', '/index.js']
        .map(ext => path + ext)
        .find(candidate => existsSync(candidate))
      if (!found) return false
      try {
        return importsOf(readFileSync(found, 'utf8'), found).includes(target)
      } catch {
        return false
      }
    })
  const threw = thrown
    .map(t =>
      t.compile ? `${t.file} does not compile: ${t.message}` : `${t.file} throws "${t.message}" when it loads`
    )
    .join('; ')
  const message = what
    ? `${display} cannot be evaluated: ${what}${threw ? ` (${threw})` : ''}; the components it gives every MDX page are placeholders`
    : `${display} is read with ${thrown.map(t => t.file).join(', ')} as a stand-in: ${threw}; what ${thrown.length > 1 ? 'they export is' : 'it exports is'} a placeholder wherever a page renders it`
  return diagnostic(
    'MDX_COMPONENTS_EVAL',
    message,
    { file: display, line: at + 1 || 1, column: 1, source },
    {
      hint: thrown.some(t => t.compile)
        ? 'Fix the module that does not compile at the line named (or restore it whole, if it was cut short).'
        : 'Make the module load without what only the deployment has (environment variables, a network service), or guard what it reads.'
    }
  )
}

const THEME_CONFIGS = ['tsx', 'jsx', 'ts', 'js', 'mjs'].map(ext => `theme.config.${ext}`)

/**
 * Nextra 2 and 3 give every MDX page the components of the theme config's `components` option (the
 * Guild's own site: `<Tweet>`, `<LinkPreview>` in its blog posts, never imported); pages using one
 * import the config (`importName: 'default'`). A website folder's config load has evaluated the
 * theme config (the one its Next config names) and hands the names on; a site with a guildsite
 * config beside a `theme.config.*` has it evaluated leniently here for them.
 */
async function themeConfigComponents(config: ComponentsConfig): Promise<SiteComponents | undefined> {
  const given = (read: { file: string; names: string[]; elements: string[] } | undefined) =>
    read && (read.names.length || read.elements.length) ? { ...read, importName: 'default' as const } : undefined
  if (config.website) {
    // (A theme of the site's own whose <MDXProvider> gives pages components: src/website/theme-provider.ts.)
    const provider = config.website.themeProvider
    return (
      given(config.website.themeComponents) ??
      (provider && {
        file: provider.file,
        names: Object.keys(provider.components).sort(),
        elements: [],
        importName: PROVIDER_EXPORT
      })
    )
  }
  const siteDir = config.siteDir
  const file = THEME_CONFIGS.map(name => join(siteDir, name)).find(path => existsSync(path))
  if (!file) return undefined
  const result = await evaluateLenient(file, siteDir)
  if ('error' in result) return undefined
  return given({ file, ...themeComponentKeys(result.value) })
}

/** The keys of a theme config's `components` option, sorted: capitalised names and lowercase element tags. */
export function themeComponentKeys(themeConfig: unknown): { names: string[]; elements: string[] } {
  const components = (themeConfig as { components?: unknown } | null)?.components
  if (components === null || typeof components !== 'object') return { names: [], elements: [] }
  // (A key whose value is undefined stays: a name renders a placeholder naming it, an element the theme's own.)
  const keys = Object.keys(components).sort()
  return {
    names: keys.filter(name => /^[A-Z][\w$]*$/.test(name)),
    // (`wrapper` is the layout's: guildsite draws the page itself.)
    elements: keys.filter(name => /^[a-z][a-z0-9]*$/.test(name) && name !== 'wrapper')
  }
}
