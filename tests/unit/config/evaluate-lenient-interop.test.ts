import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { spawnSync } from 'node:child_process'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { evaluateLenient } from '../../../src/config/evaluate-lenient.js'

// The Hive website's tailwind.config.ts (a `"type": "module"` package) imports
// `{ default as flattenColorPalette } from 'tailwindcss/lib/util/flattenColorPalette'`, a CommonJS
// module with `__esModule`: Tailwind's loader gives its `default`; Node's interop would give the
// whole exports object ("is not a function"), and every Tailwind class of the site was lost.
const temp: string[] = []
afterAll(() => Promise.all(temp.map(dir => rm(dir, { recursive: true, force: true }))))

describe('a config of a "type": "module" package importing a CommonJS default', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'guildsite-interop-'))
  temp.push(dir)
  await writeFile(join(dir, 'package.json'), '{ "type": "module" }')
  await mkdir(join(dir, 'lib'))
  await writeFile(
    join(dir, 'lib', 'flatten.cjs'),
    'Object.defineProperty(exports, "__esModule", { value: true }); exports.default = colors => Object.keys(colors)'
  )
  const file = join(dir, 'tailwind.config.ts')
  await writeFile(
    file,
    "import { default as flatten } from './lib/flatten.cjs'\nexport default { keys: flatten({ red: 1, blue: 2 }) as string[] }\n"
  )

  it("reads the module's default as Tailwind's loader does (esModuleInterop)", async () => {
    const result = await evaluateLenient(file, dir, { installed: true, esModuleInterop: true })
    expect(result).toMatchObject({ value: { keys: ['red', 'blue'] } })
  })

  it('as Node does without it (a Next config is loaded by Node): the exports object, not a function', async () => {
    const result = await evaluateLenient(file, dir, { installed: true })
    expect(result).toMatchObject({ error: { message: expect.stringMatching(/is not a function/) } })
  })
})

// The Hive website installed: its Tailwind plugins (CommonJS, bundled into the ES module evaluated)
// `require('util')`; esbuild's shim threw "Dynamic require of "util" is not supported" and the site
// was built without its Tailwind classes.
describe("an installed CommonJS package's require() of Node's modules in a config", async () => {
  const dir = await mkdtemp(join(tmpdir(), 'guildsite-node-require-'))
  temp.push(dir)
  await writeFile(join(dir, 'package.json'), '{ "type": "module" }')
  await mkdir(join(dir, 'node_modules', 'animate-plugin'), { recursive: true })
  await writeFile(
    join(dir, 'node_modules', 'animate-plugin', 'package.json'),
    '{ "name": "animate-plugin", "main": "index.js" }'
  )
  await writeFile(
    join(dir, 'node_modules', 'animate-plugin', 'index.js'),
    "module.exports = { get name() { return require('util').inspect('animate') } }\n"
  )
  const file = join(dir, 'tailwind.config.ts')
  await writeFile(file, "import animate from 'animate-plugin'\nexport default { plugins: [animate.name] }\n")

  it('is Node’s require from the config’s folder', () => {
    // (In a Node process of its own, as the CLI runs: vitest's module runner gives every module a `require`.)
    const script = `const { evaluateLenient } = await import(${JSON.stringify(pathToFileURL(resolve('dist/src/config/evaluate-lenient.js')).href)})
const result = await evaluateLenient(${JSON.stringify(file)}, ${JSON.stringify(dir)}, { installed: true, esModuleInterop: true })
console.log(JSON.stringify(result.value ?? result.error))`
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })
    expect(JSON.parse(run.stdout), run.stderr).toEqual({ plugins: ["'animate'"] })
  })
})

// graphql/graphql-js' website (Nextra 3): its next.config.mjs reads `fs.readFileSync('./vercel.json')` for
// its redirects, a path relative to the folder `next build` runs in. Run from another folder, the whole
// Next config was lost (CONFIG_LOAD "ENOENT … './vercel.json'"), its SVG components and redirects with it.
describe('a config reading a file relative to the working folder', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'guildsite-cwd-'))
  temp.push(dir)
  await writeFile(join(dir, 'vercel.json'), JSON.stringify({ redirects: [{ source: '/a', destination: '/b' }] }))
  const file = join(dir, 'next.config.mjs')
  await writeFile(
    file,
    "import fs from 'node:fs'\nconst vercel = JSON.parse(fs.readFileSync('./vercel.json', 'utf-8'))\nexport default { redirects: async () => vercel.redirects }\n"
  )

  it('reads it from the site folder, as under `next build`, whatever folder guildsite runs in', async () => {
    const before = process.cwd()
    const result = await evaluateLenient(file, dir, { callDefault: true })
    expect(process.cwd()).toBe(before)
    expect(result).not.toHaveProperty('error')
    const value = (result as { value: { redirects: () => Promise<unknown> } }).value
    expect(await value.redirects()).toEqual([{ source: '/a', destination: '/b' }])
  })
})
