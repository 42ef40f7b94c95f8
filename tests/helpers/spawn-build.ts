import { spawn, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import fg from 'fast-glob'
import { BIN, REPO } from './cli.js'

export interface RunningBuild {
  child: ChildProcess
  /** Resolves when stderr contains `text` (e.g. the `guildsite:paused write` marker). */
  waitFor(text: string): Promise<void>
  /** Resolves when the process has exited. */
  done: Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>
}

/** Starts `guildsite build …` without waiting for it, so a test can pause, signal or kill it. */
export function spawnBuild(args: string[], env: Record<string, string> = {}): RunningBuild {
  const child = spawn(process.execPath, [BIN, 'build', ...args], {
    cwd: REPO,
    env: { ...process.env, NO_COLOR: '1', ...env }
  })
  let stdout = ''
  let stderr = ''
  const waiters: { text: string; resolve: () => void }[] = []
  child.stdout!.on('data', chunk => (stdout += chunk))
  child.stderr!.on('data', chunk => {
    stderr += chunk
    for (const waiter of waiters.filter(w => stderr.includes(w.text))) waiter.resolve()
  })
  const done = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>(
    (resolve, reject) => {
      child.on('error', reject)
      child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }))
    }
  )
  return {
    child,
    done,
    waitFor: text =>
      new Promise((resolve, reject) => {
        if (stderr.includes(text)) return resolve()
        waiters.push({ text, resolve })
        done.then(result =>
          reject(
            new Error(`build exited (${result.code ?? result.signal}) before printing "${text}":\n${result.stderr}`)
          )
        )
      })
  }
}

/** Path → sha256 of every file under `dir` (dot files included): byte-identity in one comparison. */
export async function treeHashes(dir: string): Promise<Record<string, string>> {
  const files = (await fg('**/*', { cwd: dir, dot: true })).sort()
  const out: Record<string, string> = {}
  for (const file of files)
    out[file] = createHash('sha256')
      .update(await readFile(join(dir, file)))
      .digest('hex')
  return out
}
