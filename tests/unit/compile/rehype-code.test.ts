import { compile, run, type CompileOptions } from '@mdx-js/mdx'
import rehypeRaw from 'rehype-raw'
import { createElement } from 'react'
import * as runtime from 'react/jsx-runtime'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import {
  CODE_CSS,
  convertNpmCommand,
  parseCodeMeta,
  rehypeCode,
  type RehypeCodeOptions
} from '../../../src/compile/rehype-code/index.js'
import { getHighlighter, DEFAULT_THEMES } from '../../../src/compile/rehype-code/highlighter.js'

/** Runs the product's pipeline: MDX evaluated with React, rendered to static HTML. */
async function render(source: string, options?: RehypeCodeOptions, path = 'page.mdx') {
  // `.md` pages go through rehype-raw first, as in the product's compile step.
  const raw: CompileOptions['rehypePlugins'] = path.endsWith('.md') ? [[rehypeRaw, { passThrough: ['mdxjsEsm'] }]] : []
  const file = await compile(
    { value: source, path },
    { outputFormat: 'function-body', rehypePlugins: [...raw, [rehypeCode, options]] }
  )
  const { default: Content } = await run(file, { ...runtime, baseUrl: import.meta.url })
  return { html: unwrapStatic(renderToStaticMarkup(createElement(Content))), file }
}

/** Each block is one HTML string in a `display: contents` wrapper; the markup inside is what is tested. */
function unwrapStatic(html: string): string {
  const open = '<div class="gs-static">'
  for (let at = html.indexOf(open); at !== -1; at = html.indexOf(open)) {
    let depth = 0
    const tags = /<div[\s>]|<\/div>/g
    tags.lastIndex = at
    for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
      depth += tag[0] === '</div>' ? -1 : 1
      if (depth === 0) {
        html = html.slice(0, at) + html.slice(at + open.length, tag.index) + html.slice(tag.index + '</div>'.length)
        break
      }
    }
  }
  return html
}

const fence = (info: string, code: string): string => `\`\`\`${info}\n${code}\n\`\`\`\n`

/** The text of the first `<code>` of the HTML, as a browser's `textContent` would give it. */
function codeText(html: string): string {
  const inner = /<code[^>]*>([\s\S]*?)<\/code>/.exec(html)?.[1] ?? ''
  return decode(inner.replace(/<[^>]+>/g, ''))
}

function decode(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
}

/** The code's text with each `<mark>` shown as `[…]`. */
function bracketMarks(html: string): string {
  return codeText(html.replace(/<mark[^>]*>/g, '[').replace(/<\/mark>/g, ']'))
}

/** A custom property a CODE_CSS rule for `selector` sets, if any. */
function cssVariable(selector: string, name: string): string | undefined {
  const rule = CODE_CSS.split('}').find(rule => rule.trim().startsWith(`${selector}{`))
  return rule && new RegExp(`${name}:([^;}]+)`).exec(rule)?.[1]
}

/**
 * The light and dark colour of the token with this text: its element's or classes' (a `c-n` element
 * or a span), else — bare text between tags — the `pre`'s (CODE_CSS).
 */
function tokenColours(html: string, text: string): { light?: string; dark?: string } {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const code = html.slice(html.indexOf('<code'))
  const match = new RegExp(`(?:<(c-\\d+|span)(?: class="([^"]*)")?>${escaped}</\\1>|>${escaped}<)`).exec(code)
  if (!match) throw new Error(`no token ${JSON.stringify(text)} in ${html}`)
  const selectors = match[1]?.startsWith('c-')
    ? [`.gs-code ${match[1]}`]
    : (match[2] ?? '')
        .split(' ')
        .filter(Boolean)
        .map(name => `.gs-code .${name}`)
  const colour = (mode: 'light' | 'dark', pre: string) =>
    selectors.map(selector => cssVariable(selector, `--shiki-${mode}`)).find(Boolean) ??
    cssVariable(`.gs-code pre.${pre}`, `--shiki-${mode}`)
  return { light: colour('light', 'github-light'), dark: colour('dark', 'github-dark') }
}

