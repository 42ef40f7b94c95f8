import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { BuildCache } from '../../../src/output/build-cache.js'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

const OLD = 'aaaaaaaaaaaaaaaa0000'
const NEW = 'bbbbbbbbbbbbbbbb1111'

describe('BuildCache', () => {
  it("a build by another guildsite version leaves only that version's entries behind", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'guildsite-cache-'))
    dirs.push(dir)
    const before = new BuildCache(dir, OLD)
    await before.set('compile', 'page', 'old result')
    await before.set('highlight', 'block', 'old block')
    before.close()
    // What else lives in the cache folder is not a store of another version: kept.
    mkdirSync(join(dir, 'state'), { recursive: true })
    writeFileSync(join(dir, 'state', '0123456789abcdef.json'), '{}')

    const after = new BuildCache(dir, NEW)
    await after.set('compile', 'page', 'new result')
    after.dropOtherVersions()
    after.close()

    expect(readdirSync(join(dir, 'compile'))).toHaveLength(1)
    expect(readdirSync(join(dir, 'compile'))[0]).toMatch(/-bbbbbbbbbbbbbbbb$/)
    expect(readdirSync(join(dir, 'highlight'))).toEqual([])
    expect(readdirSync(join(dir, 'state'))).toEqual(['0123456789abcdef.json'])
    expect(await new BuildCache(dir, NEW).get('compile', 'page')).toBe('new result')
    expect(await new BuildCache(dir, OLD).get('compile', 'page')).toBeUndefined()
  })

  it('leaves the cache alone when it is off', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'guildsite-cache-'))
    dirs.push(dir)
    const before = new BuildCache(dir, OLD)
    await before.set('compile', 'page', 'old result')
    before.close()
    new BuildCache(dir, NEW, false).dropOtherVersions()
    expect(await new BuildCache(dir, OLD).get('compile', 'page')).toBe('old result')
  })
})
