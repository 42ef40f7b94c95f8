/**
 * The one catalogue of user-facing problems. Every diagnostic has a permanent code, a severity and a
 * message that says what happened; `hint` says what to do. Positions live in the location fields, never
 * inside the message, so the reporter can print `file:line:col` plus a code frame.
 */
export type Severity = 'error' | 'warning'

export interface Diagnostic {
  code: DiagnosticCode
  severity: Severity
  message: string
  hint?: string
  /** Path relative to the site folder (or absolute when outside it). */
  file?: string
  line?: number
  column?: number
  /** The source text the position refers to, for the code frame. */
  source?: string
  /**
   * What the problem is about when the message differs by place (links to one missing page, each
   * with its own #anchor): warnings of one cause are reported once, with the other places listed.
   */
  cause?: string
}

export interface Location {
  file?: string
  line?: number
  column?: number
  source?: string
}

interface Entry {
  severity: Severity
  hint?: string
}

/** Code → default severity and hint. Messages are written where the problem is found. */
export const CATALOGUE = {
  CONFIG_NOT_FOUND: {
    severity: 'error',
    hint: 'Create guildsite.config.ts (or .mts, .js, .mjs, .json) in the site folder, or point guildsite at a Next.js website folder (with next.config.*, theme.config.* or a package.json that depends on next or nextra).'
  },
  CONFIG_SYNTAX: { severity: 'error' },
  CONFIG_LOAD: { severity: 'error' },
  CONFIG_INVALID: { severity: 'error' },
  CONFIG_UNKNOWN_KEY: { severity: 'error' },
  REDIRECT_SKIPPED: { severity: 'warning' },
  REDIRECT_OVER_PAGE: { severity: 'warning' },
  OUTPUT_CLASH: { severity: 'warning' },
  TAILWIND_FAILED: {
    severity: 'warning',
    hint: 'The pages are built without the Tailwind classes; run `guildsite check` for what was read.'
  },
  STYLESHEET_FAILED: {
    severity: 'warning',
    hint: 'The pages are built without that stylesheet: fix its syntax (`guildsite check` lists the stylesheets read).'
  },
  CONTENT_DIR_MISSING: { severity: 'error', hint: 'Create the folder or set "contentDir" in the config.' },
  CONTENT_EMPTY: { severity: 'error', hint: 'Add an index.mdx (or any .md/.mdx page) to the content folder.' },
  PUBLIC_DIR_MISSING: { severity: 'warning' },
  SYMLINK_OUTSIDE: { severity: 'warning' },
  SYMLINK_LOOP: { severity: 'warning' },
  FILE_NOT_UTF8: { severity: 'error' },
  FRONT_MATTER_SYNTAX: { severity: 'error' },
  FRONT_MATTER_INVALID: { severity: 'error' },
  META_SYNTAX: { severity: 'error' },
  META_EVAL: { severity: 'warning' },
  MDX_COMPONENTS_EVAL: { severity: 'warning' },
  THEME_HEAD: { severity: 'warning' },
  THEME_MAIN: { severity: 'warning' },
  META_INVALID: { severity: 'error' },
  META_IMPORT: { severity: 'warning' },
  PAGE_IN_API_FOLDER: {
    severity: 'warning',
    hint: 'Move the page out of api/, or set "nextra": 4 in the config (Nextra 4 content folders have no API routes).'
  },
  META_KEY_MISSING: { severity: 'warning', hint: 'Remove the key, or make it a link (href), a separator or a menu.' },
  META_JSON_IGNORED: { severity: 'warning', hint: 'Rename it to _meta.js with `export default { … }`, or remove it.' },
  META_GLOBAL_CONFLICT: {
    severity: 'error',
    hint: 'Keep either _meta.global.* at the content root or per-folder _meta files, not both.'
  },
  DUPLICATE_ROUTE: { severity: 'error' },
  MDX_SYNTAX: { severity: 'error' },
  MD_NOT_MDX: {
    severity: 'warning',
    hint: "Make the page valid MDX (`{/* … */}` for an HTML comment, `\\{` or `&lt;` for a literal brace or angle bracket), or set mdFormat (a website folder: the Next config's mdxOptions.format) so .md pages are Markdown."
  },
  FRONT_MATTER_IGNORED: { severity: 'warning' },
  CONTENT_TOO_DEEP: {
    severity: 'error',
    hint: 'Flatten the nesting: lists and block quotes may be nested at most 100 levels deep.'
  },
  MDX_EVAL: { severity: 'error' },
  MDX_RENDER: { severity: 'error' },
  PAGE_NOT_COMPONENT: {
    severity: 'warning',
    hint: 'Export a React component by default, or move the file out of the pages folder.'
  },
  PAGE_TIMEOUT: {
    severity: 'error',
    hint: 'Look for a loop that never ends or a component that renders itself, in the page and in what it imports.'
  },
  PAGE_CRASHED: {
    severity: 'error',
    hint: 'The page ran out of memory or killed its thread: look for unbounded recursion or data in the page and what it imports.'
  },
  PAGE_OUT_OF_MEMORY: {
    severity: 'error',
    hint: 'Look for data or recursion that grows without end in the page and what it imports; config pageBudget.heapMb (or GUILDSITE_PAGE_HEAP_MB) sets the budget.'
  },
  PAGE_EXITED: {
    severity: 'error',
    hint: 'Page code must not call process.exit() or process.abort(): throw an error instead, or remove the call.'
  },
  PAGE_TOO_LARGE: { severity: 'error', hint: 'Split the page, or move generated data to a file the page imports.' },
  FILE_VANISHED: {
    severity: 'error',
    hint: 'Something removed or renamed the file during the build; build again once it is in place.'
  },
  FILE_CHANGED: {
    severity: 'error',
    hint: 'Something edited the file during the build; build again once the files stop changing.'
  },
  MEDIA_SRC_MISSING: { severity: 'error' },
  MEDIA_SRC_UNUSUAL: { severity: 'warning' },
  UNKNOWN_COMPONENT: { severity: 'warning' },
  UNRESOLVED_IMPORT: { severity: 'warning' },
  MDX_PLUGIN: {
    severity: 'warning',
    hint: "Fix the plugin (its file is named in the website's Next config's mdxOptions), or take it out of the list."
  },
  ISLAND_PROPS: {
    severity: 'warning',
    hint: 'Pass plain data (strings, numbers, arrays, objects) to a component that runs in the browser, or build the function inside it.'
  },
  ISLANDS_BUNDLE: { severity: 'warning' },
  NEXT_ONLY_EXPORT: { severity: 'warning' },
  PAGE_DATA: {
    severity: 'warning',
    hint: 'The build runs getStaticProps once, in Node, as next build does; the page renders with empty data when it fails (e.g. a request to a host this machine cannot reach).'
  },
  DYNAMIC_ROUTE: {
    severity: 'warning',
    hint: 'Export getStaticPaths from the page with the paths to build, e.g. { paths: [{ params: { name: "x" } }], fallback: false }.'
  },
  UNKNOWN_LANGUAGE: { severity: 'warning' },
  CODE_FROM_MISSING: {
    severity: 'warning',
    hint: "Code Hike's `// from <path>` is read relative to the page's folder: check the path, or add the file."
  },
  MATH_ERROR: { severity: 'warning' },
  BUNDLE_ERROR: { severity: 'error' },
  BROKEN_LINK: { severity: 'error' },
  JAVASCRIPT_URL: {
    severity: 'warning',
    hint: 'Use a <button> with an event handler in a component for an action, or a real URL for a link.'
  },
  BROKEN_ANCHOR: { severity: 'warning' },
  RELATIVE_LINK: {
    severity: 'warning',
    hint: 'Nextra serves pages without a trailing slash, so a relative link resolves against the folder above: on an index page served at /docs, ./x is /x. Write the link from the site root, e.g. /docs/x.'
  },
  OUTPUT_WRITE: { severity: 'error' },
  OUTPUT_UNSAFE: {
    severity: 'error',
    hint: 'Build into a folder of its own, e.g. dist in the site folder (the default), with --out or "outDir".'
  },
  OUTPUT_OUTSIDE_SITE: {
    severity: 'error',
    hint: 'The output folder is replaced on every build: pass --force if that is what you want.'
  },
  BUILD_LOCKED: { severity: 'error' },
  COMMENTS_HOST: {
    severity: 'warning',
    hint: 'Use an https:// origin (no path), e.g. "https://giscus.app", or an http:// one on 127.0.0.1 or localhost for a local comments host.'
  },
  NPM_REGISTRY_UNREACHABLE: {
    severity: 'warning',
    hint: 'Check the network, set the versions in "npm.versions", or turn "npm.registry" off.'
  },
  HOSTED_SEARCH_MISSING: {
    severity: 'warning',
    hint: 'Set search.algolia.appId and apiKey, or the ALGOLIA_APP_ID and ALGOLIA_SEARCH_API_KEY environment variables; until then the pages search the local index.'
  },
  INTERNAL: { severity: 'error' }
} as const satisfies Record<string, Entry>

