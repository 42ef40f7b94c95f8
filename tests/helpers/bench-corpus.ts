import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import { generateCorpus } from '../../bench/generate-corpus.mjs'

/**
 * The generated bench corpus (bench/generate-corpus.mjs) of `pages` pages, written to a temporary
 * folder before the test file's tests and removed after them. Read `dir` inside tests.
 */
export function benchCorpus(pages: number): { readonly dir: string } {
  const corpus = { dir: '' }
  beforeAll(async () => {
    corpus.dir = mkdtempSync(join(tmpdir(), 'guildsite-bench-corpus-'))
    await generateCorpus(corpus.dir, pages)
  }, 120_000)
  afterAll(() => rmSync(corpus.dir, { recursive: true, force: true }))
  return corpus
}
