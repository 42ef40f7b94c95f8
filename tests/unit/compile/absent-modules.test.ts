import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import { createElement, type ComponentType } from 'react'
import { afterAll, describe, expect, it } from 'vitest'
import { bundlePages, type BundleEntry } from '../../../src/compile/bundle-pages.js'
import { importedNames } from '../../../src/compile/imported-names.js'

/**
 * Issue 23.1: the stand-in for an absent module answers exactly what each importer asks for, in any
 * order esbuild meets the importers (it used to be made from the first importer's names, and the
 * others failed with `No matching export in "gs-missing:…"`). Issue 22.2: a built-in asked for a
 * name it lacks gets a placeholder beside its real exports.
 */

const temp: string[] = []
afterAll(() => Promise.all(temp.map(dir => rm(dir, { recursive: true, force: true }))))

/** A compiled page module that renders each name it imports from `specifier`. */
function page(path: string, names: string[], specifier = '@/components/plugin'): BundleEntry {
  const code = [
    `import { ${names.join(', ')} } from '${specifier}'`,
    `import { jsx as _jsx, jsxs as _jsxs } from 'react/jsx-runtime'`,
    `export default function MDXContent() { return _jsxs('main', { children: [${names.map(name => `_jsx(${name}, {})`).join(', ')}] }) }`
  ].join('\n')
  return { path, code }
}

async function site(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'guildsite-absent-'))
  temp.push(dir)
  for (const [rel, text] of Object.entries(files)) {
    await mkdir(join(dir, rel, '..'), { recursive: true })
    await writeFile(join(dir, rel), text)
  }
  return dir
}

async function bundle(dir: string, entries: BundleEntry[]) {
  const workDir = await mkdtemp(join(dir, 'work-'))
  return bundlePages({ entries, siteDir: dir, workDir, compilePartial: async () => ({ diagnostics: [] }) })
}

const html = (module: Record<string, unknown> | undefined) =>
  renderToStaticMarkup(createElement(module!.default as ComponentType))