/** The `<span class="line" …>` opening tags, one per line. */
function lineTags(html: string): string[] {
  return html.match(/<span class="line"[^>]*>/g) ?? []
}

function marks(html: string): string[] {
  return [...html.matchAll(/<mark data-highlighted-chars="">([\s\S]*?)<\/mark>/g)].map(m =>
    decode(m[1]!.replace(/<[^>]+>/g, ''))
  )
}

describe('rehypeCode highlighting', () => {
  it('colours each token in both themes through classes that CODE_CSS defines, and wraps the block', async () => {
    const { html, file } = await render(fence('ts', 'const answer = f()'))
    expect(html).toMatch(
      /^<figure class="gs-code" data-language="ts"><pre class="shiki shiki-themes github-light github-dark" tabindex="0"><code><span class="line">/
    )
    // `const` is a keyword: github-light's red and github-dark's pink; `()` has the text colour.
    expect(tokenColours(html, 'const')).toEqual({ light: '#D73A49', dark: '#F97583' })
    expect(tokenColours(html, '()')).toEqual({ light: '#24292e', dark: '#e1e4e8' })
    expect(html).not.toContain('style=')
    expect(html).toMatch(/<\/code><\/pre><button type="button" class="gs-copy"[^>]*>[\s\S]*<\/button><\/figure>$/)
    expect(file.messages).toEqual([])
  })

  it('keeps the text of code exactly the source, without a trailing newline', async () => {
    const source = 'const a = "<b>" && \'x\'\n\n  indented   \n/** @type {import("x")} */\nlet b = a'
    const { html } = await render(fence('js {1,3} /a/ showLineNumbers', source))
    expect(codeText(html)).toBe(source)
  })

  it.each(['js', 'ts', 'sh', 'shell', 'yml', 'graphql', 'gql', 'diff', 'dotenv', 'JSON'])(
    'highlights the alias %s without a warning',
    async lang => {
      const { html, file } = await render(fence(lang, 'a: 1\n+ b = "c" # d { e }'))
      expect(file.messages).toEqual([])
      expect(html).toContain(`data-language="${lang.toLowerCase()}"`)
      // Some token is coloured (not all the text colour).
      expect(html).toMatch(/<c-\d+>|<span class="[^"]*\bd\d+/)
    }
  )

  it.each(['text', 'txt', 'plaintext', ''])('renders %j as plain text without a warning', async lang => {
    const { html, file } = await render(fence(lang, 'just words'))
    expect(file.messages).toEqual([])
    expect(html).toContain('data-language="text"')
    expect(html).toContain('<span class="line">just words</span>')
  })

  it('says where a flag written as the language goes (```npm2yarn: no tabs, in Nextra too)', async () => {
    // (Hive's gateway compression page: its ```npm2yarn fence.)
    const { html, file } = await render(fence('npm2yarn', 'npm i @whatwg-node/server'))
    expect(file.messages.map(message => message.reason)).toEqual([
      'Unknown language "npm2yarn" in code block, highlighted as plain text: "npm2yarn" is a flag, written after the language (```sh npm2yarn)'
    ])
    expect(html).not.toContain('role="tablist"')
  })

  it('warns once, at the fence, about an unknown language and renders plain text', async () => {
    const { html, file } = await render(`# Title\n\nSome text.\n\n${fence('xyz', 'foo(bar)')}`)
    expect(file.messages).toHaveLength(1)
    const [message] = file.messages
    expect(message!.reason).toBe('Unknown language "xyz" in code block, highlighted as plain text')
    expect(message!.fatal).toBe(false)
    expect(message!.line).toBe(5)
    expect(message!.column).toBe(1)
    expect(message!.ruleId).toBe('unknown-code-language')
    expect(html).toContain('data-language="text"')
    expect(html).toContain('<span class="line">foo(bar)</span>')
  })

  it('uses the themes of the options', async () => {
    const { html } = await render(fence('ts', 'let a'), { themes: { light: 'min-light', dark: 'min-dark' } })
    expect(html).toContain('class="shiki shiki-themes min-light min-dark"')
  })

  it('renders fences inside JSX', async () => {
    const { html } = await render(`<div>\n\n${fence('ts', 'let a')}\n</div>\n`)
    expect(html).toMatch(/^<div><figure class="gs-code" data-language="ts">/)
  })

  it('reads the meta of .md pages, whose code loses data.meta in rehype-raw', async () => {
    const source = 'Text\n\n> ```ts filename="a.ts" {2}\n> l1\n> l2\n> ```\n'
    const { html } = await render(source, undefined, 'page.md')
    expect(html).toContain('<figcaption class="gs-code-title">a.ts</figcaption>')
    expect(lineTags(html).map(tag => tag.includes('data-highlighted-line'))).toEqual([false, true])
  })

  it("reads no meta but npm2yarn in a Nextra site's .md page, as Nextra (its rehype-raw drops it first)", async () => {
    // (graphql-education /database/postgres-with-prisma beside Nextra 2.13.2's build: no file name bars; 3 and 4
    // read the meta after rehype-raw too.)
    const source = 'Text\n\n```ts filename="a.ts" {2} copy=false\nl1\nl2\n```\n\n```sh npm2yarn\nnpm i a\n```\n'
    const { html } = await render(source, { markdownMetaLost: true, nextraFilename: true }, 'page.md')
    expect(html).not.toContain('figcaption')
    expect(html).not.toContain('data-highlighted-line')
    expect(html).toContain('class="gs-copy"')
    expect(html).toContain('role="tab"')
  })

  it('leaves raw HTML <pre> with markup inside alone', async () => {
    const { html } = await render('<pre><code>a <b>bold</b></code></pre>\n', undefined, 'page.md')
    expect(html).toBe('<pre><code>a <b>bold</b></code></pre>')
  })

  it('never reads a fence meta out of indented code', async () => {
    const { html } = await render('Text\n\n    ```ts filename="x"\n', undefined, 'page.md')
    expect(html).not.toContain('figcaption')
    expect(codeText(html)).toBe('```ts filename="x"')
  })

  it('renders indented code of .md pages as plain text', async () => {
    const { html, file } = await render('Text\n\n    indented <code>\n', undefined, 'page.md')
    expect(html).toContain('<figure class="gs-code" data-language="text">')
    expect(codeText(html)).toBe('indented <code>')
    expect(file.messages).toEqual([])
  })

  it('creates the highlighter once per process', async () => {
    const first = await getHighlighter(DEFAULT_THEMES, ['ts'])
    const second = await getHighlighter(DEFAULT_THEMES, ['graphql'])
    expect(second).toBe(first)
    expect(first.getLoadedLanguages()).toContain('graphql')
  })

  it('exports CSS that applies light by default and dark under html.dark', () => {
    expect(CODE_CSS).toContain('color:var(--shiki-light)')
    expect(CODE_CSS).toMatch(/html\.dark [^{]*pre\.shiki :is\(span,c-1,[^)]*\)\{color:var\(--shiki-dark\)/)
    expect(CODE_CSS).toContain('[data-highlighted-line]')
    expect(CODE_CSS).toContain('counter-increment:line')
  })
})

