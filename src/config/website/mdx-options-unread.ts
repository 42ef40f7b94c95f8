// A Next config's `mdxOptions` that guildsite's own compile does not honour: `recmaPlugins` (Nextra 3 and 4
// run them on the compiled page; Nextra 2.13 reads no such option) and `format: 'md'` (Nextra compiles every
// page as Markdown, `.mdx` ones too). Each is a warning at its place in the config, so the author knows the
// pages differ from Nextra's build there. `format` as the site's Nextra release reads it (`mdFormatOf`): the
// config's `mdFormat`, `.md` pages as MDX where Nextra compiles them so; `'detect'` is what guildsite does.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { majorFromPackageJson } from '../../page-map/nextra-major.js'
import { nextra2Release, nextra4SiteRelease } from '../../page-map/nextra-version.js'
import { diagnostic, positionAt } from '../../shared/diagnostics.js'
import type { FolderReading } from './website-files.js'

/** Warnings and notes of the options of `mdxOptions` (the evaluated object) that guildsite does not honour. */
export function unreadMdxOptions(
  mdxOptions: { recmaPlugins?: unknown } | undefined,
  nextFile: string,
  text: string,
  { siteDir, notes, diagnostics, display }: FolderReading
): void {
  if (!mdxOptions) return
  const file = display(nextFile)
  // (Where the key is written; the config's first line when it is built elsewhere.)
  const at = (key: string) => {
    const index = new RegExp(`\\b${key}\\s*:`).exec(text)?.index ?? 0
    return { file, source: text, ...positionAt(text, index) }
  }
  const recma = mdxOptions.recmaPlugins
  if (Array.isArray(recma) && recma.length > 0) {
    if (nextraMajor(siteDir) === 2)
      notes.push({
        file,
        key: 'mdxOptions',
        action: 'ignored',
        detail: 'recmaPlugins: Nextra 2 does not run them either'
      })
    else
      diagnostics.push(
        diagnostic(
          'MDX_PLUGIN',
          `mdxOptions.recmaPlugins (${recma.length}) are not run: Nextra 3/4 run them on each compiled page, guildsite compiles pages to its own output; what they change is missing from every page`,
          at('recmaPlugins'),
          {
            hint: 'Make the change in a remark or rehype plugin (guildsite runs those), or leave them out if they only serve Next.'
          }
        )
      )
  }
}

/** Whose loader takes the Next config's `format`: Nextra 2.2.1–2.2.10 and 4.3+ (2.2.12–2.13, 3 and 4.0–4.2 force 'detect'). */
const honoursFormat = (release: number[]): boolean =>
  release[0] === 2
    ? compare(release, [2, 2, 1]) >= 0 && compare(release, [2, 2, 12]) < 0
    : compare(release, [4, 3, 0]) >= 0

/** The format Nextra compiles pages with when the config gives none: MDX's `'mdx'` before 2.2.12, else `'detect'`. */
const defaultFormat = (release: number[]): string =>
  release[0] === 2 && compare(release, [2, 2, 12]) < 0 ? 'mdx' : 'detect'

const compare = (a: number[], b: number[]): number => a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]!

/**
 * How the site's Nextra compiles `.md` pages (src/compile/page-format.ts): `'mdx'` when its release and the Next
 * config's `mdxOptions.format` make them MDX, else undefined (Markdown). Says what it read; `format: 'md'`, which
 * would make `.mdx` pages Markdown too, is a warning at its key (guildsite keeps them MDX).
 */
export function mdFormatOf(
  mdxOptions: { format?: unknown } | undefined,
  nextFile: string,
  text: string,
  { siteDir, notes, diagnostics, display }: FolderReading
): 'mdx' | undefined {
  const major = nextraMajor(siteDir)
  const release =
    major === 2 ? nextra2Release(siteDir, siteDir) : major === 4 ? nextra4SiteRelease(siteDir, siteDir) : undefined
  const file = display(nextFile)
  const given = mdxOptions?.format
  const version = release ? `Nextra ${release.join('.')}` : `Nextra ${major ?? ''}`.trim()
  const honoured = release !== undefined && honoursFormat(release)
  const format = honoured && typeof given === 'string' ? given : release ? defaultFormat(release) : 'detect'
  if (given !== undefined && !honoured)
    notes.push({
      file,
      key: 'mdxOptions',
      action: 'ignored',
      detail: `format ${JSON.stringify(given)}: ${version}'s loader compiles each page by its extension ('detect') whatever the config says, as guildsite does`
    })
  if (format === 'md') {
    const index = /\bformat\s*:/.exec(text)?.index ?? 0
    diagnostics.push(
      diagnostic(
        'MDX_PLUGIN',
        "mdxOptions.format 'md' is not honoured: Nextra compiles every page as Markdown with it, guildsite compiles .mdx pages as MDX (their JSX and {expressions} run)",
        { file, source: text, ...positionAt(text, index) },
        { hint: "Rename the pages to .md, or take `format: 'md'` out if the .mdx pages are meant as MDX." }
      )
    )
  } else if (format === 'mdx')
    notes.push({
      file,
      key: 'mdxOptions',
      action: 'read',
      detail: `format 'mdx'${given === undefined ? ` (${version}'s default)` : ''}: .md pages compiled as MDX, as ${version} compiles them (one MDX refuses is compiled as Markdown, with a warning)`
    })
  else if (given === 'detect' && honoured)
    notes.push({
      file,
      key: 'mdxOptions',
      action: 'read',
      detail: "format 'detect': .md pages compiled as Markdown, .mdx as MDX, as guildsite does"
    })
  return format === 'mdx' ? 'mdx' : undefined
}

function nextraMajor(siteDir: string): number | undefined {
  try {
    return majorFromPackageJson(
      JSON.parse(readFileSync(join(siteDir, 'package.json'), 'utf8')) as Record<string, unknown>
    )?.major
  } catch {
    return undefined
  }
}