describe('absent modules', () => {
  it('pages importing different names from one absent module build in every order', async () => {
    const names = ['PluginApiDocs', 'PluginHeader', 'PluginConfig', 'PluginUsage']
    const files = Object.fromEntries(
      names.map((name, i) => [`pages/p${i}.mdx`, `import { ${name} } from '@/components/plugin'\n\n# P${i}\n`])
    )
    const dir = await site(files)
    const entries = names.map((name, i) => page(join(dir, `pages/p${i}.mdx`), [name]))
    for (const order of [entries, [...entries].reverse(), [entries[2], entries[0], entries[3], entries[1]]]) {
      const result = await bundle(dir, order)
      expect(result.diagnostics.filter(d => d.severity === 'error')).toEqual([])
      for (const [i, name] of names.entries())
        expect(html(result.modules.get(entries[i].path))).toContain(`data-missing-component="${name}"`)
      // One warning per importing page, at its import.
      expect(result.diagnostics.map(d => `${d.file}:${d.line}:${d.column} ${d.code}`).sort()).toEqual(
        names.map((_, i) => `pages/p${i}.mdx:1:1 UNRESOLVED_IMPORT`)
      )
    }
  })

  it('a component shared by pages imports its own names from the absent module', async () => {
    const dir = await site({
      'components/card.tsx': "import { Badge } from 'not-installed-ui'\nexport function Card() { return <Badge /> }\n",
      'pages/a.mdx': "import { Button } from 'not-installed-ui'\n",
      'pages/b.mdx': "import { Card } from '../components/card'\n"
    })
    const a = page(join(dir, 'pages/a.mdx'), ['Button'], 'not-installed-ui')
    const b = page(join(dir, 'pages/b.mdx'), ['Card'], '../components/card')
    for (const order of [
      [a, b],
      [b, a]
    ]) {
      const result = await bundle(dir, order)
      expect(result.diagnostics.filter(d => d.severity === 'error')).toEqual([])
      expect(html(result.modules.get(a.path))).toContain('data-missing-component="Button"')
      expect(html(result.modules.get(b.path))).toContain('data-missing-component="Badge"')
      expect(result.diagnostics.map(d => `${d.file}:${d.line}:${d.column}`).sort()).toEqual([
        'components/card.tsx:1:1',
        'pages/a.mdx:1:1'
      ])
    }
  })

  it('a name a built-in module lacks is a placeholder beside its real exports, with a warning at the import', async () => {
    const dir = await site({
      'pages/index.mdx': "# Home\n\nimport { Callout, NoSuchWidget } from '@theguild/components'\n"
    })
    const result = await bundle(dir, [
      page(join(dir, 'pages/index.mdx'), ['Callout', 'NoSuchWidget'], '@theguild/components')
    ])
    const out = html(result.modules.get(join(dir, 'pages/index.mdx')))
    expect(out).toContain('data-missing-component="NoSuchWidget"')
    expect(out).not.toContain('data-missing-component="Callout"')
    expect(result.diagnostics.map(d => `${d.file}:${d.line}:${d.column} ${d.severity} ${d.message}`)).toEqual([
      'pages/index.mdx:3:1 warning "@theguild/components" has no "NoSuchWidget" in guildsite; a placeholder is rendered instead'
    ])
  })

  it('a name a built-in lacks that the page imports and never uses is no warning (space-bots: nextra/icons CardsIcon)', async () => {
    // (Nextra 2.13's nextra/icons has no CardsIcon either; Next's build says nothing of an unused import.)
    const dir = await site({ 'pages/index.mdx': "import { ArrowRightIcon, CardsIcon } from 'nextra/icons'\n" })
    const entry: BundleEntry = {
      path: join(dir, 'pages/index.mdx'),
      code: [
        "import { ArrowRightIcon, CardsIcon, NoSuchIcon as Other } from 'nextra/icons'",
        "import { jsx as _jsx, jsxs as _jsxs } from 'react/jsx-runtime'",
        "export default function MDXContent() { return _jsxs('p', { children: [_jsx(ArrowRightIcon, {}), _jsx(Other, {})] }) }"
      ].join('\n')
    }
    const result = await bundle(dir, [entry])
    expect(html(result.modules.get(entry.path))).toContain('data-missing-component="NoSuchIcon"')
    expect(result.diagnostics.map(d => `${d.file}:${d.line}:${d.column} ${d.severity} ${d.message}`)).toEqual([
      'pages/index.mdx:1:1 warning "nextra/icons" has no "NoSuchIcon" in guildsite; a placeholder is rendered instead'
    ])
  })

  it("an absent icon package's icons are empty icon boxes of the icon's size, not a 'Missing component' box", async () => {
    const dir = await site({ 'pages/index.mdx': "import { FiGithub, FiLink } from 'react-icons/fi'\n" })
    const entry: BundleEntry = {
      path: join(dir, 'pages/index.mdx'),
      code: [
        "import { FiGithub, FiLink } from 'react-icons/fi'",
        "import { jsx as _jsx, jsxs as _jsxs } from 'react/jsx-runtime'",
        "export default function MDXContent() { return _jsxs('a', { className: 'button', children: [_jsx(FiGithub, { className: 'h-4' }), ' GitHub', _jsx(FiLink, { size: 20 })] }) }"
      ].join('\n')
    }
    const result = await bundle(dir, [entry])
    const out = html(result.modules.get(entry.path))
    expect(out).not.toContain('Missing component')
    expect(out).toMatch(/^<a class="button"><svg class="h-4" width="1em" height="1em"[^>]*data-absent-icon="FiGithub"/)
    expect(out).toContain(' GitHub<svg width="20" height="20"')
    expect(out).toContain('aria-hidden="true"')
    expect(result.diagnostics.map(d => `${d.file}:${d.line}:${d.column} ${d.severity} ${d.message}`)).toEqual([
      'pages/index.mdx:1:1 warning Import "react-icons/fi" cannot be resolved; its icons are drawn as empty icon boxes (chevrons, arrows, checks, crosses, plus and minus as plain strokes)'
    ])
  })

  it("draws the absent icons a page leans on to be read — chevrons, arrows, check, cross, plus, minus — whatever the package's naming", async () => {
    // (Hive's FAQ: `ChevronDownIcon` of @radix-ui/react-icons was an empty box where the question opens.)
    const dir = await site({ 'pages/index.mdx': "import { ChevronDownIcon } from '@radix-ui/react-icons'\n" })
    const entry: BundleEntry = {
      path: join(dir, 'pages/index.mdx'),
      code: [
        "import { ChevronDownIcon, Cross2Icon, RocketIcon } from '@radix-ui/react-icons'",
        "import { HiOutlineArrowRight, MdExpandMore } from 'react-icons/hi'",
        "import { jsx as _jsx, jsxs as _jsxs } from 'react/jsx-runtime'",
        "export default function MDXContent() { return _jsxs('p', { children: [_jsx(ChevronDownIcon, { className: 'size-5' }), _jsx(Cross2Icon, {}), _jsx(HiOutlineArrowRight, { size: 16 }), _jsx(MdExpandMore, {}), _jsx(RocketIcon, {})] }) }"
      ].join('\n')
    }
    const out = html((await bundle(dir, [entry])).modules.get(entry.path))
    const drawn = [...out.matchAll(/<svg [^>]*data-absent-icon="(\w+)"[^>]*>(.*?)<\/svg>/g)].map(([, name, inside]) => [
      name,
      inside
    ])
    expect(drawn).toEqual([
      ['ChevronDownIcon', '<path d="M7 10l5 5 5-5"></path>'],
      ['Cross2Icon', '<path d="M6 6l12 12M18 6L6 18"></path>'],
      ['HiOutlineArrowRight', '<path d="M5 12h14M13 6l6 6-6 6"></path>'],
      ['MdExpandMore', '<path d="M7 10l5 5 5-5"></path>'],
      // (No glyph for it: the empty box.)
      ['RocketIcon', '<rect x="3" y="3" width="18" height="18" rx="4"></rect>']
    ])
    expect(out).toMatch(
      /<svg class="size-5" width="1em" height="1em" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"/
    )
  })

  it('a namespace import passed on as a value answers the members its importer never names (react-zen: `Lucide` handed to MDX)', async () => {
    // (umami-software/react-zen's mdx-components.ts gives MDX `{ ...components, Lucide }`, its pages render
    // `<Lucide.CircleAlert />`: MDX threw "Expected component `Lucide.CircleAlert` to be defined", 11 pages, exit 1.)
    const dir = await site({ 'mdx-components.js': '' })
    const entry: BundleEntry = {
      path: join(dir, 'pages/index.mdx'),
      code: [
        "import * as Lucide from 'lucide-react'",
        "import * as Kit from '@/components/kit'",
        "import { jsx as _jsx, jsxs as _jsxs } from 'react/jsx-runtime'",
        'const provided = { Lucide, Kit }',
        "const named = 'Heart'",
        'export default function MDXContent() {',
        "  if (!provided.Lucide.CircleAlert || !provided.Kit.Row) throw new Error('member missing')",
        "  return _jsxs('p', { children: [_jsx(provided.Lucide.CircleAlert, { size: 16 }), _jsx(Lucide[named], {}), _jsx(provided.Kit.Row, {}), String(provided.Kit.then), String('default' in Lucide)] })",
        '}'
      ].join('\n')
    }
    const result = await bundle(dir, [entry])
    expect(result.diagnostics.filter(d => d.severity === 'error')).toEqual([])
    const out = html(result.modules.get(entry.path))
    expect(out).toMatch(/<svg width="16" height="16"[^>]*data-absent-icon="CircleAlert"/)
    expect(out).toMatch(/<svg [^>]*data-absent-icon="Heart"/)
    expect(out).toContain('data-missing-component="Row"')
    // (Not a thenable; its own exports as before.)
    expect(out).toContain('undefinedtrue</p>')
  })
})

