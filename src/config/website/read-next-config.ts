// A website folder's next.config.*: evaluated with Nextra's wrappers stubbed; webpack() aliases, SVG, math read.
import { existsSync, readFileSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import { diagnostic, positionAt } from '../../shared/diagnostics.js'
import {
  aliasNames,
  missingAliasTargets,
  readWebpackAliases,
  type WebpackAliases
} from '../../website/webpack-config.js'
import { localThemeFile } from '../../website/theme-provider.js'
import { evaluateLenient } from '../evaluate-lenient.js'
import { codeHikeThemes, readCodeHighlighting } from './code-highlighting.js'
import { mdFormatOf, unreadMdxOptions } from './mdx-options-unread.js'
import { readMdxPlugins } from './read-mdx-plugins.js'
import type { SiteMdxPlugins } from '../../compile/site-mdx-plugins.js'
import { NEXT_STUBS } from './config-stubs.js'
import { isNextraWebpack, mapNextConfig, type CapturedNextConfig } from './next-config-options.js'
import type { ConfigFields } from './option-context.js'
import type { FolderReading } from './website-files.js'

/** What the Next config gives the rest of the folder's reading. */
export interface NextConfigReading {
  fields: ConfigFields
  /** `.svg` imports are React components (`'query'`: `.svg?svgr` ones). */
  svgComponents: boolean | 'query'
  webpackAliases?: WebpackAliases
  /** The theme config its `themeConfig` option names, when that file exists. */
  themeFile?: string
  /** Next's `pageExtensions`: which files of the pages folder are pages (`['tsx']`: not `translations.ts`). */
  pageExtensions?: string[]
  /** The module of a theme of the site's own (`nextra({ theme: './src/layout/Layout.tsx' })`), when it exists. */
  localTheme?: string
  /** Its own remark/rehype plugins that run on the pages (`mdxOptions`: read-mdx-plugins.ts). */
  mdxPlugins?: SiteMdxPlugins
}

export async function readNextConfig(nextFile: string, reading: FolderReading): Promise<NextConfigReading> {
  const { siteDir, notes, diagnostics, files, display, warn } = reading
  let nextFields: ConfigFields = {}
  let themeFile: string | undefined
  let svgComponents: boolean | 'query' = false
  let webpackAliases: WebpackAliases | undefined
  let pageExtensions: string[] | undefined
  let localTheme: string | undefined
  let mdxPlugins: SiteMdxPlugins | undefined
  files.push(nextFile)
  const text = readFileSync(nextFile, 'utf8')
  // (A rule for `?svgr` imports only, `resourceQuery: /svgr/`, leaves the others images: bundle-plugins.ts.)
  if (/@svgr\/webpack|['"]svgr['"]/.test(text))
    svgComponents = /resourceQuery\s*:\s*\/svgr\//.test(text) ? 'query' : true
  if (svgComponents)
    notes.push({
      file: display(nextFile),
      key: 'webpack',
      action: 'read',
      detail:
        svgComponents === 'query'
          ? "`.svg?svgr` imports of the site's code are React components (@svgr/webpack), other `.svg` imports images"
          : "`.svg` imports of the site's code are React components (@svgr/webpack)"
    })
  const result = await evaluateLenient(nextFile, siteDir, { stubs: NEXT_STUBS, callDefault: true })
  if ('error' in result) warn(nextFile, 'The Next config', result.error)
  else if (typeof result.value === 'object' && result.value !== null) {
    const value = result.value as Record<string, unknown>
    let next = value
    if (typeof value.redirects === 'function') {
      try {
        next = { ...value, redirects: await (value.redirects as () => unknown)() }
      } catch (error) {
        warn(nextFile, 'redirects()', { message: error instanceof Error ? error.message : String(error) })
        next = { ...value, redirects: undefined }
      }
    }
    // Its `webpack()` function, called as Next calls it: the aliases it sets apply to pages and islands.
    if (typeof value.webpack === 'function' && !isNextraWebpack(value.webpack)) {
      const read = await readWebpackAliases(value.webpack, next, siteDir)
      const found = /\bwebpack\s*(\(|:)/.exec(text)
      const at = found ? positionAt(text, found.index) : {}
      if (read.error)
        diagnostics.push(
          diagnostic(
            'CONFIG_LOAD',
            `webpack() could not be evaluated: ${read.error.split('\n')[0]}; its resolve.alias is not used (imports resolve as installed)`,
            { file: display(nextFile), ...at },
            {
              severity: 'warning',
              // (A folder without its node_modules: `require.resolve('esquery')` finds nothing.)
              ...(/Cannot find (module|package)/.test(read.error) && {
                hint: "webpack() resolves the site's packages: install them (npm install) for its aliases to apply, as in Next's build."
              })
            }
          )
        )
      else if (
        read.aliases &&
        (aliasNames(read.aliases).length > 0 || read.aliases.textFiles || read.aliases.textQueries)
      ) {
        webpackAliases = read.aliases
        for (const { name, target } of missingAliasTargets(read.aliases)) {
          // (At the alias's key where the file writes it, else at webpack().)
          const named = [`'${name}'`, `"${name}"`, `${name}:`].map(key => text.indexOf(key)).find(index => index >= 0)
          const where = relative(siteDir, target)
          diagnostics.push(
            diagnostic(
              'CONFIG_LOAD',
              `webpack() aliases ${name} to ${where.startsWith('..') ? target : where}, where there is no file; imports of ${name} resolve as installed (Next's build stops: Module not found)`,
              { file: display(nextFile), ...(named === undefined ? at : positionAt(text, named)) },
              {
                severity: 'warning',
                hint: `The installed ${name} has no such file: point the alias at a file it has (its package.json "exports" or "browser" entry).`
              }
            )
          )
        }
        const names = aliasNames(read.aliases)
        if (names.length > 0)
          notes.push({
            file: display(nextFile),
            key: 'webpack',
            action: 'read',
            detail: `resolve.alias and resolve.fallback of webpack() (${names.join(', ')}): applied to the pages' and the islands' bundles`
          })
        // (Its `module.rules` that give a file's text: `asset/source`, `raw-loader`.)
        const textRules = [
          ...(read.aliases.textFiles ?? []).map(filter => `/${filter}/`),
          ...(read.aliases.textQueries ?? []).map(rule => `?/${rule.query[0]}/${rule.query[1]}`)
        ]
        if (textRules.length > 0)
          notes.push({
            file: display(nextFile),
            key: 'webpack',
            action: 'read',
            detail: `module.rules giving a file's text (${textRules.join(', ')}): such imports are the file's text in the pages' and the islands' bundles`
          })
      }
    }
    if (Array.isArray(value.pageExtensions) && value.pageExtensions.every(ext => typeof ext === 'string'))
      pageExtensions = value.pageExtensions as string[]
    const captured = value.__guildsiteNextra as { nextra?: Record<string, unknown>; guild: boolean } | undefined
    const mapped = mapNextConfig(display(nextFile), {
      next,
      nextra: captured?.nextra,
      guild: captured?.guild ?? false
    } satisfies CapturedNextConfig)
    nextFields = mapped.fields
    // The site's grammars and themes for its code blocks (`mdxOptions.rehypePrettyCodeOptions`).
    const mdxOptions = captured?.nextra?.mdxOptions as
      | { rehypePrettyCodeOptions?: unknown; remarkPlugins?: unknown; rehypePlugins?: unknown; recmaPlugins?: unknown }
      | undefined
    const highlighting = await readCodeHighlighting(
      mdxOptions?.rehypePrettyCodeOptions,
      siteDir,
      display(nextFile),
      message => warn(nextFile, 'rehypePrettyCodeOptions', { message })
    )
    Object.assign(nextFields, highlighting.fields)
    notes.push(...highlighting.notes)
    // Its own remark/rehype plugins: run on the pages as Nextra runs them (the absent ones warned).
    const listed = (list: unknown) => Array.isArray(list) && list.length > 0
    if (listed(mdxOptions?.remarkPlugins) || listed(mdxOptions?.rehypePlugins))
      mdxPlugins = await readMdxPlugins(nextFile, text, reading)
    // (`recmaPlugins`, which guildsite's compile does not honour: a warning at it.)
    unreadMdxOptions(mdxOptions, nextFile, text, reading)
    // (`.md` pages as MDX where the site's Nextra release and `mdxOptions.format` make them so: src/compile/page-format.ts.)
    const mdFormat = mdFormatOf(mdxOptions as { format?: unknown } | undefined, nextFile, text, reading)
    if (mdFormat) nextFields.mdFormat = mdFormat
    // Math through the site's own plugins (`mdxOptions: { remarkPlugins: [remarkMath], rehypePlugins:
    // [rehypeKatex] }`) is Nextra's `latex`: `$…$` is math, not an MDX expression (`y_{t-1}`).
    // Code Hike's remark plugin (`require('@code-hike/mdx')` in `mdxOptions.remarkPlugins`): its file names on every block.
    if (/['"]@code-hike\/mdx['"]/.test(text) && nextFields.codeHike === undefined) {
      nextFields.codeHike = true
      // Code Hike draws every block with its own theme (its `theme` option, `require('shiki/themes/x.json')`
      // or a name; "dark-plus" by default), in light and dark mode alike.
      nextFields.codeThemes ??= codeHikeThemes(text)
      // (Its `lineNumbers: true`: numbers on every block.)
      if (/\blineNumbers\s*:\s*true\b/.test(text)) nextFields.codeHikeLineNumbers = true
      notes.push({
        file: display(nextFile),
        key: 'mdxOptions',
        action: 'read',
        detail: "@code-hike/mdx: a code block's file name in its meta is its title, focus= and mark= are drawn"
      })
    }
    const mathPlugin = /['"](remark-math|rehype-katex|rehype-mathjax)['"]/.exec(text)?.[1]
    if (mathPlugin && nextFields.latex === undefined) {
      nextFields.latex = true
      notes.push({
        file: display(nextFile),
        key: 'mdxOptions',
        action: 'read',
        detail: `${mathPlugin}: math set with KaTeX at build time, as Nextra's latex option`
      })
    }
    notes.push(
      ...mapped.notes.filter(
        note => !((svgComponents || webpackAliases) && note.key === 'webpack' && note.action === 'ignored')
      )
    )
    if (mapped.themeConfig && existsSync(resolve(siteDir, mapped.themeConfig)))
      themeFile = resolve(siteDir, mapped.themeConfig)
    const theme = captured?.nextra?.theme
    if (typeof theme === 'string') localTheme = localThemeFile(siteDir, theme)
  }
  return {
    fields: nextFields,
    svgComponents,
    ...(webpackAliases && { webpackAliases }),
    ...(pageExtensions && { pageExtensions }),
    ...(localTheme && { localTheme }),
    ...(mdxPlugins && { mdxPlugins }),
    themeFile
  }
}