describe('rehypeCode fence meta', () => {
  it.each([
    ['filename="src/server.ts"', 'src/server.ts'],
    ["filename='src/server.ts'", 'src/server.ts'],
    ['filename=schema.graphql', 'schema.graphql'],
    ['filename="Custom log level" {7}', 'Custom log level']
  ])('shows a title bar for %s', async (meta, title) => {
    const { html } = await render(fence(`ts ${meta}`, 'let a'))
    expect(html).toMatch(
      new RegExp(
        `^<figure class="gs-code" data-language="ts"><figcaption class="gs-code-title">${title}</figcaption><pre`
      )
    )
  })

  it('on a site that follows Nextra, titles a block only from filename="…" in double quotes, as Nextra reads it', async () => {
    // (feTS' Next.js page: `filename=app/api/[...slug]/route.ts` draws no title bar in Nextra 3's build.)
    const nextra = { nextraFilename: true }
    expect((await render(fence('ts filename="a.ts"', 'let a'), nextra)).html).toContain(
      '<figcaption class="gs-code-title">a.ts</figcaption>'
    )
    for (const meta of ['ts filename=app/route.ts', "ts filename='a.ts' {1}"]) {
      const { html } = await render(fence(meta, 'let a'), nextra)
      expect(html, meta).not.toContain('figcaption')
    }
    // (Its other meta is still read: the highlighted line.)
    expect((await render(fence("ts filename='a.ts' {1}", 'let a'), nextra)).html).toContain('data-highlighted-line')
  })

  it('has no title bar without filename', async () => {
    const { html } = await render(fence('ts', 'let a'))
    expect(html).not.toContain('figcaption')
    // (A bare first word is nothing to Nextra…)
    expect((await render(fence('ts app.ts', 'let a'))).html).not.toContain('figcaption')
  })

  it('titles a block by the first bare word of its meta on a Code Hike site (config codeHike)', async () => {
    const titled = await render(fence('ts app.ts focus=1', 'let a'), { codeHike: true })
    expect(titled.html).toContain('<figcaption class="gs-code-title">app.ts</figcaption>')
    // (…and Nextra's flags, options and word marks are none.)
    for (const meta of ['ts npm2yarn', 'ts showLineNumbers', 'ts copy', 'ts {1}', 'ts /a/', 'ts mark=1'])
      expect((await render(fence(meta, 'let a'), { codeHike: true })).html).not.toContain('figcaption')
    expect((await render(fence('ts app.ts filename="b.ts"', 'let a'), { codeHike: true })).html).toContain(
      '<figcaption class="gs-code-title">b.ts</figcaption>'
    )
  })

  it('marks the lines of {1,3-5}', async () => {
    const { html } = await render(fence('ts {1,3-5}', 'l1\nl2\nl3\nl4\nl5\nl6'))
    const highlighted = lineTags(html).map(tag => tag.includes('data-highlighted-line=""'))
    expect(highlighted).toEqual([true, false, true, true, true, false])
  })

  it('reads Code Hike’s focus= and mark= annotations (keaganaut: @code-hike/mdx 0.9 on every block)', async () => {
    // focus: the other lines dimmed (Code Hike's 0.33); mark: lines highlighted as {…}, columns as /word/.
    const code = 'function lorem(ipsum, dolor = 1) {\n  const sit = ipsum\n  return lorem(sit)\n}'
    const focused = await render(fence('js app.js focus=2:3', code))
    expect(lineTags(focused.html).map(tag => tag.includes('data-unfocused=""'))).toEqual([true, false, false, true])
    expect(CODE_CSS).toContain('.gs-code .line[data-unfocused]{opacity:.33}')
    const marked = await render(fence('js mark=2:3', code))
    expect(lineTags(marked.html).map(tag => tag.includes('data-highlighted-line'))).toEqual([false, true, true, false])
    expect(marked.html).not.toContain('data-unfocused')
    // (Line 3's `lorem`, columns 10–14: the second occurrence of the word, not the first.)
    const columns = await render(fence('js mark=3[10:14]', code))
    expect(bracketMarks(columns.html)).toBe(
      'function lorem(ipsum, dolor = 1) {\n  const sit = ipsum\n  return [lorem](sit)\n}'
    )
    expect(parseCodeMeta('js focus=1,3:4 mark=2[3:7,9:11]')).toMatchObject({
      focusLines: new Set([1, 3, 4]),
      markColumns: [
        { line: 2, from: 3, to: 7 },
        { line: 2, from: 9, to: 11 }
      ]
    })
  })

  it('accepts ranges with spaces and ranges glued to the language', async () => {
    const spaced = await render(fence('ts filename="a" {1, 3}', 'l1\nl2\nl3'))
    expect(lineTags(spaced.html).map(tag => tag.includes('data-highlighted-line'))).toEqual([true, false, true])
    const glued = await render(fence('ts{2}', 'l1\nl2'))
    expect(glued.html).toContain('data-language="ts"')
    expect(lineTags(glued.html).map(tag => tag.includes('data-highlighted-line'))).toEqual([false, true])
  })

  it('marks every occurrence of /word/, also across tokens', async () => {
    const { html } = await render(fence('ts /yoga/ /= create/', 'const yoga = createYoga()\nyoga.listen()'))
    expect(marks(html)).toEqual(['yoga', '= create', 'yoga'])
    expect(codeText(html)).toBe('const yoga = createYoga()\nyoga.listen()')
  })

  it('marks only the chosen occurrence of /word/2', async () => {
    const { html } = await render(fence('ts /a/2', 'a; a; a'))
    expect(bracketMarks(html)).toBe('a; [a]; a')
  })

  it('tells /word/1 from /word/2 on the same code', async () => {
    const first = await render(fence('ts /b/1', 'b + b'))
    const second = await render(fence('ts /b/2', 'b + b'))
    expect(bracketMarks(first.html)).toBe('[b] + b')
    expect(bracketMarks(second.html)).toBe('b + [b]')
  })

  it('marks words in plain text too', async () => {
    const { html } = await render(fence('text /graphiql: false/', 'graphiql: false'))
    expect(marks(html)).toEqual(['graphiql: false'])
  })

  it("never lets one block's line marks leak into a later identical block", async () => {
    const marked = await render(fence('ts {1}', 'let same'))
    const plain = await render(fence('ts', 'let same'))
    expect(marked.html).toContain('data-highlighted-line')
    expect(plain.html).not.toContain('data-highlighted-line')
  })

  it('numbers lines with showLineNumbers', async () => {
    const { html } = await render(fence('ts showLineNumbers', 'a\nb'))
    expect(html).toContain('<code data-line-numbers="" data-line-numbers-max-digits="1">')
  })

  it('starts numbering at showLineNumbers=10', async () => {
    const { html } = await render(fence('ts showLineNumbers=10', 'a\nb'))
    expect(html).toContain('<code data-line-numbers="" data-line-numbers-max-digits="2" style="counter-reset:line 9">')
  })

  it('renders the copy button by default', async () => {
    const { html } = await render(fence('ts', 'a'))
    expect(html).toContain(
      '<button type="button" class="gs-copy" data-copy="" aria-label="Copy code" title="Copy code"></button>'
    )
    // CODE_CSS draws the empty button's copy icon, and the check mark once copied.
    expect(CODE_CSS).toMatch(/\.gs-copy:empty::before\{[^}]*mask:url\("data:image\/svg\+xml,[^"]*%3Crect/)
    expect(CODE_CSS).toMatch(
      /\.gs-copy\[data-copied\]:empty::before\{[^}]*mask-image:url\("data:image\/svg\+xml,[^"]*M20%206/
    )
  })

  it('leaves the copy button out with copy=false', async () => {
    const { html } = await render(fence('ts copy=false', 'a'))
    expect(html).not.toContain('gs-copy')
    expect(html).toMatch(/<\/pre><\/figure>$/)
  })
})

