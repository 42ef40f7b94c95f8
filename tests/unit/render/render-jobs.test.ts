import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { PageSource } from '../../../src/content/types.js'
import { PageRenderer, type PageJob } from '../../../src/render/render-jobs.js'
import { PackStore } from '../../../src/shared/pack-store.js'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

const job = (name: string, text: string, storeDir?: string): PageJob => {
  const path = `/site/pages/${name}.mdx`
  const source = { file: { path, rel: `${name}.mdx` }, display: `pages/${name}.mdx`, source: text } as PageSource
  return {
    compile: { display: source.display, path, format: 'mdx', builtins: new Set(), staticContent: true },
    source,
    routes: [],
    ...(storeDir && { store: { dir: storeDir, key: `key of ${name}` } })
  }
}

// A worker is sent several jobs at once; it runs them one after another (render-jobs.ts says why).
describe('PageRenderer.run', () => {
  it('runs jobs sent together one after another: a job that throws fails alone', async () => {
    const renderer = new PageRenderer()
    const broken: PageJob = { source: job('broken', '').source, routes: [] }
    const results = await Promise.allSettled([
      renderer.run(job('first', '# First\n\nOne.\n')),
      renderer.run(broken),
      renderer.run(job('third', '# Third\n\nThree.\n'))
    ])
    expect(results.map(result => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    const [first, , third] = results as PromiseFulfilledResult<Awaited<ReturnType<PageRenderer['run']>>>[]
    expect(first.value.compiled.toc.map(heading => heading.value)).toEqual(['First'])
    expect(third.value.compiled.toc.map(heading => heading.value)).toEqual(['Third'])
  })

  it('has every compile result of a batch in the cache folder once the batch is done', async () => {
    const storeDir = join(mkdtempSync(join(tmpdir(), 'guildsite-jobs-')), 'compile')
    dirs.push(storeDir)
    const renderer = new PageRenderer()
    const names = ['a', 'b', 'c', 'd']
    await Promise.all(names.map(name => renderer.run(job(name, `# Page ${name}\n\nText.\n`, storeDir))))
    // Another thread (the main thread) reads them from the folder.
    const reader = new PackStore(storeDir)
    for (const name of names)
      expect(JSON.parse(reader.get(`key of ${name}`)!).toc).toEqual([
        expect.objectContaining({ value: `Page ${name}` })
      ])
    reader.close()
  })
})
