// The files `guildsite init` writes: a working site that builds with zero warnings. Pure: the CLI
// (src/cli/init.ts) decides where they go and whether they may.

import { PRODUCT_DATA, type ProductKey } from '../../templates/catalogue/product-data.js'

export interface ScaffoldOptions {
  /** The site's display name, e.g. "My Docs". */
  name: string
  /** A catalogue product: its logo, colour and name replace the generic ones. */
  product?: ProductKey
  /** Version range of guildsite the site depends on. */
  guildsiteVersion: string
}

/** npm package name from a display name: `My Docs!` → `my-docs`. */
export function packageName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return slug || 'docs'
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`
const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`
/** Text for a JSX attribute value in double quotes. */
const attr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;')
/** Text for a Markdown paragraph or heading (MDX): braces and angle brackets stay literal. */
const prose = (text: string) => text.replace(/[\\{}<>*_`[\]]/g, match => `\\${match}`)

/** Relative file path → contents. */
export function scaffoldFiles(options: ScaffoldOptions): Record<string, string> {
  const { name, product } = options
  const title = product ? PRODUCT_DATA[product].name : name
  const tagline = product ? PRODUCT_DATA[product].title : `Documentation for ${name}.`
  const pkg = packageName(name)

  const config = [
    `import { defineConfig } from 'guildsite'`,
    ``,
    `export default defineConfig({`,
    `  // ${product ? 'A product of the catalogue: its name, logo and colour.' : "Any name; a catalogue key such as 'YOGA' takes that product's name, logo and colour."}`,
    `  siteName: ${quote(product ?? name)},`,
    ...(product ? [] : [`  logo: '/logo.svg',`]),
    `  description: ${quote(tagline)},`,
    `  // Where "Edit this page on GitHub" points: the repository folder that holds this site.`,
    `  docsRepositoryBase: 'https://github.com/your-org/${pkg}/tree/main',`,
    `  // Served under a path such as /${pkg}/ on GitHub Pages: the CI workflow passes --base.`,
    `  sidebar: { defaultMenuCollapseLevel: 1, toggleButton: true }`,
    `})`,
    ``
  ].join('\n')

  const rootMeta = [
    `// The navbar: the home page is hidden from it and uses the raw layout (no sidebar, no table of contents).`,
    `export default {`,
    `  index: {`,
    `    title: 'Home',`,
    `    type: 'page',`,
    `    display: 'hidden',`,
    `    theme: { layout: 'raw' }`,
    `  },`,
    `  docs: {`,
    `    title: 'Documentation',`,
    `    type: 'page'`,
    `  }`,
    `}`,
    ``
  ].join('\n')

  const home = `---
title: ${json(title).trim()}
description: ${json(tagline).trim()}
---

{/* The home page: built-in marketing blocks, no import needed. */}

<Hero
  title="${attr(title)}"
  description="${attr(tagline)}"
  links={[{ href: '/docs', children: 'Get started' }, { href: '/docs/getting-started', children: 'Install' }]}
/>

<Feature
  title="Write Markdown, get a site"
  description="Pages are Markdown and MDX files in pages/. Folders become sections, _meta files order them."
  image="/feature.svg"
  link={{ href: '/docs', children: 'Read the docs' }}
/>

<Section
  title="Everything in one folder"
  description="Search, navigation, dark mode and code highlighting come built in."
  items={[
    { title: 'Search', description: 'A local search index, built with the site.', image: '/logo.svg', link: { href: '/docs', children: 'Try it' } },
    { title: 'Components', description: 'Callouts, tabs, steps, cards and file trees.', image: '/logo.svg', link: { href: '/docs', children: 'See them' } }
  ]}
/>
`

  const docsMeta = [
    `// Sidebar order and titles of the docs section; files not listed follow in alphabetical order.`,
    `export default {`,
    `  index: 'Introduction',`,
    `  'getting-started': 'Getting started'`,
    `}`,
    ``
  ].join('\n')

  const intro = `---
title: Introduction
description: What ${prose(title)} is and where to start.
---

# Introduction

Welcome to the documentation of ${prose(title)}. ${prose(tagline)}

<Callout type="info">
  Every page is a Markdown or MDX file in \`pages/\`. Edit this one (\`pages/docs/index.mdx\`) while
  \`npm run dev\` runs: the browser reloads as you save.
</Callout>

## Where to go next

<Cards>
  <Cards.Card title="Getting started" href="/docs/getting-started" />
  <Cards.Card title="Home page" href="/" />
</Cards>

## Tabs

<Tabs items={['Markdown', 'MDX']}>
  <Tabs.Tab>Plain Markdown pages end in \`.md\`.</Tabs.Tab>
  <Tabs.Tab>MDX pages end in \`.mdx\` and may use components.</Tabs.Tab>
</Tabs>
`

  const gettingStarted = `---
title: Getting started
description: Install, write a page, build and publish.
---

# Getting started

<Steps>

### Install

\`\`\`sh npm2yarn
npm install
\`\`\`

### Write a page

Add a file under \`pages/docs/\`:

\`\`\`mdx filename="pages/docs/my-page.mdx"
# My page

Hello from **guildsite**.
\`\`\`

### Build

\`\`\`sh
npm run build
\`\`\`

The site is written to \`dist/\`: any static host can serve it.

</Steps>

## The site's files

<FileTree>
  <FileTree.Folder name="pages" defaultOpen>
    <FileTree.File name="_meta.ts" />
    <FileTree.File name="index.mdx" />
    <FileTree.Folder name="docs" defaultOpen>
      <FileTree.File name="_meta.ts" />
      <FileTree.File name="index.mdx" />
      <FileTree.File name="getting-started.mdx" />
    </FileTree.Folder>
  </FileTree.Folder>
  <FileTree.Folder name="public">
    <FileTree.File name="logo.svg" />
  </FileTree.Folder>
  <FileTree.File name="guildsite.config.ts" />
</FileTree>

## Publishing

\`.github/workflows/deploy.yml\` builds the site on every push to \`main\` and publishes \`dist/\` to GitHub
Pages under \`/<repository>/\`. Any other static host works the same way: run
\`npx guildsite build --base /<path>/\` and upload the folder it prints.
`

  const colour = product ? PRODUCT_DATA[product].primaryColor : '#3b82f6'
  const logo = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="${attr(title)}">
  <rect width="64" height="64" rx="14" fill="${colour}"/>
  <path d="M18 20h28v6H18zm0 12h20v6H18zm0 12h24v6H18z" fill="#fff"/>
</svg>
`

  // The feature's picture: a page with a sidebar, in the site's colour.
  const feature = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 320" role="img" aria-label="A documentation page">
  <rect x="0.5" y="0.5" width="479" height="319" rx="16" fill="#f8fafc" stroke="#e2e8f0"/>
  <rect x="0.5" y="0.5" width="479" height="44" rx="16" fill="${colour}"/>
  <rect x="0.5" y="28" width="479" height="17" fill="${colour}"/>
  <circle cx="28" cy="22" r="8" fill="#fff" opacity="0.9"/>
  <rect x="48" y="16" width="96" height="12" rx="6" fill="#fff" opacity="0.9"/>
  <rect x="24" y="72" width="96" height="10" rx="5" fill="${colour}" opacity="0.5"/>
  <rect x="24" y="96" width="80" height="10" rx="5" fill="#cbd5e1"/>
  <rect x="24" y="120" width="88" height="10" rx="5" fill="#cbd5e1"/>
  <rect x="24" y="144" width="72" height="10" rx="5" fill="#cbd5e1"/>
  <rect x="144" y="72" width="200" height="20" rx="6" fill="#334155"/>
  <rect x="144" y="108" width="300" height="10" rx="5" fill="#94a3b8"/>
  <rect x="144" y="128" width="280" height="10" rx="5" fill="#94a3b8"/>
  <rect x="144" y="148" width="240" height="10" rx="5" fill="#94a3b8"/>
  <rect x="144" y="176" width="300" height="96" rx="10" fill="#0f172a"/>
  <rect x="164" y="196" width="140" height="10" rx="5" fill="${colour}"/>
  <rect x="164" y="216" width="200" height="10" rx="5" fill="#e2e8f0" opacity="0.7"/>
  <rect x="164" y="236" width="110" height="10" rx="5" fill="#e2e8f0" opacity="0.7"/>
</svg>
`

  const workflow = `# Builds the site and publishes it to GitHub Pages on every push to main.
# In the repository's settings, set Pages > Source to "GitHub Actions".
name: Deploy docs
on:
  push:
    branches: [main]
  workflow_dispatch:

permissions:
  contents: read
  pages: write
  id-token: write

concurrency:
  group: pages
  cancel-in-progress: false

jobs:
  build:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
        with:
          # Full history: "Last updated on" dates come from git.
          fetch-depth: 0
      - uses: actions/setup-node@v4
        with:
          node-version: 20
      - run: npm install --no-audit --no-fund
      # A project site lives under /<repository>/; a custom domain at the root needs no --base.
      - run: npx guildsite build --base "/\${{ github.event.repository.name }}/"
      - uses: actions/upload-pages-artifact@v3
        with:
          path: dist
  deploy:
    needs: build
    runs-on: ubuntu-latest
    environment:
      name: github-pages
      url: \${{ steps.deployment.outputs.page_url }}
    steps:
      - id: deployment
        uses: actions/deploy-pages@v4
`

  const readme = `# ${title}

Documentation site built with [guildsite](https://github.com/the-guild-org/guildsite).

\`\`\`sh
npm install
npm run dev      # http://127.0.0.1:4000, reloads as you save
npm run build    # the static site in dist/
npm run preview  # serves dist/
\`\`\`

Pages live in \`pages/\`, static files in \`public/\`, settings in \`guildsite.config.ts\`.
\`.github/workflows/deploy.yml\` publishes the site to GitHub Pages.
`

  return {
    'package.json': json({
      name: pkg,
      private: true,
      type: 'module',
      scripts: { dev: 'guildsite dev', build: 'guildsite build', preview: 'guildsite preview' },
      dependencies: { guildsite: options.guildsiteVersion }
    }),
    'guildsite.config.ts': config,
    'pages/_meta.ts': rootMeta,
    'pages/index.mdx': home,
    'pages/docs/_meta.ts': docsMeta,
    'pages/docs/index.mdx': intro,
    'pages/docs/getting-started.mdx': gettingStarted,
    'public/logo.svg': logo,
    'public/favicon.svg': logo,
    'public/feature.svg': feature,
    '.github/workflows/deploy.yml': workflow,
    '.gitignore': 'node_modules\ndist\n',
    'README.md': readme
  }
}
