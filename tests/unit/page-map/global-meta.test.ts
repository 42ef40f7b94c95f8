import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { MetaSource, SourceFile } from '../../../src/content/types.js'
import { globalMetaConflict, mergeGlobalIntoFolderMetas } from '../../../src/page-map/global-meta.js'

const folders: string[] = []
afterAll(() => folders.forEach(dir => rmSync(dir, { recursive: true, force: true })))

/** A site folder whose package.json asks for `nextra` at `range`. */
function siteWith(range: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'guildsite-global-meta-'))
  folders.push(dir)
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ dependencies: { nextra: range } }))
  return dir
}

const meta = (dir: string, path: string): SourceFile => ({
  kind: 'meta',
  path,
  rel: `${dir ? `${dir}/` : ''}_meta.js`,
  dir,
  name: '_meta',
  ext: 'js'
})

describe('a folder _meta beside app/_meta.global (Nextra 4)', () => {
  it('conflicts everywhere before Nextra 4.2.10, as its mergeMetaWithPageMap throws', () => {
    const site = siteWith('4.1.1')
    const conflicts = globalMetaConflict(site, join(site, 'content'), { appMetaPaths: new Set(), mount: '' })
    expect(conflicts(meta('docs/apis', join(site, 'content/docs/apis/_meta.js')))).toBe(true)
  })

  it('from 4.2.10 conflicts only at the page map root: the content root’s (unmounted) or the app folder’s own', () => {
    const site = siteWith('^4.6.0')
    const app = join(site, 'app/_meta.js')
    const conflicts = globalMetaConflict(site, join(site, 'content'), { appMetaPaths: new Set([app]), mount: '' })
    expect(conflicts(meta('docs/apis', join(site, 'content/docs/apis/_meta.js')))).toBe(false)
    expect(conflicts(meta('', join(site, 'content/_meta.js')))).toBe(true)
    expect(conflicts(meta('', app))).toBe(true)
    // (contentDirBasePath '/docs': the content root's _meta is the docs folder's, merged.)
    const mounted = globalMetaConflict(site, join(site, 'content'), { appMetaPaths: new Set(), mount: 'docs' })
    expect(mounted(meta('', join(site, 'content/_meta.js')))).toBe(false)
  })

  it('merges the global’s entries into the folder’s own: its order first, the global’s titles replacing in place', () => {
    const own: MetaSource = {
      dir: 'docs/apis',
      file: 'content/docs/apis/_meta.js',
      data: { wallet: 'Wallet', admin: 'Admin' }
    }
    const global: MetaSource = {
      dir: 'docs/apis',
      file: 'app/_meta.global.js',
      data: { admin: 'Administration', invite: 'Invite' }
    }
    const [merged, ...rest] = mergeGlobalIntoFolderMetas([global, own])
    expect(rest).toEqual([])
    expect(merged!.file).toBe('content/docs/apis/_meta.js')
    expect(Object.entries(merged!.data)).toEqual([
      ['wallet', 'Wallet'],
      ['admin', 'Administration'],
      ['invite', 'Invite']
    ])
    expect(mergeGlobalIntoFolderMetas([global])).toEqual([global])
  })
})
