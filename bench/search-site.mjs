// Generates the 1,000-page search bench site from the real GraphQL Yoga docs in ../shared/corpus:
// every page is a seeded remix of the corpus' headings, prose and code (product names swapped,
// a few page-specific identifiers added so the vocabulary grows with the page count the way a real
// docs set does). Deterministic: the same seed writes byte-identical files, so reruns reuse them.
import { existsSync } from 'node:fs'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import fg from 'fast-glob'

const PRODUCTS = [
  'Yoga',
  'Mesh',
  'Hive',
  'Envelop',
  'Codegen',
  'Inspector',
  'Modules',
  'Stitching',
  'Scalars',
  'Sofa',
  'Tools',
  'Config',
  'ESLint',
  'Conductor',
  'Fets',
  'KitQL',
  'WS',
  'SSE',
  'Angular',
  'Shield'
]
const FOLDERS = ['guides', 'reference', 'recipes', 'integrations', 'advanced']
/** A few pages in Chinese so the zh-CN index exercises the CJK tokenizer at scale. */
const CHINESE = [
  '本指南介绍如何在生产环境中配置缓存，并说明响应缓存插件的工作原理。',
  '订阅功能通过服务器发送事件实现，客户端可以实时接收数据更新。',
  '我们建议在部署之前启用持久化查询，以减少网络传输并提高安全性。',
  '错误屏蔽会隐藏服务器内部的异常信息，只向客户端返回通用的错误消息。'
]

function mulberry32(seed) {
  return () => {
    seed |= 0
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Headings, prose blocks and code blocks of the corpus, JSX and ESM left out (the pages are `.md`). */
async function corpusBlocks(corpus) {
  const headings = []
  const prose = []
  const code = []
  const words = new Set()
  for (const file of await fg('**/*.{md,mdx}', { cwd: corpus, ignore: ['**/_*'] })) {
    const text = (await readFile(join(corpus, file), 'utf8')).replace(/^---\n[\s\S]*?\n---\n/, '')
    const lines = text.split('\n')
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i]
      if (line.startsWith('```')) {
        const start = i
        while (++i < lines.length && !lines[i].startsWith('```'));
        const block = lines.slice(start, i + 1)
        block[0] = block[0].split(' ')[0] // keep the language, drop meta that may reference imports
        if (block.length < 40 && !/mermaid/.test(block[0])) code.push(block.join('\n'))
        continue
      }
      const heading = /^#{2,4} (.+?)(?: \[#[^\]]+\])?$/.exec(line)
      if (heading) {
        if (!/[<{`]/.test(heading[1])) headings.push(heading[1])
        continue
      }
      if (!line.trim()) continue
      const start = i
      while (
        i + 1 < lines.length &&
        lines[i + 1].trim() &&
        !lines[i + 1].startsWith('```') &&
        !/^#{1,6} /.test(lines[i + 1])
      )
        i++
      const block = lines.slice(start, i + 1).join('\n')
      if (/^(import|export) /m.test(block) || /<\/?[A-Za-z]|[{}]|\]\(/.test(block)) continue
      prose.push(block)
      for (const word of block.match(/\b[a-z]{4,}\b/g) ?? []) words.add(word)
    }
  }
  return { headings, prose, code, words: [...words] }
}

function page(random, blocks, product, index) {
  const pick = list => list[Math.floor(random() * list.length)]
  const swap = text => text.replace(/GraphQL Yoga|Yoga/g, product === 'Yoga' ? 'GraphQL Yoga' : `GraphQL ${product}`)
  const ident = () => pick(blocks.words) + pick(blocks.words).replace(/^./, c => c.toUpperCase()) + index
  const title = `${swap(pick(blocks.headings))} with ${product}`
  const out = [`# ${title}`, '', swap(pick(blocks.prose)), '']
  const sections = 4 + Math.floor(random() * 5)
  for (let s = 0; s < sections; s++) {
    out.push(`## ${swap(pick(blocks.headings))}`, '')
    for (let p = 0, n = 1 + Math.floor(random() * 3); p < n; p++) out.push(swap(pick(blocks.prose)), '')
    out.push(
      `Set \`${ident()}\` to enable ${pick(blocks.words)} ${pick(blocks.words)}; \`${ident()}\` controls the ${pick(blocks.words)}.`,
      ''
    )
    if (random() < 0.45) out.push(pick(blocks.code), '')
    if (random() < 0.35) {
      out.push(`### ${swap(pick(blocks.headings))}`, '', swap(pick(blocks.prose)), '')
    }
  }
  return { title, body: out.join('\n') }
}

/**
 * Writes the bench site into `dir` (skipped when it is already there for the same page count):
 * `pages` English pages over 20 products × 5 folders, 20 of them also in Chinese, one
 * `searchable: false` page and one `_` partial. Returns the site folder.
 */
export async function generateSearchSite({ dir, pages = 1000, seed = 42, corpus }) {
  const stamp = join(dir, '.generated')
  if (existsSync(stamp) && (await readFile(stamp, 'utf8')) === `${pages}:${seed}`) return dir
  await rm(dir, { recursive: true, force: true })
  const random = mulberry32(seed)
  const blocks = await corpusBlocks(corpus)
  const root = join(dir, 'pages')
  const files = new Map()
  files.set('index.md', '# Guild docs bench\n\nA generated site for the search bench.\n')
  files.set('_partial.md', '# Partial\n\nA private file that never becomes a route.\n')
  for (let i = 0; i < pages - 1; i++) {
    const product = PRODUCTS[i % PRODUCTS.length]
    const folder = FOLDERS[Math.floor(i / PRODUCTS.length) % FOLDERS.length]
    const slug = `page-${String(i).padStart(4, '0')}`
    const path = `${product.toLowerCase()}/${folder}/${slug}`
    const { title, body } = page(random, blocks, product, i)
    files.set(`${path}.md`, i === 7 ? `---\nsearchable: false\n---\n\n${body}` : body)
    if (i % 50 === 0) {
      const zh = CHINESE[(i / 50) % CHINESE.length]
      files.set(
        `${path}.zh-CN.md`,
        `# ${title}（中文）\n\n${zh}\n\n## 配置\n\n${CHINESE[(i / 50 + 1) % CHINESE.length]}\n`
      )
    }
  }
  for (const [rel, text] of files) {
    await mkdir(join(root, rel, '..'), { recursive: true })
    await writeFile(join(root, rel), text)
  }
  await writeFile(
    join(dir, 'guildsite.config.json'),
    JSON.stringify(
      {
        siteName: 'Guild docs bench',
        docsRepositoryBase: 'https://github.com/the-guild-org/guildsite/tree/main/bench',
        links: { pages: 'ignore', anchors: 'ignore' },
        i18n: {
          defaultLocale: 'en-US',
          locales: [
            { locale: 'en-US', text: 'English' },
            { locale: 'zh-CN', text: '简体中文' }
          ]
        }
      },
      null,
      2
    )
  )
  await writeFile(stamp, `${pages}:${seed}`)
  return dir
}
