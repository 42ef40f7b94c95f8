import { describe, expect, it } from 'vitest'
import { buildFixtureCopy } from '../helpers/fixture-site.js'

// Conventions of more real Nextra websites never built before (issue #34, "wild7"), in small
// hand-written fixtures built as website folders with no guildsite config and no node_modules.

describe('a Nextra 3 site whose data modules are generated before next build and whose packages are absent (website-wild7-n3-absent-data)', async () => {
  const { build, page, warned } = await buildFixtureCopy('website-wild7-n3-absent-data')

  it('writes every page with exit 0', () => {
    // (WATonomous' website: 'Cannot read properties of undefined (reading 'map')' stopped the whole site before.)
    expect(build.stderr).not.toMatch(/ - error /)
    expect(build.code).toBe(0)
    expect(page('')).toContain('Where the boats come in.')
    expect(page('tides')).toContain('Today’s high waters, port by port.')
    expect(page('berths')).toContain('data-missing-component="BerthFinder"')
  })

  it('keeps a theme config whose component reads a member of an absent namespace import at load', () => {
    // (`Avatar.displayName = AvatarPrimitive.Root.displayName`: the whole theme config was lost before, CONFIG_LOAD.)
    expect(build.stderr).not.toContain('CONFIG_LOAD')
    expect(page('')).toContain('Harbour docs')
    expect(page('')).toContain('Harbour crew, since 1998')
  })

  it('renders a component whose hook an absent higher-order function made, with its own markup', () => {
    // (drift's docs: `singletonHook(initial, useHook)` gave no function, so every page using its table failed.)
    expect(page('tides')).toContain('<th>Port</th><th>High water</th>')
    expect(page('tides')).toContain('Loading tides…')
    expect(page('tides')).not.toContain('data-missing-component')
  })

  it('places a warning about a value the page wrote in its data where it is written', () => {
    // (graphql-inspector's 2022 home page: 4 MEDIA_SRC_UNUSUAL warnings about its FEATURE_LIST images had no line.)
    expect(warned).toContainEqual(
      expect.stringMatching(
        /^pages\/gallery\.mdx:4:10 MEDIA_SRC_UNUSUAL Image source "img\/pier\.png" is not an http\(s\) URL/
      )
    )
    expect(page('gallery')).toContain('src="img/pier.png"')
  })

  it('says an island stays static because its data holds stand-ins of an absent module, at the page’s re-export', () => {
    // (codegen's home page: "props "ssg" cannot be sent (a function, an element or a class instance)", no line, before.)
    expect(warned).toContainEqual(
      expect.stringMatching(
        /^pages\/plugins\.mdx:1:1 ISLAND_PROPS Island <PluginsPage> \(components\/plugins-page\.tsx:\d+:\d+\) needs the browser but its props "ssg" hold the stand-in of an absent import \(packagesInfo\.anchor-chain\.readme\), which cannot be sent to it/
      )
    )
    expect(page('plugins')).toContain('<li>anchor-chain</li>')
  })

  it("calls an absent hook package's default export as a hook", () => {
    // (LinuxDoWiki's /tools: `const [ref, bounds] = useMeasure()` then `bounds.height` lost the whole page before.)
    expect(page('counter')).toMatch(/<span class="sliding-number"[^>]*>12<!-- --> ships in port<\/span>/)
    expect(page('counter')).not.toContain('data-missing-component')
  })

  it('places the warning of data read off a stand-in at the line that used it', () => {
    // (`Object.keys(Convert.toBerthInfo(json))` then `berth.paths.map(…)`: no place and a failed site before.)
    expect(warned).toContainEqual(
      expect.stringMatching(
        /^components\/berth-finder\.tsx:8:8 PAGE_DATA Convert\.toBerthInfo\(\) is a stand-in of an absent import, and the page's code could not use it \(Cannot read properties of undefined \(reading 'map'\)\); route \/berths is written with a placeholder/
      )
    )
    // (An absent package's default export, named by the package: at the call of the name it is imported as,
    // not at the first "react" of the file.)
    expect(warned).toContainEqual(
      expect.stringMatching(
        /^components\/ship-list\.tsx:4:21 PAGE_DATA harbour-manifest is a stand-in of an absent import, .* route \/ships is written with a placeholder/
      )
    )
  })
})

