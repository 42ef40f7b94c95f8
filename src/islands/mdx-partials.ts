// An island that imports a `.mdx`/`.md` file (media-extended's install tabs: each tab an MDX partial):
// its browser build compiles the partial as the page bundle does (`compilePartial`), its components
// from the MDX provider the server rendered it with, so that the island hydrates to the same HTML.
import type { Plugin } from 'esbuild'
import { readFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { distPath } from '../package-root.js'
import type { Diagnostic } from '../shared/diagnostics.js'

/** Compiles an imported `.md`/`.mdx` partial to an ES module (the page bundle's `compilePartial`). */
export type CompilePartial = (path: string, source: string) => Promise<{ code?: string; diagnostics: Diagnostic[] }>

/** The islands' browser build plugin that loads MDX partials (its diagnostics are the page bundle's). */
export function mdxPartialsPlugin(compilePartial: CompilePartial): Plugin {
  return {
    name: 'guildsite-islands-mdx',
    setup(b) {
      b.onResolve({ filter: /^guildsite\/mdx-provider$/ }, () => ({ path: distPath('templates', 'mdx-provider.js') }))
      // (Files only: a stand-in of an absent import a partial makes, `x?from=<the partial>.mdx`, is
      // another namespace's — safe-docs' API reference pages lost their island to an ENOENT.)
      b.onLoad({ filter: /\.mdx?$/, namespace: 'file' }, async args => {
        const source = (await readFile(args.path, 'utf8')).replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n')
        const { code } = await compilePartial(args.path, source)
        return {
          // (One that does not compile: its warning came from the page bundle; nothing in the browser.)
          contents: code ?? 'export default function Broken() { return null }',
          resolveDir: dirname(args.path),
          loader: 'js'
        }
      })
    }
  }
}
