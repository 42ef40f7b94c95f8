import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * Runs the files that took longest first, so that two workers finish together instead of one waiting
 * for the last long file (a fresh clone has no vitest cache, and vitest then orders files by size).
 * `tests/durations.json` holds seconds per file from a whole run (`npm run test:durations` refreshes
 * it); files it does not list keep vitest's own order after the listed ones. The JSON report that
 * script reads leaves out the time a file spends in its hooks and while collected: the files that
 * build a site there (website-fets, build-sites, website-folder, page-data) got ~0 s and ran last,
 * alone; their figures are set by hand (estimated from the gaps before them in whole runs).
 */
export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const known = durations()
    const seconds = (file: TestSpecification) =>
      known[relative(this.ctx.config.root, file.moduleId).split('\\').join('/')] ?? 0
    const ordered = await super.sort(files)
    return ordered
      .map((file, index) => ({ file, index, seconds: seconds(file) }))
      .sort((a, b) => b.seconds - a.seconds || a.index - b.index)
      .map(entry => entry.file)
  }
}

function durations(): Record<string, number> {
  try {
    return JSON.parse(readFileSync(new URL('durations.json', import.meta.url), 'utf8')) as Record<string, number>
  } catch {
    return {}
  }
}
