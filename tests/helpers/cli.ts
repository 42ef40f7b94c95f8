import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

export const REPO = fileURLToPath(new URL('../..', import.meta.url))
export const BIN = fileURLToPath(new URL('../../bin/guildsite.js', import.meta.url))

export interface CliResult {
  code: number | null
  stdout: string
  stderr: string
}

/** Runs the real `guildsite` bin (as users do), without colours. */
/** `env` entries set to undefined are removed from the child's environment. */
export function runCli(
  args: string[],
  options: { cwd?: string; env?: Record<string, string | undefined> } = {}
): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      cwd: options.cwd ?? REPO,
      env: { ...process.env, NO_COLOR: '1', ...options.env }
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', chunk => (stdout += chunk))
    child.stderr.on('data', chunk => (stderr += chunk))
    child.on('error', reject)
    child.on('close', code => resolve({ code, stdout, stderr }))
  })
}

/**
 * `file:line:col code message` of each warning a build printed, a repeated warning's other places
 * (the reporter's "…and the same warning in N more places: a, b" line) included.
 */
export function printedWarnings(stderr: string): string[] {
  const found: string[] = []
  let last: { code: string; message: string } | undefined
  for (const line of stderr.split('\n')) {
    const warning = /^(\S+:\d+:\d+) - warning (\w+) (.*)$/.exec(line)
    if (warning) {
      last = { code: warning[2], message: warning[3] }
      found.push(`${warning[1]} ${last.code} ${last.message}`)
      continue
    }
    const more = /^…and the same warning(?: \([^)]*\))? in \d+ more places?: (.*)$/.exec(line)
    if (more && last) for (const place of more[1].split(', ')) found.push(`${place} ${last.code} ${last.message}`)
  }
  return found
}
