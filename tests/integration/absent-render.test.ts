import { existsSync, readFileSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runCli } from '../helpers/cli.js'

// A page whose render fails after its code used the stand-in of an absent import (issue 34 item 7,
// as onekey's playground does with `@xstate/react` absent: `const [state, send] = useMachine(m)`,
// then a URL made of what the machine holds, which a stand-in's '' is not) is written with a
// placeholder and a warning at the component's file:line; the same failure with every import present
// stays an error. Hand-written sites. (An absent hook's tuple destructures to stand-ins:
// `stand-in-source.ts`, so `state.matches(…)` alone no longer fails.)
const temp: string[] = []
afterAll(() => Promise.all(temp.map(dir => rm(dir, { recursive: true, force: true }))))

async function buildSite(files: Record<string, string>) {
  const dir = await mkdtemp(join(tmpdir(), 'guildsite-absent-render-'))
  temp.push(dir)
  const site = join(dir, 'site')
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(site, path)), { recursive: true })
    await writeFile(join(site, path), text)
  }
  const out = join(dir, 'dist')
  return { out, ...(await runCli(['build', site, '--out', out, '--force'])) }
}

const demo = (hook: string) => `${hook}

export function Demo() {
  const [state, send] = useMachine('toggle')
  const home = new URL(state.context.home)
  return <p>Machine {state.matches('on') ? 'on' : 'off'} at {home.host} <button onClick={() => send('TOGGLE')}>Toggle</button></p>
}
`

const pages = {
  'package.json': JSON.stringify({
    name: 'absent-render',
    dependencies: { '@xstate/react': '^4.0.0', next: '^14.0.0', nextra: '^2.13.0', 'nextra-theme-docs': '^2.13.0' }
  }),
  'pages/index.mdx': '# Home\n\nWelcome.\n',
  'pages/machine.mdx': "import { Demo } from '../components/demo.jsx'\n\n# Machine\n\nBefore the demo.\n\n<Demo />\n"
}

// A module whose top level fails on its own (an env variable not set, as medfetch's `lib/client.ts`).
const apiUrl = (imports: string) => `${imports}
const url = process.env.GUILDSITE_TEST_UNSET_URL
export const API_URL = url.endsWith('/') ? url.slice(0, -1) : url
export const open = () => connect(API_URL)
`

describe('a render that fails after using a stand-in', async () => {
  const absent = await buildSite({
    ...pages,
    'components/demo.jsx': demo("import { useMachine } from '@xstate/react'"),
    'components/api-url.js': apiUrl("import { connect } from 'medfetch/client'"),
    'pages/api.mdx': "import { API_URL } from '../components/api-url.js'\n\n# API\n\nAt {API_URL}.\n"
  })
  // The same code with the hook the site's own (present) and undefined where it is destructured.
  const present = await buildSite({
    ...pages,
    'components/demo.jsx': demo('const useMachine = () => []'),
    'components/api-url.js': apiUrl('const connect = url => url'),
    'pages/api.mdx': "import { API_URL } from '../components/api-url.js'\n\n# API\n\nAt {API_URL}.\n"
  })

  it('is written with a placeholder naming the stand-in, and a warning at the component that used it', () => {
    expect(absent.stderr).not.toMatch(/ - error /)
    expect(absent.code).toBe(0)
    const warning = absent.stderr.split('\n').find(line => /^components\/demo.*PAGE_DATA /.test(line))
    expect(warning).toBe(
      "components/demo.jsx:4:25 - warning PAGE_DATA useMachine()[0].context.home is a stand-in of an absent import, and the page's code could not use it (Invalid URL); route /machine is written with a placeholder in place of the page's content"
    )
    const html = readFileSync(join(absent.out, 'machine/index.html'), 'utf8')
    // (The placeholder, in place of the page's content, names the component that failed and what it missed.)
    const placeholder = /<div[^>]*data-missing-component="([^"]*)"[^>]*>(.*?)<\/div><\/div>/.exec(html)
    expect(placeholder?.[1]).toBe('Demo')
    expect(placeholder?.[2].replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'")).toContain(
      'useMachine()[0].context.home (absent import): Invalid URL'
    )
    expect(readFileSync(join(absent.out, 'index.html'), 'utf8')).toContain('Welcome.')
  })

  it("a page whose module's top level failed, importing something absent, is written with a placeholder", () => {
    expect(absent.stderr).toContain(
      "components/api-url.js:1:26 - warning PAGE_DATA the page imports medfetch/client, which is absent, and its code failed (Cannot read properties of undefined (reading 'endsWith')) while the page's module loaded; the page is written with a placeholder in place of its content"
    )
    expect(readFileSync(join(absent.out, 'api/index.html'), 'utf8')).toContain('data-missing-component="Page"')
  })

  it('stays an error with every import present: the build fails, naming the page', () => {
    expect(present.code).toBe(1)
    expect(present.stderr).toMatch(
      /pages\/machine\.mdx:\d+:\d+ - error MDX_RENDER Page \/machine failed to render: Cannot read properties of undefined \(reading 'context'\)/
    )
    expect(present.stderr).toContain(
      "pages/api.mdx - error MDX_EVAL Page module threw while loading: Cannot read properties of undefined (reading 'endsWith')"
    )
    expect(existsSync(join(present.out, 'machine/index.html'))).toBe(false)
  })
})
