import { readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runCli } from '../helpers/cli.js'
import { writeSite } from './dev-harness.js'

// A Nextra 4 website folder whose dependencies are installed, with a server module marked by
// `import 'server-only'` (Nextra's own swr-site: app/_dictionaries/get-dictionary.ts, imported by its
// root layout and the pages' components). Next resolves the marker for server code with its package's
// `react-server` export, an empty module; its default file throws "This module cannot be imported from a
// Client Component module". guildsite renders on the server: the site built whole without node_modules
// (the marker absent, a stand-in) and failed 8 pages with them (MDX_EVAL) before the marker was empty.
const temp: string[] = []
afterAll(() => Promise.all(temp.map(dir => rm(dir, { recursive: true, force: true }))))

const files: Record<string, string> = {
  'package.json': JSON.stringify({ dependencies: { next: '16.0.7', nextra: '4.6.1', react: '19.1.0' } }),
  'next.config.mjs': "import nextra from 'nextra'\nexport default nextra({})({})\n",
  'app/layout.tsx': 'export default function Layout({ children }) { return <html><body>{children}</body></html> }\n',
  'app/_lib/dictionary.ts': "import 'server-only'\n\nexport const greeting = 'Hello from the server'\n",
  'content/index.mdx':
    'import { greeting } from \'../app/_lib/dictionary\'\n\n# Home\n\n<p className="greeting">{greeting}</p>\n',
  // The package as React publishes it (server-only@0.0.1).
  'node_modules/server-only/package.json': JSON.stringify({
    name: 'server-only',
    version: '0.0.1',
    main: 'index.js',
    exports: { '.': { 'react-server': './empty.js', default: './index.js' } }
  }),
  'node_modules/server-only/empty.js': '',
  'node_modules/server-only/index.js':
    "throw new Error('This module cannot be imported from a Client Component module. It should only be used from a Server Component.')\n"
}

describe("a website folder with 'server-only' installed", async () => {
  const site = writeSite(files)
  const out = join(site, 'dist')
  temp.push(site)
  const build = await runCli(['build', site, '--out', out, '--force'])

  it('builds the page that imports a server-only module, with no warning', async () => {
    expect(build.stderr).not.toContain('Client Component')
    expect(build.code, build.stderr).toBe(0)
    expect(build.stderr).not.toMatch(/warning/)
    expect(await readFile(join(out, 'index.html'), 'utf8')).toContain('<p class="greeting">Hello from the server</p>')
  })
})
