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
 *
 * Longest first within a project, one project after another: the isolated file (a process of its own
 * whatever the order: first, beside the longest processes file, rather than alone at the end), the
 * processes files, then the in-process ones, whose many short files end the run evenly. Vitest keeps a
 * worker that ran a file without isolation for the next file only when the next file in its queue is
 * of the same project; otherwise it ends that worker and starts another. Sorted across projects, the
 * in-process units came one at a time between processes files (25 changes of project in the listed
 * files alone): each ended a worker with its Chromium and imports, and started one that imported the
 * compile stack, React and Shiki again for a single file.
 */
export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const known = durations()
    const seconds = (file: TestSpecification) =>
      known[relative(this.ctx.config.root, file.moduleId).split('\\').join('/')] ?? 0
    const ordered = await super.sort(files)
    return ordered
      .map((file, index) => ({ file, index, rank: rank(file), seconds: seconds(file) }))
      .sort((a, b) => a.rank - b.rank || b.seconds - a.seconds || a.index - b.index)
      .map(entry => entry.file)
  }
}

/** The isolated file, the processes files (the longest ones), then the in-process ones. */
function rank(file: TestSpecification): number {
  const order = ['isolated', 'processes', 'in-process']
  const index = order.indexOf(file.project.name)
  return index === -1 ? order.length : index
}

function durations(): Record<string, number> {
  try {
    return JSON.parse(readFileSync(new URL('durations.json', import.meta.url), 'utf8')) as Record<string, number>
  } catch {
    return {}
  }
}
