import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { withGlobImportExtensions } from '../../../src/compile/glob-import-extensions.js'
import { evaluateLenient } from '../../../src/config/evaluate-lenient.js'

// 2N2D/2N2D-Web (Nextra 4.2, 95f9950): `await import(\`../../locales/${locale}/messages\`)` loads its Lingui
// catalogs (`src/locales/<locale>/messages.js`). webpack resolves each match with its extensions; esbuild's
// glob of the literal pattern matched nothing ("Module not found in bundle"), so the root layout and
// mdx-components.js that import it were lost (CONFIG_LOAD, MDX_COMPONENTS_EVAL: no chrome, placeholders).
const temp: string[] = []
afterAll(() => Promise.all(temp.map(dir => rm(dir, { recursive: true, force: true }))))

describe('a template-literal dynamic import of files named without their extension', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'guildsite-glob-import-'))
  temp.push(dir)
  for (const [locale, hello] of [
    ['en', 'Hello'],
    ['fr', 'Bonjour']
  ]) {
    await mkdir(join(dir, 'locales', locale), { recursive: true })
    await writeFile(join(dir, 'locales', locale, 'messages.js'), `export const messages = { hello: '${hello}' }\n`)
  }
  await mkdir(join(dir, 'lib'))
  const i18n = join(dir, 'lib', 'i18n.js')
  const code =
    'export async function load(locale) {\n  const { messages } = await import(`../locales/${locale}/messages`)\n  return messages.hello\n}\n'
  await writeFile(i18n, code)
  await writeFile(
    join(dir, 'layout.js'),
    "import { load } from './lib/i18n.js'\nexport default { greetings: [await load('en'), await load('fr')] }\n"
  )

  it('gets the extension its matching files have; other imports stay as written', () => {
    expect(withGlobImportExtensions(code, i18n)).toContain('import(`../locales/${locale}/messages.js`)')
    const others =
      'import(`../locales/${locale}/messages.po`)\nimport(`../absent/${x}/messages`)\nimport(`@/locales/${x}`)\n'
    expect(withGlobImportExtensions(others, i18n)).toBe(others)
  })

  it('loads every match where the site code runs (a root layout evaluated leniently)', async () => {
    const result = await evaluateLenient(join(dir, 'layout.js'), dir, {})
    expect(result).toMatchObject({ value: { greetings: ['Hello', 'Bonjour'] } })
  })
})
