// The same generated corpus as a Hugo site with a minimal layout of ours: a sidebar of every page,
// the page, its TOC and highlighted code (Chroma) — what a docs page needs, nothing more.
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import fg from 'fast-glob'

const BASEOF = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{{ .Title }} – {{ .Site.Title }}</title><link rel="stylesheet" href="/style.css"></head>
<body><nav class="sidebar">{{ range .Site.RegularPages.ByTitle }}<a href="{{ .RelPermalink }}"{{ if eq . $ }} aria-current="page"{{ end }}>{{ .Title }}</a>{{ end }}</nav>
<main>{{ block "main" . }}{{ end }}</main></body></html>`
const SINGLE = `{{ define "main" }}<aside class="toc">{{ .TableOfContents }}</aside><article>{{ .Content }}</article>{{ end }}`
const LIST = `{{ define "main" }}<article>{{ .Content }}</article>{{ end }}`

/** Converts the guildsite corpus in `from` (pages/**.mdx) into a Hugo site in `to`. */
export async function writeHugoSite(from, to) {
  await mkdir(join(to, 'layouts', '_default'), { recursive: true })
  await writeFile(join(to, 'hugo.toml'), 'baseURL = "http://localhost/"\ntitle = "Bench Docs"\ndisableKinds = ["taxonomy", "term", "RSS", "sitemap"]\n[markup.highlight]\nnoClasses = false\n[markup.goldmark.renderer]\nunsafe = true\n')
  await writeFile(join(to, 'layouts', '_default', 'baseof.html'), BASEOF)
  await writeFile(join(to, 'layouts', '_default', 'single.html'), SINGLE)
  await writeFile(join(to, 'layouts', '_default', 'list.html'), LIST)
  await mkdir(join(to, 'static'), { recursive: true })
  await writeFile(join(to, 'static', 'style.css'), 'body{display:flex}.sidebar{width:16rem}')
  for (const file of await fg('**/*.mdx', { cwd: join(from, 'pages') })) {
    if (file === 'index.mdx') continue
    // Hugo reads Markdown: JSX lines (Callout, Tabs) become plain paragraphs; fence meta is dropped.
    const source = (await readFile(join(from, 'pages', file), 'utf8')).replace(/^<\/?[A-Z][^>]*>$/gm, '').replace(/^```(\w+) [^\n]*$/gm, '```$1').replace(/^\s*<Tabs\.Tab>(.*)<\/Tabs\.Tab>$/gm, '$1')
    const out = join(to, 'content', file.replace(/\.mdx$/, '.md'))
    await mkdir(join(out, '..'), { recursive: true })
    await writeFile(out, source)
  }
}