export type DiagnosticCode = keyof typeof CATALOGUE

/** Creates a diagnostic with the catalogue's severity (overridable) and hint. */
export function diagnostic(
  code: DiagnosticCode,
  message: string,
  location: Location = {},
  extra: { severity?: Severity; hint?: string; cause?: string } = {}
): Diagnostic {
  const entry: Entry = CATALOGUE[code]
  const hint = extra.hint ?? entry.hint
  return {
    code,
    severity: extra.severity ?? entry.severity,
    message,
    ...(hint && { hint }),
    ...(extra.cause && { cause: extra.cause }),
    ...location
  }
}

export const hasErrors = (diagnostics: readonly Diagnostic[]): boolean => diagnostics.some(d => d.severity === 'error')

/** Stable order for reporting: by file, then position, then code. */
export function sortDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  // The same problem found twice (a component's warning kept by each page that imports it) is one;
  // the order never depends on the order found (the message breaks ties).
  // So is an absent import that the metas and the pages both reach (the Guild's `_meta.tsx` imports
  // the components its posts use): the page's `UNRESOLVED_IMPORT` at that import stands for both.
  const at = (d: Diagnostic) => JSON.stringify([d.file, d.line, d.column])
  const pageImports = new Set(diagnostics.filter(d => d.code === 'UNRESOLVED_IMPORT').map(at))
  const seen = new Set<string>()
  const unique = diagnostics.filter(d => {
    if (d.code === 'META_IMPORT' && d.line !== undefined && pageImports.has(at(d))) return false
    const key = JSON.stringify([d.file, d.line, d.column, d.code, d.severity, d.message])
    return !seen.has(key) && Boolean(seen.add(key))
  })
  return unique.sort(
    (a, b) =>
      (a.file ?? '').localeCompare(b.file ?? '') ||
      (a.line ?? 0) - (b.line ?? 0) ||
      (a.column ?? 0) - (b.column ?? 0) ||
      a.code.localeCompare(b.code) ||
      a.message.localeCompare(b.message)
  )
}

/** 1-based line and column of a character offset in `source`. */
export function positionAt(source: string, offset: number): { line: number; column: number } {
  let line = 1
  let lineStart = 0
  for (let i = 0; i < offset && i < source.length; i++) {
    if (source.charCodeAt(i) === 10) {
      line++
      lineStart = i + 1
    }
  }
  return { line, column: offset - lineStart + 1 }
}
