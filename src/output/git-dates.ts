import { execFile } from 'node:child_process'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

/** What `cacheFile` holds: the dates of `folder` as of commit `head`. */
interface KeptDates {
  head: string
  folder: string
  dates: [string, string][]
}

/**
 * Last commit date of every file under `folder`, from one `git log` (not one process per page).
 * Empty when the folder is not in a git repository or git is missing. With `cacheFile`, the dates
 * are kept with the commit they were read at and reused while it is still the checked-out one: a
 * commit date changes only with a commit, and `git log` over a long history is the slow part (the
 * shared workload in a repository of one commit: ~0.04 CPU-s and ~0.25 s of wall time a build at load
 * 27 — more with a longer history; as benched, the workload is in no repository and git finds nothing).
 */
export async function gitDates(folder: string, cacheFile?: string): Promise<Map<string, string>> {
  const dates = new Map<string, string>()
  try {
    const [top, head] = (await run('git', ['rev-parse', '--show-toplevel', 'HEAD'], { cwd: folder })).stdout
      .trim()
      .split('\n')
    if (cacheFile) {
      const kept = (JSON.parse(await readFile(cacheFile, 'utf8').catch(() => 'null')) as KeptDates | null) ?? undefined
      if (kept?.head === head && kept.folder === folder) return new Map(kept.dates)
    }
    const { stdout } = await run('git', ['log', '--format=%x00%cI', '--name-only', '--', '.'], {
      cwd: folder,
      maxBuffer: 256 * 1024 * 1024
    })
    let date = ''
    for (const line of stdout.split('\n')) {
      if (line.startsWith('\0')) date = line.slice(1)
      else if (line && date) {
        const file = resolve(top, line)
        if (!dates.has(file)) dates.set(file, date)
      }
    }
    if (cacheFile && head) await keepDates(cacheFile, { head, folder, dates: [...dates] })
  } catch {
    // Not a repository (or no commit yet): no timestamps.
  }
  return dates
}

async function keepDates(file: string, kept: KeptDates): Promise<void> {
  try {
    await mkdir(dirname(file), { recursive: true })
    const temp = `${file}.${process.pid}.tmp`
    await writeFile(temp, JSON.stringify(kept))
    await rename(temp, file)
  } catch {
    // A read-only cache: the next build asks git again.
  }
}
