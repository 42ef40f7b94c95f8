import { rmSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { useBuiltFixture } from '../../helpers/built-fixture-browser.js'
import { writeSite } from '../../integration/dev-harness.js'

// A website folder with its node_modules installed, as a real user has it (issue 34, session 17):
// the site's own React must run in the browser as it does with Nextra. Each page below is a case
// where an island rendered one thing on the server and another (or threw) in the browser.
const pkg = (name: string, extra: Record<string, unknown>) =>
  JSON.stringify({ name, version: '1.0.0', main: 'lib/index.js', ...extra })

const files: Record<string, string> = {
  'package.json': JSON.stringify({
    private: true,
    type: 'module',
    dependencies: {
      next: '14.2.5',
      nextra: '3.3.1',
      'nextra-theme-docs': '3.3.1',
      'avatar-lib': '5.0.3',
      'linter-lib': '1.0.0',
      'editor-lib': '1.0.0'
    }
  }),
  // graphql-eslint's playground: its Next config's `webpack()` aliases `eslint` to its `linter` entry,
  // whose code runs in a browser (the package's main entry reads Node's `url` as it loads).
  'next.config.mjs': [
    "import { createRequire } from 'node:module'",
    "import webpack from 'webpack'",
    "import nextra from 'nextra'",
    '',
    'const require = createRequire(import.meta.url)',
    '',
    "export default nextra({ theme: 'nextra-theme-docs' })({",
    '  webpack(config) {',
    '    config.resolve.alias = {',
    '      ...config.resolve.alias,',
    "      'linter-lib': require.resolve('linter-lib').replace(/api\\.js$/, 'linter.js')",
    '    }',
    '    config.plugins.push(new webpack.NormalModuleReplacementPlugin(/^node:/, resource => resource))',
    "    const { test: _test, ...imageLoader } = config.module.rules.find(rule => rule.test?.test?.('.svg'))",
    "    config.module.rules.push({ test: /\\.svg$/, oneOf: [{ resourceQuery: /svgr/, use: ['@svgr/webpack'] }, imageLoader] })",
    '    return config',
    '  }',
    '})',
    ''
  ].join('\n'),
  'pages/play.mdx': "import { Play } from '../ui/play'\n\n# Playground\n\n<Play />\n",
  'ui/play.tsx': [
    "'use client'",
    "import { useState } from 'react'",
    "import { Linter } from 'linter-lib'",
    '',
    'export function Play() {',
    "  const [result, setResult] = useState('not run')",
    '  return (',
    '    <div className="play">',
    '      <button className="lint" onClick={() => setResult(new Linter().verify())}>Lint</button>',
    '      <output className="result">{result}</output>',
    '    </div>',
    '  )',
    '}',
    ''
  ].join('\n'),
  'node_modules/linter-lib/package.json': pkg('linter-lib', { main: 'lib/api.js' }),
  'node_modules/linter-lib/lib/api.js':
    "import { pathToFileURL } from 'node:url'\nexport const root = pathToFileURL('/').href\nexport { Linter } from './linter.js'\n",
  // (Its config matching splits paths by Node's `path.sep`, as eslint's minimatch does: Next's client
  // bundles polyfill `path`.)
  'node_modules/linter-lib/lib/linter.js':
    "import { join, sep } from 'node:path'\n" +
    "export class Linter { verify() { return join('src', 'a.graphql').split(sep).length === 2 ? 'no problems' : 'no path' } }\n",
  // Hive's `ProductUpdateHeader`: a client component drawing react-avatar, whose peer @babel/runtime
  // `npm install --legacy-peer-deps` left out. The server draws a placeholder for it; the browser
  // bundled the package's ES build with its absent helpers stood in, and React threw #130.
  'pages/index.mdx': 'import { Byline } from \'../ui/byline\'\n\n# Updates\n\n<Byline name="Kamil" />\n',
  'ui/byline.tsx': [
    "'use client'",
    "import { useState } from 'react'",
    "import Avatar from 'avatar-lib'",
    '',
    'export function Byline({ name }: { name: string }) {',
    '  const [likes, setLikes] = useState(0)',
    '  return (',
    '    <div className="byline">',
    '      <Avatar name={name} />',
    '      <button className="like" onClick={() => setLikes(likes + 1)}>{name}: {likes}</button>',
    '    </div>',
    '  )',
    '}',
    ''
  ].join('\n'),
  // graphql-eslint's playground editor: @monaco-editor/react's `main` is CommonJS (`exports.default`,
  // `__esModule`), its `module` an ES build, and the site's package.json says `"type": "module"`.
  'pages/editor.mdx': "import { EditorPanel } from '../ui/editor-panel'\n\n# Editor\n\n<EditorPanel />\n",
  'ui/editor-panel.tsx': [
    "'use client'",
    "import { useState } from 'react'",
    "import Editor from 'editor-lib'",
    '',
    'export function EditorPanel() {',
    "  const [text, setText] = useState('query { a }')",
    '  return (',
    '    <div className="editor-panel">',
    '      <Editor value={text} onChange={setText} />',
    '      <p className="length">{text.length}</p>',
    '    </div>',
    '  )',
    '}',
    ''
  ].join('\n'),
  'node_modules/editor-lib/package.json': pkg('editor-lib', {
    module: 'es/index.mjs',
    peerDependencies: { react: '>=16' }
  }),
  'node_modules/editor-lib/lib/index.js': [
    "'use strict'",
    "Object.defineProperty(exports, '__esModule', { value: true })",
    "var React = require('react')",
    'function Editor(props) {',
    '  var state = React.useState(0)',
    "  return React.createElement('textarea', { className: 'editor', value: props.value, 'data-edits': state[0],",
    '    onChange: function (event) { state[1](state[0] + 1); props.onChange(event.target.value) } })',
    '}',
    'exports.default = Editor',
    ''
  ].join('\n'),
  'node_modules/editor-lib/es/index.mjs': [
    "import { createElement, useState } from 'react'",
    'export default function Editor(props) {',
    '  const [edits, setEdits] = useState(0)',
    "  return createElement('textarea', { className: 'editor', value: props.value, 'data-edits': edits,",
    '    onChange: event => { setEdits(edits + 1); props.onChange(event.target.value) } })',
    '}',
    ''
  ].join('\n'),
  'node_modules/avatar-lib/package.json': pkg('avatar-lib', {
    module: 'es/index.js',
    peerDependencies: { '@babel/runtime': '>=7', react: '>=16' }
  }),
  'node_modules/avatar-lib/lib/index.js': "module.exports = require('./avatar')\n",
  'node_modules/avatar-lib/lib/avatar.js':
    "var _extends = require('@babel/runtime/helpers/extends')\nvar React = require('react')\n" +
    "module.exports = function Avatar(props) { return React.createElement('b', _extends({}, props), props.name) }\n",
  'node_modules/avatar-lib/es/index.js':
    "import createAvatar from './avatar'\nexport * from './avatar'\nexport default createAvatar({})\n",
  'node_modules/avatar-lib/es/avatar.js':
    "import _classCallCheck from '@babel/runtime/helpers/classCallCheck'\nimport React from 'react'\n" +
    'export default function createAvatar() {\n' +
    '  return class Avatar extends React.Component {\n' +
    '    constructor(props) { super(props); _classCallCheck(this, Avatar) }\n' +
    "    render() { return React.createElement('b', null, this.props.name) }\n" +
    '  }\n' +
    '}\n'
}

describe('islands of a website folder with node_modules installed (Chromium)', () => {
  const site = writeSite(files)
  afterAll(() => rmSync(site, { recursive: true, force: true }))
  const built = useBuiltFixture(site)

  it('builds with exit 0', () => {
    expect(built.build.code, built.build.stderr).toBe(0)
  })

  it('an island drawing a package that lacks its peer shows the server’s placeholder in the browser too, and stays interactive', async () => {
    const html = await readFile(join(built.out, 'index.html'), 'utf8')
    expect(html).toContain('<gs-island')
    const { page, problems } = await built.openHydrated('/')
    await page.locator('button.like').click()
    await expect.poll(() => page.locator('button.like').textContent()).toBe('Kamil: 1')
    expect(await page.locator('.byline b').count()).toBe(0)
    expect(problems).toEqual([])
    await page.close()
  })

  it('the aliases of the Next config’s webpack() apply in the browser: the playground loads its linter entry and runs', async () => {
    expect(built.build.stderr).not.toContain('webpack() could not be evaluated')
    const { page, problems } = await built.openHydrated('/play')
    await page.locator('button.lint').click()
    await expect.poll(() => page.locator('output.result').textContent()).toBe('no problems')
    expect(problems).toEqual([])
    await page.close()
  })

  it('an installed CommonJS component (`exports.default`) an island of a `"type": "module"` site draws renders in the browser', async () => {
    const { page, problems } = await built.openHydrated('/editor')
    await page.locator('textarea.editor').fill('query { ab }')
    await expect.poll(() => page.locator('p.length').textContent()).toBe('12')
    expect(problems).toEqual([])
    await page.close()
  })
})