describe('imported SVGs', () => {
  it('a URL where the importer uses it as one, a component where it renders it (as SVGR gives Next sites)', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"/>'
    const dir = await site({
      'logo.svg': svg,
      'components/icons.tsx':
        'import Logo from \'../logo.svg\'\nexport const items = [{ icon: Logo }]\nexport function Icons() { return <><Logo className="big" />{items.map(({ icon: Icon }) => <Icon key="a" />)}</> }\n',
      'components/pictures.tsx':
        'import logo from \'../logo.svg\'\nexport function Picture() { return <img src={logo} alt="Logo" /> }\n',
      'pages/a.mdx': "import { Icons } from '../components/icons'\n",
      'pages/b.mdx': "import { Picture } from '../components/pictures'\n"
    })
    const entry = (path: string, name: string, from: string) => ({
      path: join(dir, path),
      code: `import { ${name} } from '${from}'\nimport { jsx as _jsx } from 'react/jsx-runtime'\nexport default function MDXContent() { return _jsx(${name}, {}) }`
    })
    const result = await bundle(dir, [
      entry('pages/a.mdx', 'Icons', '../components/icons'),
      entry('pages/b.mdx', 'Picture', '../components/pictures')
    ])
    expect(result.diagnostics).toEqual([])
    const [url] = [...result.assets.keys()]
    expect(url).toMatch(/^_gs\/assets\/logo-[0-9a-f]{10}\.svg$/)
    // (React adds a preload link before the images.)
    expect(html(result.modules.get(join(dir, 'pages/a.mdx')))).toContain(
      `<img src="/${url}" alt="" class="big"/><img src="/${url}" alt=""/>`
    )
    expect(html(result.modules.get(join(dir, 'pages/b.mdx')))).toMatch(new RegExp(`<img src="/${url}" alt="Logo"/>$`))
  })
})

