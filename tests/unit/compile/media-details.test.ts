import { describe, expect, it } from 'vitest'
import { builtinNames } from '../../../src/pipeline/builtin-names.js'
import { compileMdx } from '../../../src/compile/compile-mdx.js'

const builtins = await builtinNames()

const compile = (source: string, format: 'md' | 'mdx' = 'mdx') =>
  compileMdx({
    display: 'page.mdx',
    path: '/site/pages/guide/page.mdx',
    source,
    format,
    builtins,
    folderRoute: '/guide'
  })
const codes = (result: Awaited<ReturnType<typeof compile>>) =>
  result.diagnostics.map(d => `${d.code} ${d.line}:${d.column}`)

describe('media details', () => {
  it('a video gives its file as a <source src> child or a src; with neither it is an error', async () => {
    expect(codes(await compile('<video controls>\n  <source src="/a.webm" />\n</video>\n'))).toEqual([])
    expect(codes(await compile('<Video><source src="/a.mp4" /></Video>\n'))).toEqual([])
    expect(codes(await compile('<video src="/a.mp4" />\n'))).toEqual([])
    expect(codes(await compile('Text\n\n<video controls />\n'))).toEqual(['MEDIA_SRC_MISSING 3:1'])
  })

  it('an image by reference resolves as an inline image: bundled when relative, never a page link', async () => {
    for (const format of ['md', 'mdx'] as const) {
      const result = await compile(
        '![Shot][shot] and [Next][next]\n\n[shot]: ./shot.png\n[next]: ./next-page\n',
        format
      )
      expect(result.links.map(link => link.url)).toEqual(['/guide/next-page'])
      expect(result.code).toContain('import __gsImage0 from "./shot.png"')
      expect(result.code).not.toContain('/guide/shot.png')
    }
  })

  it('a definition used by a link and an image keeps both meanings', async () => {
    const result = await compile('![Pic][both] [Pic][both]\n\n[both]: ./pic.png\n', 'md')
    expect(result.code).toContain('import __gsImage0 from "./pic.png"')
    expect(result.links.map(link => link.url)).toEqual(['/guide/pic.png'])
  })
})