describe('parseCodeMeta', () => {
  it('reads the corpus spellings', () => {
    expect(parseCodeMeta('filename="src/schema.ts"')).toMatchObject({ filename: 'src/schema.ts', highlightWords: [] })
    expect(parseCodeMeta('filename="Disable GraphiQL" /graphiql: false/').highlightWords).toEqual([
      { word: 'graphiql: false', occurrences: undefined }
    ])
    expect([...parseCodeMeta('filename="Slow Schema" {29,33, 37}').highlightLines]).toEqual([29, 33, 37])
    const typo = parseCodeMeta('filenmae="typo" npm2yarn')
    expect(typo.filename).toBeUndefined()
    expect(typo.npm2yarn).toBe(true)
    expect(parseCodeMeta('/a/1,3 /b/2-3')).toMatchObject({
      highlightWords: [
        { word: 'a', occurrences: new Set([1, 3]) },
        { word: 'b', occurrences: new Set([2, 3]) }
      ]
    })
    expect(parseCodeMeta('showLineNumbers{5} copy=false')).toMatchObject({ lineNumbersStart: 5, copy: false })
    expect(parseCodeMeta('/path/to/file/')).toMatchObject({ highlightWords: [{ word: 'path/to/file' }] })
  })
})

describe('npm2yarn', () => {
  // The tabs show what Nextra's show (flags spelt per manager, `pnpm run x`), except where that command
  // would not work (`npm ci`, `pnpm init --yes`): checked against Nextra 4's converter on 471 real fences.
  it.each([
    [
      'npm i graphql-yoga graphql',
      'yarn add graphql-yoga graphql',
      'pnpm add graphql-yoga graphql',
      'bun add graphql-yoga graphql'
    ],
    ['npm install x', 'yarn add x', 'pnpm add x', 'bun add x'],
    ['npm i -D x', 'yarn add --dev x', 'pnpm add -D x', 'bun add --dev x'],
    ['npm install --save-dev x', 'yarn add --dev x', 'pnpm add --save-dev x', 'bun add --dev x'],
    [
      'npm i -D --save-exact prisma',
      'yarn add --dev --exact prisma',
      'pnpm add -D --save-exact prisma',
      'bun add --dev --exact prisma'
    ],
    ['npm i -g x', 'yarn global add x', 'pnpm add -g x', 'bun add --global x'],
    ['npm install', 'yarn install', 'pnpm install', 'bun install'],
    ['npm i', 'yarn install', 'pnpm i', 'bun install'],
    ['npm run s', 'yarn s', 'pnpm run s', 'bun run s'],
    ['npm run build -- --watch', 'yarn build --watch', 'pnpm run build --watch', 'bun run build --watch'],
    ['npm run test', 'yarn run test', 'pnpm run test', 'bun run test'],
    ['npm test', 'yarn test', 'pnpm test', 'bun run test'],
    ['npx x', 'yarn dlx x', 'pnpm dlx x', 'bun x x'],
    [
      'npx create-yoga my-app',
      'yarn dlx create-yoga my-app',
      'pnpm dlx create-yoga my-app',
      'bun x create-yoga my-app'
    ],
    ['npm uninstall x', 'yarn remove x', 'pnpm remove x', 'bun remove x'],
    ['npm init x', 'yarn create x', 'pnpm create x', 'bunx create-x'],
    ['npm init yoga@latest app', 'yarn create yoga app', 'pnpm create yoga app', 'bunx create-yoga app'],
    ['npm init @scope/app', 'yarn create @scope/app', 'pnpm create @scope/app', 'bunx @scope/create-app'],
    ['npm init -y', 'yarn init -y', 'pnpm init', 'bun init -y'],
    ['npm ci', 'yarn install --frozen-lockfile', 'pnpm install --frozen-lockfile', 'bun install --frozen-lockfile'],
    ['npm publish', 'yarn publish', 'pnpm publish', 'bun publish'],
    [
      'cd app && npm i\n# done',
      'cd app && yarn install\n# done',
      'cd app && pnpm i\n# done',
      'cd app && bun install\n# done'
    ]
  ])('converts %j', (npm, yarn, pnpm, bun) => {
    expect(convertNpmCommand(npm, 'yarn')).toBe(yarn)
    expect(convertNpmCommand(npm, 'pnpm')).toBe(pnpm)
    expect(convertNpmCommand(npm, 'bun')).toBe(bun)
  })

  it('renders the shared tabs markup with one highlighted block per manager, in Nextra’s order (npm, pnpm, yarn, bun)', async () => {
    const { html } = await render(fence('sh npm2yarn', 'npm i -D x'))
    const tab = (i: number, name: string) =>
      `<button type="button" role="tab" id="npm2yarn-1-tab-${i}" aria-controls="npm2yarn-1-panel-${i}" aria-selected="${i === 0}" tabindex="${i === 0 ? 0 : -1}" data-tab-index="${i}">${name}</button>`
    expect(html).toContain(
      `<div class="gs-tabs" data-tabs="" data-storage-key="package-manager"><div role="tablist" class="gs-tabs-list">${tab(0, 'npm')}${tab(1, 'pnpm')}${tab(2, 'yarn')}${tab(3, 'bun')}</div>`
    )
    expect(html).toContain(
      '<div role="tabpanel" id="npm2yarn-1-panel-0" aria-labelledby="npm2yarn-1-tab-0" data-tab-panel="0" tabindex="0"><figure class="gs-code" data-language="bash">'
    )
    for (const i of [1, 2, 3]) {
      expect(html).toContain(
        `<div role="tabpanel" id="npm2yarn-1-panel-${i}" aria-labelledby="npm2yarn-1-tab-${i}" data-tab-panel="${i}" tabindex="0" hidden><figure class="gs-code" data-language="bash">`
      )
    }
    const panels = html.split('role="tabpanel"').slice(1).map(codeText)
    expect(panels).toEqual(['npm i -D x', 'pnpm add -D x', 'yarn add --dev x', 'bun add --dev x'])
    expect(tokenColours(html, 'yarn').dark).not.toBe('#e1e4e8')
  })

  it('gives the tabs of the site’s Nextra release: npm, pnpm, yarn in Nextra 2.10–2.12, none before 2.10', async () => {
    const three = (await render(fence('sh npm2yarn', 'npm i x'), { packageManagers: ['npm', 'pnpm', 'yarn'] })).html
    expect(three.split('role="tabpanel"').slice(1).map(codeText)).toEqual(['npm i x', 'pnpm add x', 'yarn add x'])
    expect(three).not.toContain('>bun<')
    // Nextra 2.0–2.9 has no npm2yarn: the fence is the shell block it is written as.
    const none = (await render(fence('sh npm2yarn', 'npm i x'), { packageManagers: [] })).html
    expect(none).not.toContain('role="tab')
    expect(none).toContain('<figure class="gs-code" data-language="sh">')
    expect(codeText(none)).toBe('npm i x')
  })

  it('numbers the tabs of each file from 1', async () => {
    const source = `${fence('sh npm2yarn', 'npm i a')}\n${fence('sh npm2yarn', 'npm i b')}`
    const first = await render(source)
    expect(first.html).toContain('id="npm2yarn-1-tab-0"')
    expect(first.html).toContain('id="npm2yarn-2-tab-0"')
    const second = await render(source)
    expect(second.html).toBe(first.html)
  })
})

