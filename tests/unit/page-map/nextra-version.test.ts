import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { nextra4Release, nextraTitledPageMap, titledRelease } from '../../../src/page-map/nextra-version.js'

// Which Nextra 4 release a site gets decides the page map's shape its code reads: from 4.2.4 on every
// item has a `title` (tests/unit/app-router/nextra-page-map.test.ts pins both shapes).
const temp: string[] = []
afterAll(() => Promise.all(temp.map(dir => rm(dir, { recursive: true, force: true }))))

async function site(pkg: object, installed?: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'guildsite-nextra-version-'))
  temp.push(dir)
  await writeFile(join(dir, 'package.json'), JSON.stringify(pkg))
  if (installed) {
    await mkdir(join(dir, 'node_modules', 'nextra'), { recursive: true })
    await writeFile(join(dir, 'node_modules', 'nextra', 'package.json'), JSON.stringify({ version: installed }))
  }
  return dir
}

describe('the Nextra 4 release a site gets', () => {
  it('resolves a range to the release npm would install', () => {
    const release = (range: string) => nextra4Release(range)?.join('.')
    expect(release('4.0.5')).toBe('4.0.5')
    expect(release('^4.0.0')).toBe('4.6.1')
    expect(release('~4.1.0')).toBe('4.1.1')
    expect(release('~4.2.0')).toBe('4.2.17')
    expect(release('>=4')).toBe('4.6.1')
    expect(release('workspace:*')).toBe('4.6.1')
    expect(release('latest')).toBe('4.6.1')
    expect(release('^3.3.1')).toBeUndefined()
    expect(['4.0.5', '4.2.3', '4.2.4', '4.6.1'].map(v => titledRelease(nextra4Release(v)!))).toEqual([
      false,
      false,
      true,
      true
    ])
  })

  it("titles every page-map item for a site asking for a newer nextra, not for the Guild's components 9 (nextra 4.0.5)", async () => {
    const titled = async (pkg: object, installed?: string) => {
      const dir = await site(pkg, installed)
      return nextraTitledPageMap(dir, join(dir, 'content'))
    }
    expect(await titled({ dependencies: { nextra: '^4.2.0', 'nextra-theme-docs': '^4.2.0' } })).toBe(true)
    expect(await titled({ dependencies: { nextra: 'workspace:*' } })).toBe(true)
    expect(await titled({ dependencies: { nextra: '4.0.5' } })).toBe(false)
    expect(await titled({ dependencies: { '@theguild/components': '^9.2.0', next: '^16' } })).toBe(false)
    expect(await titled({ dependencies: { next: '^16' } })).toBe(false)
    // What is installed wins over the range.
    expect(await titled({ dependencies: { nextra: '^4.0.0' } }, '4.0.5')).toBe(false)
    expect(await titled({ dependencies: { '@theguild/components': '^9.2.0' } }, '4.6.0')).toBe(true)
  })
})
