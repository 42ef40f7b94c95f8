#!/usr/bin/env node
// The token path's rule and reach (issue 36 item 1, src/compile/token-path/): every .md/.mdx page under
// the folders given compiled as a build's static page twice — token path, then the full pipeline
// (`GUILDSITE_FULL_PIPELINE=1`) — and the two results compared as JSON (hast, TOC, links, search
// sections, diagnostics). Prints pages, pages that took the token path, decline reasons by count, and
// every page whose results differ (exit 1 then). `--mark` compiles with Markdown marks (a Nextra site's),
// `--nextra` also with SmartyPants and an mdx-components file that overrides `h2`.
// Run `npm run build` first.
//
//   node bench/token-path.mjs [--mark] <folder>...
import { readFileSync } from 'node:fs'
import { dirname, relative } from 'node:path'
import fg from 'fast-glob'

const dist = new URL('../dist/', import.meta.url)
const { compileMdx } = await import(new URL('src/compile/compile-mdx.js', dist).href)
const { tokenPathDeclines } = await import(new URL('src/compile/token-path/index.js', dist).href)
const { BUILTIN_COMPONENTS } = await import(new URL('templates/mdx-provider.js', dist).href)

const args = process.argv.slice(2)
const mark = args.includes('--mark')
// `--nextra`: as a Nextra 3/4 site compiles them (SmartyPants, Markdown marks, an mdx-components file overriding `h2`).
const nextra = args.includes('--nextra')
const folders = args.filter(arg => !arg.startsWith('--'))
const builtins = new Set(Object.keys(BUILTIN_COMPONENTS))
let pages = 0
let taken = 0
let differ = 0
for (const folder of folders) {
  const files = await fg('**/*.{md,mdx}', { cwd: folder, absolute: true, ignore: ['**/node_modules/**', '**/dist/**'] })
  for (const path of files.sort()) {
    const source = readFileSync(path, 'utf8')
    const dir = dirname(relative(folder, path))
    const options = {
      display: relative(folder, path),
      path,
      source,
      format: path.endsWith('.md') ? 'md' : 'mdx',
      builtins,
      folderRoute: dir === '.' ? '/' : `/${dir}`,
      staticContent: true,
      ...((mark || nextra) && { markdownMarks: true }),
      ...(nextra && {
        smartPunctuation: true,
        siteComponents: { file: '/site/mdx-components.js', names: [], elements: ['h2'], importName: 'useMDXComponents' }
      })
    }
    const before = tokenPathDeclines.size && [...tokenPathDeclines.values()].reduce((a, b) => a + b, 0)
    delete process.env.GUILDSITE_FULL_PIPELINE
    const fast = JSON.stringify(await compileMdx(options))
    const after = [...tokenPathDeclines.values()].reduce((a, b) => a + b, 0)
    process.env.GUILDSITE_FULL_PIPELINE = '1'
    const full = JSON.stringify(await compileMdx(options))
    tokenPathDeclines.set('GUILDSITE_FULL_PIPELINE', (tokenPathDeclines.get('GUILDSITE_FULL_PIPELINE') ?? 1) - 1)
    pages++
    if (after === before) taken++
    if (fast !== full) {
      differ++
      let at = 0
      while (fast[at] === full[at]) at++
      console.log(
        `DIFFERS ${path}\n  token: …${fast.slice(Math.max(0, at - 120), at + 120)}\n  full:  …${full.slice(Math.max(0, at - 120), at + 120)}`
      )
    }
  }
}
tokenPathDeclines.delete('GUILDSITE_FULL_PIPELINE')
console.log(`${pages} pages, ${taken} took the token path, ${differ} differ`)
for (const [reason, n] of [...tokenPathDeclines].sort((a, b) => b[1] - a[1])) console.log(`  ${n}\t${reason}`)
process.exit(differ ? 1 : 0)
