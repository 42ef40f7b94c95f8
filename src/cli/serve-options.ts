import { InvalidArgumentError, type Command } from 'commander'
import type { ListenOptions } from '../dev/server.js'
import type { CommonOptions } from './options.js'

export interface ServeOptions extends CommonOptions {
  port: number
  host?: string | true
  strictPort?: boolean
  open?: boolean
  allowedHost?: string[]
}

const parsePort = (value: string): number => {
  const port = Number(value)
  if (!/^\d+$/.test(value) || port > 65535) throw new InvalidArgumentError('expected a port number from 0 to 65535')
  return port
}

/** Options of the commands that serve (`dev`, `preview`). */
export function withServeOptions(command: Command, defaultPort: number): Command {
  return command
    .option('--port <port>', `port to listen on; when taken, the next free one (0: any)`, parsePort, defaultPort)
    .option('--host [host]', 'address to listen on (default 127.0.0.1; without a value: every interface)')
    .option('--strict-port', 'exit with an error when the port is taken instead of taking the next free one')
    .option('--allowed-host <name...>', 'host names requests may use besides localhost and 127.0.0.1')
    .option('--open', 'open the site in the default browser')
}

/** The listen options, warning when `--host` exposes the server beyond this machine. */
export function listenOptions(options: ServeOptions, command: string): ListenOptions {
  const host = options.host === true ? '0.0.0.0' : (options.host ?? '127.0.0.1')
  if (options.host !== undefined) {
    process.stderr.write(
      `warning --host ${host}: guildsite ${command} now answers other machines that can reach this address. It is meant for your own machine: it checks Host headers, but has no authentication. Requests must name localhost, 127.0.0.1${host === '0.0.0.0' || host === '::' ? '' : `, ${host}`} or a host given with --allowed-host.\n`
    )
  }
  return { host, port: options.port, strictPort: options.strictPort, allowedHosts: options.allowedHost ?? [] }
}
