import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { BIN, REPO } from '../helpers/cli.js'
import { removeSite, smallSite, startCli, waitFor } from './dev-harness.js'

/**
 * Stopping cleanly (issue 23.7): `npm run example` used to chain a build and a server through
 * `sh -c 'a && b'`; a signal to npm reached the shell only, and the server kept its port. Here the
 * real script (from package.json, pointed at a temporary site) runs under npm, the parent is
 * signalled, and the port must be free and every process gone.
 */

const sites: string[] = []
const children: ChildProcess[] = []
afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  sites.forEach(removeSite)
})

/** True when something accepts connections on the port. */
const listening = (port: number) =>
  new Promise<boolean>(resolve => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })

/** Is the process still there? (signal 0 checks without sending anything) */
const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

const spawnSyncText = (command: string, args: string[]) => spawnSync(command, args, { encoding: 'utf8' }).stdout

/** Runs the package's `example` script under npm against a temporary site; resolves once it serves. */
async function startExample(): Promise<{ npm: ChildProcess; port: number; serverPid: number; output: () => string }> {
  const site = smallSite()
  sites.push(site)
  const script = (JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
    .scripts.example
  expect(script).toContain('example-content')
  writeFileSync(
    join(site, 'package.json'),
    JSON.stringify({
      name: 'stop-test',
      private: true,
      scripts: { example: script.replace('bin/guildsite.js', BIN).replace('example-content', site) }
    })
  )
  const npm = spawn('npm', ['run', '--silent', 'example', '--', '--port', '0'], {
    cwd: site,
    env: { ...process.env, NO_COLOR: '1' }
  })
  children.push(npm)
  let output = ''
  npm.stdout!.on('data', chunk => (output += chunk))
  npm.stderr!.on('data', chunk => (output += chunk))
  const port = Number(
    await waitFor(
      () => /guildsite preview: http:\/\/127\.0\.0\.1:(\d+)\//.exec(output)?.[1],
      `the example server (${output})`,
      120_000
    )
  )
  // The server is the guildsite process npm (through sh, or exec) started: the one with BIN in its command line.
  const serverPid = Number(
    await waitFor(() => {
      const ps = spawnSyncText('ps', ['-eo', 'pid=,args='])
      return ps
        .split('\n')
        .find(line => line.includes(BIN) && line.includes(site))
        ?.trim()
        .split(/\s+/)[0]
    }, 'the server process')
  )
  return { npm, port, serverPid, output: () => output }
}

describe('stopping cleanly', () => {
  for (const signal of ['SIGTERM', 'SIGHUP', 'SIGINT'] as const) {
    it(`npm run example: ${signal} to npm frees the port and ends the server`, async () => {
      const { npm, port, serverPid, output } = await startExample()
      expect(await listening(port)).toBe(true)
      npm.kill(signal)
      await waitFor(
        async () => !(await listening(port)) && !alive(serverPid),
        `port ${port} to be freed (${output()})`,
        20_000
      )
      expect(alive(serverPid)).toBe(false)
    }, 180_000)
  }

  for (const [command, signal] of [
    ['dev', 'SIGHUP'],
    ['preview', 'SIGHUP'],
    ['dev', 'SIGINT']
  ] as const) {
    it(`guildsite ${command}: ${signal} stops the server with exit 0 and frees the port`, async () => {
      const site = smallSite()
      sites.push(site)
      if (command === 'preview') {
        const cli = await startCli(['preview', site, '--build', '--port', '0'])
        children.push(cli.child)
        cli.child.kill(signal)
        expect(await cli.exited).toBe(0)
        expect(await listening(cli.port)).toBe(false)
        return
      }
      const cli = await startCli([command, site, '--port', '0'])
      children.push(cli.child)
      // A page compiled first: the compile worker is running when the signal comes.
      expect((await fetch(cli.url)).status).toBe(200)
      cli.child.kill(signal)
      expect(await cli.exited).toBe(0)
      expect(await listening(cli.port)).toBe(false)
    }, 120_000)
  }
})