describe('importedNames', () => {
  it('reads each import of the specifier, not an earlier one, in code without semicolons', () => {
    const source =
      "import { A } from 'x'\nimport type { T } from 'y'\nimport D, { B as C, type U } from 'y'\nexport { E } from 'y'\n"
    expect([...importedNames(source, 'y').names].sort()).toEqual(['B', 'E', 'default'])
    expect(importedNames(source, 'y').offset).toBe(source.indexOf('import type'))
    expect([...importedNames(source, 'x').names]).toEqual(['A'])
  })

  it('skips an import written in a highlighted code block (the Guild’s Nextra 4 post: "has no </c-2> Callout <c-2>")', () => {
    const source =
      "import { Steps } from 'nextra/components'\nconst html = \"<span>import { </c-2> Callout <c-2> } from 'nextra/components'</span>\"\n"
    expect([...importedNames(source, 'nextra/components').names]).toEqual(['Steps'])
  })

  it("names nothing for a JSDoc @import (@mdx-js/react's: 'react has no ReactElement, ReactNode' named a file no author edits)", () => {
    const source = "/**\n * @import {Component, ReactElement, ReactNode} from 'react'\n */\nimport React from 'react'\n"
    expect([...importedNames(source, 'react').names]).toEqual(['default'])
  })

  it('places a dynamic import and a require', () => {
    expect(importedNames("const m = await import('gone')", 'gone').offset).toBe(16)
    expect(importedNames("const m = require('gone')", 'gone').offset).toBe(10)
  })
})

describe('a package the site depends on but has not installed', () => {
  it("its warning says package.json names it and how to install it; an undeclared one's does not", async () => {
    const dir = await site({
      'package.json': JSON.stringify({ dependencies: { 'react-icons': '^5.1.0', '@acme/ui': '1.0.0' } }),
      'pages/a.mdx': '',
      'pages/b.mdx': '',
      'pages/c.mdx': ''
    })
    const entries = [
      page(join(dir, 'pages/a.mdx'), ['BsBoxSeam'], 'react-icons/bs'),
      page(join(dir, 'pages/b.mdx'), ['Button'], '@acme/ui/button'),
      page(join(dir, 'pages/c.mdx'), ['Chart'], 'chart-kit')
    ]
    const result = await bundle(dir, entries)
    const hints = Object.fromEntries(
      result.diagnostics.filter(d => d.code === 'UNRESOLVED_IMPORT').map(d => [d.message.split('"')[1], d.hint])
    )
    expect(hints).toEqual({
      'react-icons/bs':
        "package.json depends on react-icons, which is not installed: install the site's dependencies (npm install) to use it.",
      '@acme/ui/button':
        "package.json depends on @acme/ui, which is not installed: install the site's dependencies (npm install) to use it.",
      'chart-kit': undefined
    })
    // Still stand-ins: the pages build (an icon package's icons are empty icon boxes).
    expect(html(result.modules.get(entries[0].path))).toContain('data-absent-icon="BsBoxSeam"')
    expect(html(result.modules.get(entries[1].path))).toContain('data-missing-component="Button"')
  })
})

