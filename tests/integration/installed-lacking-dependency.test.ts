import { readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runCli } from '../helpers/cli.js'
import { writeSite } from './dev-harness.js'

// A website folder installed with `npm install --legacy-peer-deps` (as the Guild's sites need): npm
// leaves out peer dependencies, so an installed package can lack one its own code requires at its
// top level. The Hive website's react-avatar requires its peer @babel/runtime: every page importing
// it threw "Cannot find module '@babel/runtime/helpers/typeof'" as it loaded (196 pages, the build
// failed). The package is used as an absent one is: a placeholder and one warning at the import.
const temp: string[] = []
afterAll(() => Promise.all(temp.map(dir => rm(dir, { recursive: true, force: true }))))

const pkg = (name: string, extra: Record<string, unknown>) =>
  JSON.stringify({ name, version: '1.0.0', main: 'lib/index.js', ...extra })

const files: Record<string, string> = {
  'package.json': JSON.stringify({
    dependencies: { next: '15.4.7', nextra: '4.0.0', react: '^19.0.0', 'avatar-lib': '5.0.3', 'speedy-lib': '1.0.0' }
  }),
  'next.config.mjs': "import nextra from 'nextra'\nexport default nextra({})({})\n",
  'app/layout.tsx': 'export default function Layout({ children }) { return <html><body>{children}</body></html> }\n',
  'content/index.mdx': 'import Avatar from \'avatar-lib\'\n\n# Home\n\nOur team: <Avatar name="Kamil" />\n',
  'content/other.mdx':
    'import { speed } from \'speedy-lib\'\n\n# Other\n\nSpeed: <span className="speed">{speed()}</span>\n',
  // Its peer @babel/runtime is required by a file its entry requires, and is not installed.
  'node_modules/avatar-lib/package.json': pkg('avatar-lib', {
    peerDependencies: { '@babel/runtime': '>=7', react: '>=16' }
  }),
  'node_modules/avatar-lib/lib/index.js': "module.exports = require('./avatar')\n",
  'node_modules/avatar-lib/lib/avatar.js':
    "var _typeof = require('@babel/runtime/helpers/typeof')\nvar React = require('react')\n" +
    "module.exports = function Avatar(props) { return React.createElement('b', null, _typeof(props.name)) }\n",
  // A minified package (formik's production build): its hook `useFormik` is a function named `I2`.
  'content/form.mdx':
    "import { useForm } from 'form-lib'\n\nexport function Greeting() {\n  const { values } = useForm({ name: 'Kamil' })\n  return <span className=\"form-value\">{values.name}</span>\n}\n\n# Form\n\n<Greeting />\n",
  'node_modules/form-lib/package.json': pkg('form-lib', { peerDependencies: { react: '>=16.8' } }),
  'node_modules/form-lib/lib/index.js':
    "var React = require('react')\nfunction I2(initial) { var state = React.useState(initial); return { values: state[0] } }\n" +
    'exports.useForm = I2\n',
  // An optional peer it does without when absent, as ws does without bufferutil.
  // Its dependencies: one of types only (eslint's @eslint/core: nothing to resolve), one named only in a comment.
  'node_modules/speedy-lib/package.json': pkg('speedy-lib', {
    dependencies: { 'types-only': '1.0.0', 'named-in-a-comment': '1.0.0' },
    peerDependencies: { 'native-speedup': '*' },
    peerDependenciesMeta: { 'native-speedup': { optional: true } }
  }),
  'node_modules/types-only/package.json': JSON.stringify({ name: 'types-only', version: '1.0.0', types: 'index.d.ts' }),
  'node_modules/speedy-lib/lib/index.js':
    "/** @import { Options } from 'types-only' */\n// const slow = require('named-in-a-comment')\n" +
    "let fast\ntry { fast = require('native-speedup') } catch { fast = undefined }\n" +
    "exports.speed = () => (fast ? 'native' : 'portable')\n",
  // Its dependency is required 100 files deep from its entry (a package built file by file).
  'content/deep.mdx': "import Deep from 'deep-lib'\n\n# Deep\n\nDeep down: <Deep />\n",
  'node_modules/deep-lib/package.json': pkg('deep-lib', { dependencies: { 'left-out': '1.0.0' } }),
  'node_modules/deep-lib/lib/index.js': "module.exports = require('./step-1')\n",
  ...Object.fromEntries(
    Array.from({ length: 100 }, (_, index) => [
      `node_modules/deep-lib/lib/step-${index + 1}.js`,
      index === 99
        ? "var leftOut = require('left-out')\nmodule.exports = function Deep() { return leftOut() }\n"
        : `module.exports = require('./step-${index + 2}')\n`
    ])
  )
}

describe('installed packages as npm install --legacy-peer-deps leaves them: a lacking peer, a minified hook', async () => {
  const site = writeSite(files)
  // (Inside the site folder, so that the output's generations go with it.)
  const out = join(site, 'dist')
  temp.push(site)
  const build = await runCli(['build', site, '--out', out, '--force'])

  it('builds: the page importing it is written with a placeholder, and says what to install at the import', async () => {
    expect(build.stderr).not.toContain('Cannot find module')
    expect(build.code, build.stderr).toBe(0)
    const home = await readFile(join(out, 'index.html'), 'utf8')
    expect(home).toContain('Our team:')
    expect(home).not.toContain('<b>string</b>')
    expect(build.stderr).toContain(
      'content/index.mdx:1:1 - warning UNRESOLVED_IMPORT Import "avatar-lib" is installed, but its dependency "@babel/runtime" is not'
    )
    expect(build.stderr).toContain(
      "avatar-lib's package.json asks for @babel/runtime (a peer dependency): install it (npm install @babel/runtime)"
    )
  })

  it('a dependency lacking however deep in the package its entry reaches: the page is written, the warning at the import', async () => {
    expect(await readFile(join(out, 'deep', 'index.html'), 'utf8')).toContain('Deep down:')
    expect(build.stderr).toContain(
      'content/deep.mdx:1:1 - warning UNRESOLVED_IMPORT Import "deep-lib" is installed, but its dependency "left-out" is not'
    )
  })

  it("a minified package's hook, whose function has a capitalised name, is called as a hook (not taken for an island)", async () => {
    expect(await readFile(join(out, 'form', 'index.html'), 'utf8')).toContain('<span class="form-value">Kamil</span>')
  })

  it('a package whose absent peer is optional runs as in Node, its fallback taken, with no warning about it', async () => {
    expect(await readFile(join(out, 'other', 'index.html'), 'utf8')).toContain('<span class="speed">portable</span>')
    expect(build.stderr).not.toContain('speedy-lib')
    expect(build.stderr).not.toContain('native-speedup')
  })
})
