import { execFile } from 'node:child_process'
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
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
  // Starting git costs the main thread ~20-60 ms (a process spawned from a large one) on the path of
  // every build: where the repository's own files say there is no repository, or that the kept dates'
  // commit is still the checked-out one, git is not asked.
  const checkedOut = process.env.GIT_DIR === undefined ? await checkedOutCommit(folder) : undefined
  if (checkedOut === null) return dates
  const kept = cacheFile ? await readKeptDates(cacheFile) : undefined
  const current = (head: string | undefined) => kept !== undefined && kept.head === head && kept.folder === folder
  if (checkedOut && current(checkedOut)) return new Map(kept!.dates)
  try {
    const [top, head] = (await run('git', ['rev-parse', '--show-toplevel', 'HEAD'], { cwd: folder })).stdout
      .trim()
      .split('\n')
    if (current(head)) return new Map(kept!.dates)
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

async function readKeptDates(file: string): Promise<KeptDates | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as KeptDates
  } catch {
    return undefined
  }
}

/**
 * The commit checked out in the repository that holds `folder`, read from its files as git does
 * (`HEAD`, then the ref it names, loose or packed); `null` when there is no `.git` in `folder` nor
 * above it (git would find no repository either), undefined when the files are not what this reads
 * (then git is asked).
 */
export async function checkedOutCommit(folder: string): Promise<string | null | undefined> {
  const gitDir = await gitFolderOf(folder)
  if (!gitDir) return gitDir
  try {
    const head = (await readFile(join(gitDir, 'HEAD'), 'utf8')).trim()
    if (/^[0-9a-f]{40,64}$/.test(head)) return head
    const ref = /^ref: (refs\/\S+)$/.exec(head)?.[1]
    if (!ref) return undefined
    // Refs live in the common folder of a worktree's git folder (`commondir`).
    const common = await readFile(join(gitDir, 'commondir'), 'utf8').then(
      dir => resolve(gitDir, dir.trim()),
      () => gitDir
    )
    for (const base of new Set([gitDir, common])) {
      const loose = await readFile(join(base, ref), 'utf8').catch(() => undefined)
      if (loose !== undefined) return /^[0-9a-f]{40,64}$/.test(loose.trim()) ? loose.trim() : undefined
    }
    const packed = await readFile(join(common, 'packed-refs'), 'utf8').catch(() => '')
    for (const line of packed.split('\n')) {
      const [hash, name] = line.split(' ')
      if (name === ref && /^[0-9a-f]{40,64}$/.test(hash!)) return hash
    }
    // An unborn branch (no commit yet), or a ref store this does not read.
    return undefined
  } catch {
    return undefined
  }
}

/** The git folder of the repository holding `folder` (null: none; undefined: a `.git` file this does not read). */
async function gitFolderOf(folder: string): Promise<string | null | undefined> {
  for (let dir = resolve(folder); ; dir = dirname(dir)) {
    const dotGit = join(dir, '.git')
    const found = await stat(dotGit).catch(() => undefined)
    if (found?.isDirectory()) return dotGit
    if (found) {
      // A worktree or a submodule: a file saying `gitdir: <path>`.
      const line = /^gitdir: (.+)$/m.exec(await readFile(dotGit, 'utf8').catch(() => ''))?.[1]?.trim()
      return line ? resolve(dir, line) : undefined
    }
    if (dirname(dir) === dir) return null
  }
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