describe('mermaid', () => {
  it('passes the diagram source through and flags the page', async () => {
    const source = 'graph TD\n  A-->B & C'
    const { html, file } = await render(fence('mermaid', source))
    expect(html).toBe(
      '<div class="gs-mermaid" data-mermaid=""><pre class="gs-mermaid-source">graph TD\n  A--&gt;B &amp; C</pre></div>'
    )
    expect(file.data.hasMermaid).toBe(true)
    expect(file.messages).toEqual([])
    const highlighter = await getHighlighter(DEFAULT_THEMES, [])
    expect(highlighter.getLoadedLanguages()).not.toContain('mermaid')
  })

  it('does not flag a page without diagrams', async () => {
    const { file } = await render(fence('ts', 'let a'))
    expect(file.data.hasMermaid).toBeUndefined()
  })
})

describe('highlighted blocks that persist across processes', () => {
  it('are stored, read back by a process that never highlighted them, and an edited entry is ignored', async () => {
    const { mkdtemp, readdir, readFile, rm, writeFile } = await import('node:fs/promises')
    const { tmpdir } = await import('node:os')
    const { join } = await import('node:path')
    const { crc32 } = await import('node:zlib')
    const { forgetHighlights } = await import('../../../src/compile/rehype-code/highlight-cache.js')
    const storeDir = await mkdtemp(join(tmpdir(), 'guildsite-highlight-'))
    try {
      const source = fence('ts', 'const persisted = 42')
      const first = await render(source, { storeDir })
      // One pack and its index, however many blocks: not a file per block.
      const files = (await readdir(storeDir)).sort()
      expect(files.map(file => file.replace(/^.*\./, ''))).toEqual(['idx', 'pack'])
      const [idx, pack] = files.map(file => join(storeDir, file))
      const bytes = await readFile(pack)
      // What another process finds: the stored tree (made recognisable here, same length) is used as it is.
      forgetHighlights()
      const edited = Buffer.from(bytes.toString('utf8').replaceAll('persisted', 'fromStore'))
      const [hash, offset, length] = (await readFile(idx, 'utf8')).trim().split(' ')
      await writeFile(pack, edited)
      await writeFile(idx, `${hash} ${offset} ${length} ${crc32(edited)}\n`)
      expect((await render(source, { storeDir })).html).toContain('fromStore')
      // An entry changed behind its index's back (cut short, edited) is never trusted.
      forgetHighlights()
      await writeFile(pack, Buffer.from(bytes.toString('utf8').replaceAll('persisted', 'tampering')))
      expect((await render(source, { storeDir })).html).toBe(first.html)
      forgetHighlights()
      await writeFile(pack, bytes.subarray(0, bytes.length - 10))
      expect((await render(source, { storeDir })).html).toBe(first.html)
    } finally {
      forgetHighlights()
      await rm(storeDir, { recursive: true, force: true })
    }
  })
})

