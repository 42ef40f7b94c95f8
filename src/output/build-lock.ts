import { readFileSync, unlinkSync } from 'node:fs'
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { diagnostic, type Diagnostic } from '../shared/diagnostics.js'
import { onInterrupt } from './interrupt.js'

export interface BuildLock {
  file: string
  release(): Promise<void>
}

/** `.dist.guildsite-lock` next to `dist`: one writer per output folder. */
export const lockFileOf = (outRoot: string): string => join(dirname(outRoot), `.${basename(outRoot)}.guildsite-lock`)

/**
 * When the process started (Linux: `/proc/<pid>/stat` field 22), so that a lock is not mistaken for
 * live when its pid was reused by another process — common in containers, where pids restart low.
 */
function startTimeOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]
  } catch {
    return undefined
  }
}

/** Whether the lock's owner still runs (EPERM: it exists, it is just not ours). */
function isAlive(pid: number, startTime: string | undefined): boolean {
  try {
    process.kill(pid, 0)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false
  }
  const now = startTime && startTimeOf(pid)
  return !now || now === startTime
}

const REASONS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'the file system is read-only',
  EEXIST: 'a file is in the way where a folder is needed',
  ENOTDIR: 'a file is in the way where a folder is needed',
  ENOSPC: 'no space left on the device'
}

/** Why the output folder cannot be written, as the one diagnostic every write failure becomes. */
export function outputWriteError(outRoot: string, error: unknown): Diagnostic {
  const e = error as NodeJS.ErrnoException
  const reason = (e.code && REASONS[e.code]) ?? e.message
  const at = e.path && e.path !== outRoot ? ` at ${e.path}` : ''
  return diagnostic(
    'OUTPUT_WRITE',
    `Cannot write the output folder ${outRoot}: ${reason}${at}${e.code ? ` (${e.code})` : ''}`,
    {},
    { hint: 'Check the permissions of the folder and its parent, or choose another output folder with --out.' }
  )
}

/**
 * Takes the output folder's lock: a file holding this process's id and start time, created
 * exclusively. A lock whose process is gone (a killed build) is taken over; a live one means another
 * build is writing the same folder, and this one stops with a message rather than becoming a second
 * writer. Creating the lock also proves early that the output folder's parent is writable.
 */
export async function acquireBuildLock(outRoot: string): Promise<{ lock?: BuildLock; diagnostic?: Diagnostic }> {
  const file = lockFileOf(outRoot)
  try {
    await mkdir(dirname(outRoot), { recursive: true })
  } catch (error) {
    return { diagnostic: outputWriteError(outRoot, error) }
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const content = `${process.pid} ${startTimeOf(process.pid) ?? ''}\n`
      await writeFile(file, content, { flag: 'wx' })
      const stopWatching = onInterrupt(() => {
        if (readFileSync(file, 'utf8') === content) unlinkSync(file)
      })
      return {
        lock: {
          file,
          async release() {
            stopWatching()
            if ((await readFile(file, 'utf8').catch(() => '')) === content) await unlink(file).catch(() => undefined)
          }
        }
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') return { diagnostic: outputWriteError(outRoot, error) }
    }
    const [pidText, startTime] = (await readFile(file, 'utf8').catch(() => '')).trim().split(' ')
    const pid = Number.parseInt(pidText, 10)
    if (Number.isInteger(pid) && pid > 0 && isAlive(pid, startTime)) {
      return {
        diagnostic: diagnostic(
          'BUILD_LOCKED',
          `Another guildsite build (process ${pid}) is writing ${outRoot}; this build stopped so that only one writes at a time`,
          {},
          { hint: `Wait for it to finish. If no build is running, delete ${file}.` }
        )
      }
    }
    // The build that held it was killed: take the lock over.
    await unlink(file).catch(() => undefined)
  }
  return {
    diagnostic: diagnostic(
      'BUILD_LOCKED',
      `Another guildsite build took the lock of ${outRoot} at the same time; this build stopped`,
      {},
      { hint: 'Run one build at a time.' }
    )
  }
}
