#!/usr/bin/env node
// Deterministic docs corpus for benchmarks: N pages in nested folders, realistic Markdown and MDX
// (front matter, headings, paragraphs, lists, a GFM table, ts and bash fences, a Callout and Tabs on
// some pages, links between pages), ~800 words per page. Same N → byte-identical output.
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

const WORDS =
  'graphql schema resolver server gateway plugin context request response cache query mutation subscription field type directive federation envelop yoga mesh hive registry client operation persisted document validation execution stream defer batch upload cors token header error masking logging tracing metrics deploy production node deno bun worker edge lambda'.split(
    ' '
  )

/** Small seeded PRNG (mulberry32) so every run writes the same corpus. */
function random(seed) {
  return () => {
    seed |= 0
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function corpusLayout(n) {
  // 10 sections × 10 folders × N/100 pages (nested two levels), like a large product's docs.
  const pages = []
  for (let i = 0; i < n; i++) {
    const section = `section-${i % 10}`
    const folder = `topic-${Math.floor(i / 10) % 10}`
    pages.push({ dir: `${section}/${folder}`, name: `page-${i}`, index: i })
  }
  return pages
}

function sentence(rand, words = 14) {
  const out = []
  for (let i = 0; i < words; i++) out.push(WORDS[Math.floor(rand() * WORDS.length)])
  out[0] = out[0][0].toUpperCase() + out[0].slice(1)
  return out.join(' ') + '.'
}

function paragraph(rand) {
  return Array.from({ length: 4 }, () => sentence(rand, 10 + Math.floor(rand() * 10))).join(' ')
}

function page(p, all, rand) {
  const other = all[(p.index * 7 + 3) % all.length]
  const lines = [
    '---',
    `title: Page ${p.index} ${WORDS[p.index % WORDS.length]}`,
    `description: ${sentence(rand, 10)}`,
    '---',
    '',
    `# Page ${p.index}: ${WORDS[p.index % WORDS.length]} guide`,
    '',
    paragraph(rand),
    ''
  ]
  for (let s = 0; s < 4; s++) {
    lines.push(`## Section ${s} ${WORDS[(p.index + s) % WORDS.length]}`, '', paragraph(rand), '', paragraph(rand), '')
    lines.push(
      `### Details ${s}`,
      '',
      `- ${sentence(rand, 8)}`,
      `- ${sentence(rand, 8)}`,
      `- See [page ${other.index}](/${other.dir}/${other.name}#section-0-${WORDS[other.index % WORDS.length]})`,
      ''
    )
    if (s === 1)
      lines.push(
        '| Option | Type | Default |',
        '| --- | --- | --- |',
        ...Array.from(
          { length: 4 },
          (_, r) => `| \`${WORDS[(r + p.index) % WORDS.length]}\` | \`string\` | \`${r}\` |`
        ),
        ''
      )
    if (s === 2)
      lines.push(
        '```ts filename="server.ts"',
        `import { createYoga } from 'graphql-yoga'`,
        `const yoga = createYoga({ graphqlEndpoint: '/${WORDS[p.index % WORDS.length]}' })`,
        `export function handler(request: Request) {`,
        `  return yoga.fetch(request)`,
        '}',
        '```',
        '',
        '```bash',
        `npm install graphql-yoga graphql`,
        `node server.js --port ${3000 + (p.index % 100)}`,
        '```',
        ''
      )
  }
  if (p.index % 5 === 0) lines.push('<Callout type="info">', sentence(rand), '</Callout>', '')
  if (p.index % 7 === 0)
    lines.push(
      `<Tabs items={['npm', 'pnpm']}>`,
      '  <Tabs.Tab>npm install graphql</Tabs.Tab>',
      '  <Tabs.Tab>pnpm add graphql</Tabs.Tab>',
      '</Tabs>',
      ''
    )
  return lines.join('\n')
}

/** Writes the corpus site (config + pages) into `dir`. */
export async function generateCorpus(dir, n) {
  await rm(dir, { recursive: true, force: true })
  const all = corpusLayout(n)
  const rand = random(n)
  await mkdir(join(dir, 'pages'), { recursive: true })
  await writeFile(
    join(dir, 'guildsite.config.json'),
    JSON.stringify(
      {
        siteName: 'Bench Docs',
        docsRepositoryBase: 'https://github.com/the-guild-org/bench/tree/main',
        search: { enabled: true }
      },
      null,
      2
    )
  )
  await writeFile(
    join(dir, 'pages', 'index.mdx'),
    '# Bench docs\n\nStart at [the first page](/section-0/topic-0/page-0).\n'
  )
  const metas = { index: 'Home' }
  for (const p of all) {
    await mkdir(join(dir, 'pages', p.dir), { recursive: true })
    await writeFile(join(dir, 'pages', p.dir, `${p.name}.mdx`), page(p, all, rand))
  }
  for (let s = 0; s < 10; s++) metas[`section-${s}`] = { type: 'page', title: `Section ${s}` }
  await writeFile(join(dir, 'pages', '_meta.json'), JSON.stringify(metas, null, 2))
  return all
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir = 'bench/.work/corpus-1000', n = '1000'] = process.argv.slice(2)
  await generateCorpus(dir, Number(n))
  console.log(`wrote ${n} pages into ${dir}`)
}
