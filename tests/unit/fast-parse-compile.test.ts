import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import fg from 'fast-glob'
import { describe, expect, it, vi } from 'vitest'
import { BUILTIN_COMPONENTS } from '../../templates/mdx-provider.js'
import { benchCorpus } from '../helpers/bench-corpus.js'

/**
 * Wiring the fast parser into compileMdx changes nothing: compiling bench pages with it and with
 * micromark alone gives the same code, TOC, links, search sections and diagnostics.
 */

const switches = vi.hoisted(() => ({ fast: true, accepted: 0 }))
vi.mock('../../src/compile/fast-parse/index.js', async original => {
  const actual = await original<typeof import('../../src/compile/fast-parse/index.js')>()
  const fastParse = (source: string, format: 'md' | 'mdx') => {
    const tree = switches.fast ? actual.fastParseExplained(source, format).tree : undefined
    if (tree) switches.accepted++
    return tree
  }
  return { ...actual, fastParse }
})
const { compileMdx } = await import('../../src/compile/compile-mdx.js')

const root = join(import.meta.dirname, '../..')
const builtins = new Set(Object.keys(BUILTIN_COMPONENTS))
const bench = benchCorpus(100)

async function compileBoth(file: string, folder: string) {
  const source = readFileSync(file, 'utf8')
  const display = file.slice(folder.length + 1)
  const options = {
    display,
    path: file,
    source,
    format: file.endsWith('.mdx') ? 'mdx' : 'md',
    builtins,
    folderRoute: '/'
  } as const
  switches.fast = true
  const fast = await compileMdx(options)
  switches.fast = false
  const micromark = await compileMdx(options)
  expect(fast, display).toEqual(micromark)
}

describe('compileMdx with the fast parser', () => {
  it('compiles ~100 bench pages exactly as micromark does', async () => {
    const files = fg.sync('pages/**/*.mdx', { cwd: bench.dir, absolute: true })
    expect(files.length).toBeGreaterThan(90)
    switches.accepted = 0
    for (const file of files) await compileBoth(file, bench.dir)
    expect(switches.accepted).toBeGreaterThanOrEqual(files.length * 0.95)
  })

  it('compiles example-content exactly as micromark does', async () => {
    const folder = join(root, 'example-content')
    for (const file of fg.sync('**/*.{md,mdx}', { cwd: folder, absolute: true })) await compileBoth(file, folder)
  })
})
