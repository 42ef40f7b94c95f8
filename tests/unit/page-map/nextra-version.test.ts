import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  emSpacingRelease,
  nextra2PackageManagers,
  nextra2Release,
  nextra4Release,
  nextraTitledPageMap,
  titledRelease
} from '../../../src/page-map/nextra-version.js'

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

describe('the Nextra 4 releases that space the article’s blocks in em', () => {
  it('starts at 4.3.0 (nextra-theme-docs’ `not-first:mt-[1.25em]`, where 4.0–4.2 give `mt-6`)', () => {
    const em = (range: string) => emSpacingRelease(nextra4Release(range)!)
    expect(em('4.0.5')).toBe(false)
    expect(em('~4.2.0')).toBe(false)
    expect(em('4.3.0')).toBe(true)
    expect(em('^4.0.0')).toBe(true)
  })
})

describe('the Nextra 2 release a site gets, for its npm2yarn tabs', () => {
  const tabs = async (pkg: object, installed?: string) => {
    const dir = await site(pkg, installed)
    return nextra2PackageManagers(nextra2Release(dir, dir))
  }

  it('follows the nextra that @theguild/components pins (withGuildDocs compiles with it), whatever the site’s own nextra says', async () => {
    // 5.2.1 (envelop, Aug 2023) pins a Nextra 2.10–2.12: no bun tab, even beside its own `nextra: 2.6.1`.
    expect(await tabs({ dependencies: { '@theguild/components': '5.2.1', nextra: '2.6.1' } })).toEqual([
      'npm',
      'pnpm',
      'yarn'
    ])
    // 4.x pins Nextra 2.0–2.5, which has no npm2yarn; a caret range installs the newest 5 (2.13: bun too).
    expect(await tabs({ dependencies: { '@theguild/components': '4.5.12' } })).toEqual([])
    expect(await tabs({ dependencies: { '@theguild/components': '^5.1.0' } })).toBeUndefined()
  })

  it('reads a site without the Guild’s components from its nextra, and an install before package.json', async () => {
    expect(await tabs({ dependencies: { nextra: '2.9.0', 'nextra-theme-docs': '2.9.0' } })).toEqual([])
    expect(await tabs({ dependencies: { nextra: '^2.10.0' } })).toBeUndefined()
    expect(await tabs({ dependencies: { nextra: '^2.10.0' } }, '2.12.3')).toEqual(['npm', 'pnpm', 'yarn'])
    expect(await tabs({ dependencies: { nextra: '3.3.1' } })).toBeUndefined()
    expect(await tabs({})).toBeUndefined()
  })
})