// Nextra 3 and 4 run twoslash on a `twoslash` fence: the reader sees the code without its notation.
describe('twoslash fences', () => {
  it('takes out markers, cuts and compiler flags, and keeps the rest as written', async () => {
    const code = [
      '// @noErrors',
      '// @filename: setup.ts',
      'const hidden = 1',
      '// ---cut---',
      'const shown = 2',
      '//    ^?',
      'call(shown)',
      '//   ^^^^',
      '// ^ a single caret is a comment',
      '// ---cut-start---',
      'declare function call(n: number): void',
      '// ---cut-end---',
      '// @log: a custom tag keeps its words',
      'export {}'
    ].join('\n')
    const { html } = await render(fence('ts twoslash', code))
    expect(codeText(html)).toBe(
      [
        'const shown = 2',
        'call(shown)',
        '// ^ a single caret is a comment',
        '// @log: a custom tag keeps its words',
        'export {}'
      ].join('\n')
    )
  })

  it('leaves a fence without `twoslash`, or of another language, as written', async () => {
    const code = 'const a = 1\n//    ^?\n// @noErrors'
    expect(codeText((await render(fence('ts', code))).html)).toBe(code)
    expect(codeText((await render(fence('python twoslash', code))).html)).toBe(code)
  })

  it('cuts everything after `---cut-after---`', async () => {
    const { html } = await render(fence('tsx twoslash', 'export const a = 1\n// ---cut-after---\nconst b = a'))
    expect(codeText(html)).toBe('export const a = 1')
  })
})
