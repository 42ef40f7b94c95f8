// A Next config's `mdxOptions` that guildsite's own compile does not honour: `recmaPlugins` (Nextra 3 and 4
// run them on the compiled page; Nextra 2.13 reads no such option) and `format: 'md'` (Nextra compiles every
// page as Markdown, `.mdx` ones too). Each is a warning at its place in the config, so the author knows the
// pages differ from Nextra's build there; `format: 'detect'` is what guildsite does (a note).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { majorFromPackageJson } from '../../page-map/nextra-major.js'
import { diagnostic, positionAt } from '../../shared/diagnostics.js'
import type { FolderReading } from './website-files.js'

/** Warnings and notes of the options of `mdxOptions` (the evaluated object) that guildsite does not honour. */
export function unreadMdxOptions(
  mdxOptions: { recmaPlugins?: unknown; format?: unknown } | undefined,
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
  const { format } = mdxOptions
  if (format === 'md')
    diagnostics.push(
      diagnostic(
        'MDX_PLUGIN',
        "mdxOptions.format 'md' is not honoured: Nextra compiles every page as Markdown with it, guildsite compiles .mdx pages as MDX (their JSX and {expressions} run)",
        at('format'),
        { hint: "Rename the pages to .md, or take `format: 'md'` out if the .mdx pages are meant as MDX." }
      )
    )
  else if (format === 'detect')
    notes.push({
      file,
      key: 'mdxOptions',
      action: 'read',
      detail: "format 'detect': .md pages compiled as Markdown, .mdx as MDX, as guildsite does"
    })
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
