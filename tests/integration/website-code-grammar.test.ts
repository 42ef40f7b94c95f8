import { describe, expect, it } from 'vitest'
import { buildFixtureCopy } from '../helpers/fixture-site.js'

// A Nextra site's own code languages and themes (next.config `mdxOptions.rehypePrettyCodeOptions`):
// Nextra highlights the fences of a grammar the site's `getHighlighter` adds; guildsite wrote them
// plain with an UNKNOWN_LANGUAGE warning each (kliveide's docs: 434 blocks of its z80klive assembler).

/** The `<code>` of the page's code block whose fence named `language`. */
const codeOf = (html: string, language: string): string =>
  new RegExp(`<figure class="gs-code" data-language="${language}">.*?<code>(.*?)</code>`, 's').exec(html)?.[1] ?? ''

describe('a website folder whose next.config adds grammars and themes to code highlighting (website-code-grammar)', async () => {
  const { build, page } = await buildFixtureCopy('website-code-grammar')

  it('builds with no unknown-language warning', () => {
    expect(build.code).toBe(0)
    expect(build.stderr).not.toContain('UNKNOWN_LANGUAGE')
  })

  it('highlights the fences of a grammar file the config imports, by name and by alias', () => {
    const lantern = codeOf(page(''), 'lantern')
    // (min-light's keyword and comment colours: the grammar's `keyword.control` and `comment` scopes.)
    expect(lantern).toContain('<span style="--shiki-light:#D32F2F;--shiki-dark:#F97583">glow</span>')
    expect(lantern).toContain('<span style="--shiki-light:#C2C3C5;--shiki-dark:#6B737C">; light the porch</span>')
    expect(codeOf(page(''), 'lamp')).toContain('<span style="--shiki-light:#D32F2F;--shiki-dark:#F97583">wick</span>')
  })

  it("highlights a grammar written in the config (Shiki 1's registration) and one a path names (Shiki 0.x's)", () => {
    expect(codeOf(page(''), 'beacon')).toMatch(/<span style="--shiki-light:#[0-9A-F]{6};[^"]*">signal halt<\/span>/)
    expect(codeOf(page(''), 'wick')).toMatch(/<span style="--shiki-light:#[0-9A-F]{6};[^"]*">"long wick"<\/span>/)
  })

  it("highlights a grammar read from a file relative to the site folder, by its langAlias (Doenet's getHighlighter)", () => {
    // (Doenet/DoenetML: CONFIG_LOAD "bundledThemes[themeName] is not a function", its `doenet`/`dn` fences plain.)
    expect(codeOf(page(''), 'em')).toMatch(/<span style="--shiki-light:#[0-9A-F]{6};[^"]*">spark smoulder<\/span>/)
  })

  it("draws every block in the config's themes", () => {
    expect(page('')).toContain('<pre class="shiki shiki-themes min-light min-dark"')
    expect(page('')).not.toContain('github-light')
    expect(codeOf(page(''), 'js')).toContain('const</span>')
  })
})
