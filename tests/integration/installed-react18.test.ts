import { readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { createRequire } from 'node:module'
import { afterAll, describe, expect, it } from 'vitest'
import { runCli } from '../helpers/cli.js'
import { writeSite } from './dev-harness.js'

// A website folder whose dependencies are installed, as a Guild site's are after `npm install`: its
// own React DOM is React 18's (graphql-eslint's website pins react 18.3), which reads React 18's
// internals when it loads, and an installed package uses it (`createPortal`, as Radix's portal does).
// guildsite renders with its own React 19: the site's react-dom must not be loaded beside it. (It was:
// "Cannot read properties of undefined (reading 'ReactCurrentBatchConfig')", and the build failed.)
const temp: string[] = []
afterAll(() => Promise.all(temp.map(dir => rm(dir, { recursive: true, force: true }))))

const files: Record<string, string> = {
  'package.json': JSON.stringify({
    dependencies: { next: '15.4.7', nextra: '4.0.0', react: '^18.3.1', 'react-dom': '^18.3.1' }
  }),
  'next.config.mjs': "import nextra from 'nextra'\nexport default nextra({})({})\n",
  'app/layout.tsx': 'export default function Layout({ children }) { return <html><body>{children}</body></html> }\n',
  'content/index.mdx': "import { Version } from 'portal-lib'\n\n# Home\n\n<Version />\n",
  // React 18's react-dom reads React's internals as it loads (React 19 has none under that name).
  'node_modules/react-dom/package.json': JSON.stringify({ name: 'react-dom', version: '18.3.1', main: 'index.js' }),
  'node_modules/react-dom/index.js':
    "const internals = require('react').__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED\n" +
    'const batch = internals.ReactCurrentBatchConfig\n' +
    "module.exports = { version: '18.3.1', createPortal: () => batch }\n",
  'node_modules/portal-lib/package.json': JSON.stringify({ name: 'portal-lib', version: '1.0.0', main: 'index.js' }),
  'node_modules/portal-lib/index.js':
    "const { createElement } = require('react')\nconst { version } = require('react-dom')\n" +
    // An optional dependency it does without, as ws does without bufferutil.
    "let fast\ntry { fast = require('optional-native-speedup') } catch { fast = undefined }\n" +
    "exports.Version = () => createElement('span', { className: 'react-dom-version', 'data-fast': String(fast === undefined) }, version)\n"
}

describe("a website folder with its dependencies installed (React 18's react-dom among them)", async () => {
  const site = writeSite(files)
  // (Inside the site folder, so that the output's generations go with it.)
  const out = join(site, 'dist')
  temp.push(site)
  const build = await runCli(['build', site, '--out', out, '--force'])

  it("builds, and an installed package's react-dom is guildsite's own (the one its React goes with)", async () => {
    expect(build.stderr).not.toContain('ReactCurrentBatchConfig')
    expect(build.code, build.stderr).toBe(0)
    const ours = createRequire(import.meta.url)('react-dom/package.json') as { version: string }
    expect(await readFile(join(out, 'index.html'), 'utf8')).toContain(
      `<span class="react-dom-version" data-fast="true">${ours.version}</span>`
    )
  })

  it("an installed package's optional dependency that is not installed is absent, as in Node, with no warning", () => {
    // (A stand-in would have been taken for the module; the warning named a file no author edits.)
    expect(build.stderr).not.toContain('optional-native-speedup')
    expect(build.stderr).not.toMatch(/warning/)
  })
})
