import { execFile } from 'node:child_process'
import { resolve } from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

/**
 * Last commit date of every file under `folder`, from one `git log` (not one process per page).
 * Empty when the folder is not in a git repository or git is missing.
 */
export async function gitDates(folder: string): Promise<Map<string, string>> {
  const dates = new Map<string, string>()
  try {
    const { stdout: top } = await run('git', ['rev-parse', '--show-toplevel'], { cwd: folder })
    const { stdout } = await run('git', ['log', '--format=%x00%cI', '--name-only', '--', '.'], { cwd: folder, maxBuffer: 256 * 1024 * 1024 })
    let date = ''
    for (const line of stdout.split('\n')) {
      if (line.startsWith('\0')) date = line.slice(1)
      else if (line && date) {
        const file = resolve(top.trim(), line)
        if (!dates.has(file)) dates.set(file, date)
      }
    }
  } catch {
    // Not a repository: no timestamps.
  }
  return dates
}
