import { readFileSync, statSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import fg from 'fast-glob'
import { resolveLanguage } from '../../src/compile/rehype-code/resolve-language.js'

/** A block to highlight: a fence of a real page or a whole source file. */
export interface CodeSample {
  lang: string
  code: string
  /** Where it comes from, for a readable failure. */
  origin: string
}

const root = resolve(import.meta.dirname, '../..')

/**
 * Code in every base language, taken from real content: every fence of example-content and of the
 * yoga corpus, whole files of this repository (at most `perLanguage` of each kind, small ones), and
 * a few written here for the languages the repository has no file of.
 */
export function codeSamples(perLanguage = 12): CodeSample[] {
  const yoga = join(
    root,
    'tests/fixtures/yoga',
    (
      JSON.parse(readFileSync(join(root, 'tests/fixtures/yoga/guildsite.config.json'), 'utf8')) as {
        contentDir: string
      }
    ).contentDir
  )
  const samples = [...fences(join(root, 'example-content')), ...fences(yoga)]
  const files = (lang: string, patterns: string[]) => {
    const paths = fg.sync(patterns, { cwd: root, ignore: ['**/node_modules/**', '**/dist/**'] }).sort()
    const small = paths.filter(path => statSync(join(root, path)).size < 24_000)
    // Spread over the list rather than its first files, which share a folder.
    const step = Math.max(1, Math.floor(small.length / perLanguage))
    for (const path of small.filter((_, index) => index % step === 0).slice(0, perLanguage)) {
      samples.push({ lang, code: readFileSync(join(root, path), 'utf8'), origin: path })
    }
  }
  files('typescript', ['src/**/*.ts'])
  files('tsx', ['templates/**/*.tsx'])
  files('javascript', ['scripts/*.mjs', 'bench/*.mjs'])
  files('jsx', ['bench/*.mjs'])
  files('json', ['tests/**/*.json', 'package.json'])
  files('jsonc', ['tsconfig.json', 'tests/**/_meta.json'])
  files('css', ['templates/styles/*.css'])
  files('html', ['tests/golden/compile/*/expected.html'])
  files('markdown', ['**/*.md'])
  files('mdx', ['example-content/pages/**/*.mdx'])
  for (const [lang, code] of Object.entries(WRITTEN)) samples.push({ lang, code, origin: `written ${lang}` })
  return samples
}

function fences(dir: string): CodeSample[] {
  const samples: CodeSample[] = []
  for (const path of fg.sync('**/*.{md,mdx}', { cwd: dir, ignore: ['**/node_modules/**'] }).sort()) {
    const text = readFileSync(join(dir, path), 'utf8')
    for (const [, indent, fence, info, body] of text.matchAll(
      /^([ \t]*)(`{3,}|~{3,})([^\n`]*)\n([\s\S]*?)\n\1\2[ \t]*$/gm
    )) {
      const { lang } = resolveLanguage(info!.trim().split(/[\s{]/)[0])
      // The product renders mermaid fences as diagrams, never highlighted.
      if (lang === 'text' || lang === 'ansi' || lang === 'mermaid') continue
      const code = body!
        .split('\n')
        .map(line => (line.startsWith(indent!) ? line.slice(indent!.length) : line))
        .join('\n')
      samples.push({ lang, code, origin: `${join(dir, path).slice(dirname(root).length)} (${fence}${info})` })
    }
  }
  return samples
}

/** Languages with no file here, and the embeddings and injections the grammars have. */
const WRITTEN: Record<string, string> = {
  dotenv:
    '# Settings\nAPI_KEY=abc123\nexport NODE_ENV="production"\nURL=https://x.example.com/${HOST}\nEMPTY=\nQUOTED=\'single # not a comment\'\n',
  docker:
    'FROM node:20-alpine AS build\n# deps\nWORKDIR /app\nCOPY package*.json ./\nRUN npm ci && npm run build \\\n  && rm -rf /tmp/*\nENV PORT=4000 NODE_ENV=production\nEXPOSE $PORT\nCMD ["node", "dist/index.js"]\n',
  diff: "diff --git a/src/a.ts b/src/a.ts\nindex 1111111..2222222 100644\n--- a/src/a.ts\n+++ b/src/a.ts\n@@ -1,4 +1,5 @@ export function a()\n import { b } from './b'\n-const c = b(1)\n+const c = b(2)\n+const d = c * 2\n export default c\n",
  graphql:
    'query Q($id: ID!) {\n  user(id: $id) { ...F name @include(if: true) }\n}\nfragment F on User { id }\n"""\nDocs\n"""\ntype User implements Node { id: ID! posts(first: Int = 10): [Post!]! }\nextend schema @link(url: "https://specs.apollo.dev/federation/v2.3")\nmutation M { create(input: { name: "x", tags: ["a"] }) { id } } # c\n',
  yaml: 'name: ci\non:\n  push:\n    branches: [main]\njobs:\n  test:\n    runs-on: ubuntu-latest # comment\n    steps:\n      - uses: actions/checkout@v4\n      - run: |\n          npm ci\n          npm test\n        env: { CI: true, N: 2 }\nanchors: &a\n  b: *a\n',
  shellscript:
    '#!/usr/bin/env bash\nset -euo pipefail\nfor f in "$@"; do\n  echo "file: ${f%.*}" >> "$HOME/log" 2>&1\ndone\ncat <<EOF > out.txt\n$(date) and `pwd`\nEOF\nif [[ -n "${VAR:-}" ]]; then npm run build -- --out dist; fi\n',
  typescript:
    'import gql from \'graphql-tag\'\nconst query = gql`\n  query { hello }\n`\nconst style = css`color: red;`\nconst html = /* HTML */ `<div class="a">${1}</div>`\nexport const sql = sql`SELECT * FROM t WHERE id = ${id}`\ntype A<T> = T extends string ? `x-${T}` : never\n',
  markdown:
    '# Title\n\nText with `code`, **bold** and [a link](/x).\n\n```ts\nconst a: number = 1\n```\n\n```json\n{ "a": [1, true, null] }\n```\n\n```yaml\na: 1\n```\n\n```bash\nnpm i\n```\n\n```html\n<script>let a = 1</script><style>a { color: red }</style>\n```\n\n```diff\n-a\n+b\n```\n\n```python\nprint("not a base language")\n```\n\n<div align="center">html</div>\n',
  mdx: 'import { Callout } from \'@theguild/components\'\nexport const meta = { title: \'x\' }\n\n# Hello {meta.title}\n\n<Callout type="info">\n  Some **text** and `code`.\n</Callout>\n\n```graphql\nquery { a }\n```\n\n```tsx\nexport const A = () => <div className="a">{1}</div>\n```\n\n```sh\npnpm add graphql\n```\n',
  html: '<!doctype html>\n<html lang="en">\n<head><style>body { margin: 0 } .a::before { content: "x" }</style>\n<script type="module">import { a } from "./a.js"; console.log(`${a}`)</script></head>\n<body><!-- c --><p class="x" onclick="go(1)">Hi &amp; bye</p></body>\n</html>\n'
}