describe('absent Radix primitives', () => {
  it("shadcn/ui's slot, label and separator render what Radix renders (issue 34: dayflow's components/ui)", async () => {
    const dir = await site({ 'components/form.tsx': '' })
    const entry: BundleEntry = {
      path: join(dir, 'components/form.tsx'),
      code: [
        "import { Slot } from '@radix-ui/react-slot'",
        "import * as LabelPrimitive from '@radix-ui/react-label'",
        "import * as SeparatorPrimitive from '@radix-ui/react-separator'",
        "import { jsx as _jsx, jsxs as _jsxs } from 'react/jsx-runtime'",
        'export default function Form() { return _jsxs("form", { children: [',
        '  _jsx(Slot, { className: "btn", onClick: () => {}, children: _jsx("a", { href: "/docs", className: "link", children: "Docs" }) }),',
        '  _jsx(LabelPrimitive.Root, { htmlFor: "name", className: "label", children: "Name" }),',
        '  _jsx(SeparatorPrimitive.Root, { decorative: true, orientation: "vertical", className: "sep" })',
        '] }) }'
      ].join('\n')
    }
    const result = await bundle(dir, [entry])
    expect(html(result.modules.get(entry.path))).toBe(
      '<form><a href="/docs" class="btn link">Docs</a><label for="name" class="label">Name</label>' +
        '<div role="none" data-orientation="vertical" class="sep"></div></form>'
    )
    expect(result.diagnostics.map(d => d.message)).toEqual([
      `Import "@radix-ui/react-slot" cannot be resolved; guildsite's own Slot (its child with its props) stand in for it (any other name: a placeholder is rendered)`,
      `Import "@radix-ui/react-label" cannot be resolved; guildsite's own label stand in for it (any other name: a placeholder is rendered)`,
      `Import "@radix-ui/react-separator" cannot be resolved; guildsite's own separator stand in for it (any other name: a placeholder is rendered)`
    ])
  })

  it('an accordion, tabs and a tooltip render the elements and states Radix renders on the server, asChild included', async () => {
    const dir = await site({ 'components/faq.tsx': '' })
    const entry: BundleEntry = {
      path: join(dir, 'components/faq.tsx'),
      code: [
        "import * as Accordion from '@radix-ui/react-accordion'",
        "import * as Tabs from '@radix-ui/react-tabs'",
        "import { Root, Trigger, Content } from '@radix-ui/react-tooltip'",
        "import { jsx as _jsx, jsxs as _jsxs } from 'react/jsx-runtime'",
        'const item = (value, q, a) => _jsxs(Accordion.Item, { value, asChild: true, children: _jsxs("li", { children: [_jsx(Accordion.Header, { children: _jsx(Accordion.Trigger, { className: "q", children: q }) }), _jsx(Accordion.Content, { children: _jsx("p", { children: a }) })] }) })',
        'export default function Faq() { return _jsxs("main", { children: [',
        '  _jsx(Accordion.Root, { type: "single", collapsible: true, defaultValue: "b", asChild: true, children: _jsxs("ul", { className: "faq", children: [item("a", "Why?", "Because."), item("b", "How?", "Like so.")] }) }),',
        '  _jsxs(Tabs.Root, { defaultValue: "one", children: [_jsxs(Tabs.List, { children: [_jsx(Tabs.Trigger, { value: "one", children: "One" }), _jsx(Tabs.Trigger, { value: "two", children: "Two" })] }), _jsx(Tabs.Content, { value: "one", children: "First" }), _jsx(Tabs.Content, { value: "two", children: "Second" })] }),',
        '  _jsxs(Root, { children: [_jsx(Trigger, { asChild: true, children: _jsx("span", { className: "tip", children: "?" }) }), _jsx(Content, { children: "Hidden help" })] })',
        '] }) }'
      ].join('\n')
    }
    const result = await bundle(dir, [entry])
    expect(result.diagnostics.filter(d => d.severity === 'error')).toEqual([])
    const out = html(result.modules.get(entry.path))
    expect(out).not.toContain('Missing component')
    // The accordion: the root's props on the <ul>, each item's on its <li>; the open item's answer only.
    expect(out).toMatch(
      /^<main><ul class="faq" data-orientation="vertical"><li data-state="closed" data-orientation="vertical"><h3 data-state="closed"><button type="button" id="[^"]+" aria-controls="[^"]+" aria-expanded="false" data-state="closed" class="q">Why\?<\/button><\/h3><\/li><li data-state="open"/
    )
    expect(out).not.toContain('Because.')
    expect(out).toMatch(/<div role="region" [^>]*data-state="open"><p>Like so\.<\/p><\/div>/)
    // The tabs: both triggers, the selected one's panel, the other's empty and hidden.
    expect(out).toMatch(
      /<div role="tablist" aria-orientation="horizontal" data-orientation="horizontal"><button type="button" role="tab" aria-selected="true"[^>]*data-state="active"[^>]*>One<\/button><button type="button" role="tab" aria-selected="false"/
    )
    expect(out).toMatch(
      /<div role="tabpanel" data-state="active"[^>]*>First<\/div><div role="tabpanel" data-state="inactive"[^>]*hidden=""[^>]*><\/div>/
    )
    // The tooltip: its trigger (the child, asChild), no content while closed.
    expect(out).toMatch(/<span class="tip" data-state="closed">\?<\/span><\/main>$/)
    expect(out).not.toContain('Hidden help')
    expect(result.diagnostics.map(d => d.message)).toEqual([
      `Import "@radix-ui/react-accordion" cannot be resolved; guildsite's own accordion parts stand in for it (any other name: a placeholder is rendered)`,
      `Import "@radix-ui/react-tabs" cannot be resolved; guildsite's own tabs parts stand in for it (any other name: a placeholder is rendered)`,
      `Import "@radix-ui/react-tooltip" cannot be resolved; guildsite's own tooltip parts stand in for it (any other name: a placeholder is rendered)`
    ])
  })
})
