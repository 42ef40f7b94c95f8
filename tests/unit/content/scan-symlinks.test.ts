import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { scanContent } from '../../../src/content/scan.js'

// Nextra's swr-site links `content/en/about/changelog.md` to the site's README (`../../../README.md`),
// and Next builds it as a page: a link to a file elsewhere in the site folder is followed, one to a
// file outside the site is still not (tests/errors/symlink-outside).
describe('symbolic links in the content folder', () => {
  let root = ''
  afterAll(() => rm(root, { recursive: true, force: true }))

  it('follows a link to a file inside the site folder, not one outside the site', async () => {
    root = await mkdtemp(join(tmpdir(), 'guildsite-scan-links-'))
    const site = join(root, 'site')
    await mkdir(join(site, 'content/about'), { recursive: true })
    await writeFile(join(site, 'README.md'), '# SWR i18n example website\n')
    await writeFile(join(root, 'secret.md'), '# Not part of the site\n')
    await writeFile(join(site, 'content/index.mdx'), '# Home\n')
    await symlink('../../README.md', join(site, 'content/about/changelog.md'))
    await symlink(join(root, 'secret.md'), join(site, 'content/about/secret.md'))
    const { files, diagnostics } = await scanContent(join(site, 'content'), [], site)
    expect(files.map(file => file.path.slice(site.length + 1)).sort()).toEqual([
      'content/about/changelog.md',
      'content/index.mdx'
    ])
    expect(diagnostics.map(d => `${d.code} ${d.file}`)).toEqual(['SYMLINK_OUTSIDE content/about/secret.md'])
  })
})
