// `process` in the islands' browser build, as Next's client bundles provide it (its `process`
// polyfill): code written for Node that touches it at load (eslint's `Linter`: graphql-eslint's
// playground) runs instead of throwing "process is not defined". `process.env.NODE_ENV` is defined
// at build time; the rest is the browser's answer.
const noop = (): void => {}

export const process = {
  env: {} as Record<string, string | undefined>,
  argv: [] as string[],
  browser: true,
  platform: 'browser',
  version: '',
  versions: {} as Record<string, string>,
  cwd: (): string => '/',
  nextTick: (callback: (...args: unknown[]) => void, ...args: unknown[]): void =>
    queueMicrotask(() => callback(...args)),
  emitWarning: noop,
  on: noop,
  off: noop,
  once: noop
}
