import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../../src/config/load-config.js'
import { commentsLang, commentsOrigin } from '../../../templates/components/comments-settings.js'

const dirs: string[] = []
afterAll(() => Promise.all(dirs.map(dir => rm(dir, { recursive: true, force: true }))))

/** Loads a guildsite.config.ts whose comments block has this host. */
async function load(host: string) {
  const dir = await mkdtemp(join(tmpdir(), 'guildsite-comments-config-'))
  dirs.push(dir)
  const source = [
    'export default {',
    "  siteName: 'Test',",
    "  docsRepositoryBase: 'https://github.com/the-guild-org/test',",
    '  comments: {',
    `    host: ${JSON.stringify(host)},`,
    "    repo: 'the-guild-org/test', repoId: 'R_1', category: 'Docs', categoryId: 'DIC_1'",
    '  }',
    '}',
    ''
  ].join('\n')
  await writeFile(join(dir, 'guildsite.config.ts'), source)
  return loadConfig({ siteDir: dir })
}

describe('config: comments host (SPEC §5)', () => {
  it('falls back to the default host with a warning naming the config line', async () => {
    for (const host of [
      'http://comments.example.com',
      'comments.example.com',
      'https://comments.example.com/giscus',
      'ftp://127.0.0.1'
    ]) {
      const { config, diagnostics } = await load(host)
      expect(config?.comments?.host).toBe('https://giscus.app')
      expect(diagnostics).toEqual([
        expect.objectContaining({
          code: 'COMMENTS_HOST',
          severity: 'warning',
          file: 'guildsite.config.ts',
          line: 5,
          column: 5,
          message: `Comments host "${host}" is not valid: the comments use https://giscus.app`
        })
      ])
    }
  })

  it('takes an https origin, or http on a loopback address, as an origin', async () => {
    await expect(load('https://comments.example.com/')).resolves.toMatchObject({
      config: { comments: { host: 'https://comments.example.com' } },
      diagnostics: []
    })
    await expect(load('http://127.0.0.1:8080')).resolves.toMatchObject({
      config: { comments: { host: 'http://127.0.0.1:8080' } },
      diagnostics: []
    })
    expect(commentsOrigin('http://localhost:3000/')).toBe('http://localhost:3000')
    expect(commentsOrigin('https://user:pw@giscus.app')).toBeUndefined()
  })

  it("speaks the page's language unless told otherwise", () => {
    expect(['en-US', 'fr', 'zh-cn', 'pt-BR', 'ru'].map(commentsLang)).toEqual(['en', 'fr', 'zh-CN', 'pt', 'ru'])
  })
})