describe('a Nextra 4 site whose components read example files from beside the website folder (website-wild7-n4-example-files)', async () => {
  // (fetchPackageInfo's hosts: a port the fetch refuses at once, so that the build never reaches the network.)
  for (const host of ['GUILDSITE_NPM_API', 'GUILDSITE_NPM_REGISTRY', 'GUILDSITE_GITHUB_RAW'])
    process.env[host] = 'http://127.0.0.1:9'
  const { build, page, warned } = await buildFixtureCopy('website-wild7-n4-example-files')

  it('writes the page with the files read as empty, with exit 0', () => {
    expect(build.stderr).not.toMatch(/ - error /)
    expect(build.code).toBe(0)
    expect(page('docs/usage/glazes')).toContain('Mix the glaze, then fire to cone 6.')
    expect(page('docs/usage/glazes')).toContain('(schedule.json is empty)')
  })

  it("names the absent file from the site folder, at the page's line that names its folder", () => {
    // (graphql-eslint's usage pages: 14 PAGE_DATA warnings with no line, each naming /tmp/…/examples/… in full.)
    // (graphql-scalars' changelog page.tsx: its warning had no line, looked up in the generated module, not the file.)
    expect(warned.filter(line => !line.startsWith('content/packages.mdx'))).toEqual([
      'app/changelog/page.tsx:7:40 PAGE_DATA ../CHANGELOG.md does not exist (files read at build time resolve from the site folder); the page was built with it read as empty',
      'content/usage/glazes.mdx:5:42 PAGE_DATA ../examples/cone-six/schedule.json does not exist (files read at build time resolve from the site folder); the page was built with it read as empty'
    ])
    expect(page('changelog')).toContain('<pre>No releases yet.</pre>')
  })

  it('places a failed fetch that a helper made at the page’s call of the helper', () => {
    // (the-guild-org/docs: `await fetchPackageInfo(name)` without network, a PAGE_DATA warning with no line before.)
    expect(build.stderr).toContain(
      'content/packages.mdx:4:28 - warning PAGE_DATA fetch(http://127.0.0.1:9/%40kiln%2Fcore) failed at build time'
    )
  })
})

describe("a Nextra 3 site with Next's trailingSlash whose pages link their neighbours relatively (website-wild7-n3-trailing-slash)", async () => {
  const { build, page, warned } = await buildFixtureCopy('website-wild7-n3-trailing-slash')

  it('resolves relative links against the route as next/link does in the pages router, whatever trailingSlash says', () => {
    // (kliveide's Nextra 3 docs: 199 BROKEN_LINK warnings, /book/book/01-z80n… — next/link resolves a pages-router
    // href against router.pathname, /book, not against the URL /book/ the browser shows.)
    expect(build.code).toBe(0)
    expect(warned).toEqual([])
    expect(page('book')).toContain('<li data-md=""><a data-md="" href="/book/preface">Preface</a>')
    expect(page('book/preface')).toContain(
      'Read on: <a data-md="" href="/book/warp-and-weft">Warp and weft</a>, or back to <a data-md="" href="/book">the book</a>.'
    )
    expect(page('book/warp-and-weft')).toContain('Back to the <a data-md="" href="/book/preface">preface</a>.')
  })
})

describe('a Nextra 4 site with its app in src/app and its mdx-components.tsx beside src/ (website-wild7-n4-src-app)', async () => {
  const { build, page, warned } = await buildFixtureCopy('website-wild7-n4-src-app')

  it('gives every MDX page the components of the mdx-components.tsx beside src/, as Next’s MDX loader finds it', () => {
    // (feel5ny's blog: <Posts> on its home and posts pages was an UNKNOWN_COMPONENT placeholder before.)
    expect(build.code).toBe(0)
    expect(page('')).toContain('<ul class="species"><li>Ochre sea star</li><li>Giant green anemone</li></ul>')
    expect(page('')).not.toContain('data-missing-component')
  })

  it('reads an image source with spaces around it as the browser does, with no warning', () => {
    // (feel5ny's blog: `<img src=" /images/…">`, 5 MEDIA_SRC_UNUSUAL warnings with no line before.)
    expect(page('')).toMatch(/<img [^>]*src="\/images\/pool\.png"/)
    expect(warned).toEqual([])
  })
})

describe('a nextra-theme-blog 3 site whose theme config head reads its { title, meta } argument (website-wild7-n3-blog-head)', async () => {
  const { build, page, warned } = await buildFixtureCopy('website-wild7-n3-blog-head')

  it('calls the head with the page’s title (titleSuffix added) and front matter, as the blog theme does', () => {
    // (marcklingen-nextra: THEME_HEAD "Cannot read properties of undefined (reading 'includes')" on every page before.)
    expect(build.code).toBe(0)
    expect(warned).toEqual([])
    expect(page('')).toContain('<title>Ada Quill</title>')
    expect(page('')).toContain('<meta name="description" content="Notes on ink and paper."/>')
    expect(page('posts/iron-gall')).toContain('<title>Iron gall ink — Ada Quill</title>')
  })
})
