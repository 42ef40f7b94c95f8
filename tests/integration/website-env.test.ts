import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runCli } from '../helpers/cli.js'

// A website folder with `.env` files (tests/fixtures/website-env): `next build` reads them into
// `process.env` before the config and the pages run; its `pages/` also holds component pages. One build for the file, with one variable set
// in the environment (it wins over the files) and one the files never name.
const temp: string[] = []
afterAll(() => Promise.all(temp.map(dir => rm(dir, { recursive: true, force: true }))))

describe('a website folder’s .env files', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'guildsite-env-'))
  temp.push(dir)
  const out = join(dir, 'dist')
  const build = await runCli(['build', 'tests/fixtures/website-env', '--out', out, '--force'], {
    env: { SHOUT: 'from the shell', ENV_TEST_SHELL: 'shell only', NEXT_PUBLIC_COUNTER_LABEL: undefined }
  })
  const html = readFileSync(join(out, 'index.html'), 'utf8')
  const byId = (id: string) => new RegExp(`id="${id}"[^>]*>([^<]*)<`).exec(html)?.[1]

  it('builds with exit 0 and no warning', () => {
    expect(build.stderr).not.toMatch(/ - (error|warning) /)
    expect(build.code).toBe(0)
  })

  it('gives page expressions the variables of .env, quotes and comments taken off, $NAME expanded', () => {
    expect(byId('greeting')).toBe('Hello from .env')
    expect(byId('images')).toBe('https://cdn.example.com/img')
    expect(byId('price')).toBe('$5')
    expect(byId('multi')).toBe('first\nsecond')
  })

  it('reads .env.production and .env.local before .env, and never .env.development', () => {
    // BASE_PATH is in .env and .env.production (as `export BASE_PATH=…`): the production file wins.
    expect(html).toMatch(/<img[^>]* id="logo"[^>]* src="\/docs-site\/logo.png"/)
    expect(byId('dev-only')).toBe('undefined')
  })

  it('leaves a variable already set in the environment as it is, in components too', () => {
    // SHOUT is in .env.local and .env.production, and set in the shell.
    expect(html).toContain('<strong class="shout">from the shell!</strong>')
    expect(byId('from-shell')).toBe('shell only')
  })

  it('gives the theme config the variables', () => {
    expect(html).toContain('<strong>Env Site</strong>')
  })

  it('inlines NEXT_PUBLIC_ variables into the browser code of islands', () => {
    expect(html).toContain('<button class="counter">Clicks<!-- -->: <!-- -->0</button>')
    const islands = join(out, '_gs', 'islands')
    const counter = readdirSync(islands).find(name => name.startsWith('counter-'))!
    const code = readFileSync(join(islands, counter), 'utf8')
    expect(code).toContain('"Clicks"')
    expect(code).not.toContain('NEXT_PUBLIC_COUNTER_LABEL')
  })

  describe('component pages of the pages router', () => {
    it('writes pages/451.tsx at /451, its default export rendered inside the site’s navbar and footer', () => {
      const page = readFileSync(join(out, '451', 'index.html'), 'utf8')
      expect(page).toContain(
        '<section class="blocked"><h1>Error 451</h1><p>Unavailable Due to Legal Reasons</p></section>'
      )
      expect(page).toContain('<strong>Env Site</strong>')
    })

    it('writes a folder’s index.jsx at the folder’s route, with the .env variables', () => {
      expect(readFileSync(join(out, 'tools', 'index.html'), 'utf8')).toContain('<p class="tools">Tools of Env Site</p>')
    })

    it('writes no page for _app, api/ or a dynamic route without getStaticPaths', () => {
      for (const route of ['_app', 'api', 'api/hello', 'tools/[id]', 'tools/%5Bid%5D'])
        expect(existsSync(join(out, route, 'index.html'))).toBe(false)
      expect(existsSync(join(out, '404.html'))).toBe(true)
    })
  })
})
