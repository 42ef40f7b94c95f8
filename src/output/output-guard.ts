import { realpathSync } from 'node:fs'
import { basename, dirname, join, resolve, sep } from 'node:path'
import { diagnostic, type Diagnostic, type Location } from '../shared/diagnostics.js'

export interface OutputGuardInput {
  outRoot: string
  siteDir: string
  contentRoot: string
  publicRoot: string
  /** `--force`: allow an output folder outside the site folder. */
  force?: boolean
  /** Where the output folder was chosen (the config's `outDir` line), for the message. */
  location?: Location
}

/** The real path of `path`, also when it (or its tail) does not exist yet: symlinks cannot hide a nesting. */
export function realPathOf(path: string): string {
  const absolute = resolve(path)
  try {
    return realpathSync(absolute)
  } catch {
    const parent = dirname(absolute)
    return parent === absolute ? absolute : join(realPathOf(parent), basename(absolute))
  }
}

const isInside = (child: string, parent: string): boolean =>
  child === parent || child.startsWith(parent.endsWith(sep) ? parent : parent + sep)

/**
 * The output folder is deleted and replaced on every build, so it must be a folder of its own:
 * never the site, content or public folder, nor one holding them (that would delete the sources),
 * nor one inside the content or public folder (later builds would read their own output back).
 * Outside the site folder it is refused unless the user says `--force`.
 */
export function checkOutputFolder(input: OutputGuardInput): Diagnostic[] {
  const out = realPathOf(input.outRoot)
  const where = input.location ?? {}
  const sources: [string, string][] = [
    ['site folder', realPathOf(input.siteDir)],
    ['content folder', realPathOf(input.contentRoot)],
    ['public folder', realPathOf(input.publicRoot)]
  ]
  for (const [name, folder] of sources) {
    if (isInside(folder, out)) {
      const how = folder === out ? `is the ${name}` : `contains the ${name} ${folder}`
      return [
        diagnostic(
          'OUTPUT_UNSAFE',
          `The output folder ${input.outRoot} ${how}; a build replaces it and would delete your files`,
          where
        )
      ]
    }
  }
  for (const [name, folder] of sources.slice(1)) {
    if (isInside(out, folder)) {
      return [
        diagnostic(
          'OUTPUT_UNSAFE',
          `The output folder ${input.outRoot} is inside the ${name} ${folder}; later builds would read their own output`,
          where
        )
      ]
    }
  }
  if (!input.force && !isInside(out, sources[0][1])) {
    return [diagnostic('OUTPUT_OUTSIDE_SITE', `The output folder ${input.outRoot} is outside the site folder`, where)]
  }
  return []
}
