import { describe, expect, it } from 'vitest'
import { buildFixtureCopy } from '../helpers/fixture-site.js'

// App pages of the kind the Hive website has (tests/fixtures/website-app-hive, issue 34 items 3 and 7):
// `/eco` passes the components an imported MDX file uses (Hive's /ecosystem), `/bench` has a client
// component that `use()`s a module-level fetch that fails at build time, inside a `<Suspense>` of its
// own (Hive's /gateway benchmarks table); a guide whose Markdown image is absent; links, an image alias and a
// file beside the website folder as Hive's product updates and self-hosting changelog have them. One build for the file.

describe('app pages as the Hive website writes them', async () => {
  const { build, file: page } = await buildFixtureCopy('website-app-hive', { folder: 'website' })
  const warnings = build.stderr.split('\n').filter(line => / - warning /.test(line))

  it('builds the site with four warnings and no error', () => {
    expect(build.stderr).not.toMatch(/ - error /)
    expect(build.code).toBe(0)
    expect(warnings).toHaveLength(4)
  })

  it("links and images as Nextra resolves them: a .mdx extension dropped from an absolute link, then the redirect followed; Nextra's content-folder alias", () => {
    const updates = page('updates/index.html')
    expect(updates).toContain('<a data-md="" href="/docs/guides/cdn#caching">how caching works</a>')
    expect(updates).toMatch(/<img [^>]*alt="The editor"[^>]*src="\/_gs\/assets\/editor-[0-9a-f]+\.png"/)
    expect(build.stderr).not.toMatch(/BROKEN_LINK|BROKEN_ANCHOR|MEDIA_SRC_UNUSUAL/)
  })

  it('a file read at build time from beside the website folder, through path.resolve(), is a warning at the line naming it', () => {
    // (Named from the site folder, as the page writes it: not the machine's absolute path.)
    expect(warnings.filter(line => line.startsWith('content/changelog.mdx'))).toEqual([
      'content/changelog.mdx:4:53 - warning PAGE_DATA ../deployment/CHANGELOG.md does not exist (files read at build time resolve from the site folder); the page was built with it read as empty'
    ])
    expect(page('docs/changelog/index.html')).toContain('No changes listed.')
  })

  it('a root-relative link of a content page under contentDirBasePath goes where it says, not under /docs', () => {
    // (`/docs` is a page: the locale's link localizer took the base path for a locale prefix.)
    expect(page('docs/guides/setup/index.html')).toContain('<a data-md="" href="/">the home page</a>')
  })

  it('a Markdown image of a file that is not there is a warning at its line', () => {
    expect(warnings.filter(line => line.includes('UNRESOLVED_IMPORT'))).toEqual([
      'content/guides/setup.mdx:14:1 - warning UNRESOLVED_IMPORT Import "./diagram.png" cannot be resolved; a placeholder is rendered instead'
    ])
  })

  it('the components a page passes an imported MDX file win over placeholders; one it does not pass is a placeholder with a warning where it is used', () => {
    const eco = page('eco/index.html')
    expect(eco).toContain(
      '<div class="eco"><header class="eco-header"><h1 id="everything-for-your-api" data-md="">Everything for your API</h1>'
    )
    // (Its element overrides too: `ul`.)
    expect(eco).toContain('<ul class="eco-list">')
    expect(eco).not.toContain('data-missing-component="EcoHeader"')
    expect(eco).toContain('<div class="gs-missing" role="note" data-missing-component="Gone">')
    expect(eco).toContain('<p class="eco-end">Got an idea?</p>')
    expect(warnings.filter(line => line.includes('UNKNOWN_COMPONENT'))).toEqual([
      'app/eco/content.mdx:14:1 - warning UNKNOWN_COMPONENT Component <Gone> is not defined: it is neither imported, nor a built-in, nor passed in the components of the page that imports this file; a placeholder is rendered'
    ])
  })

  it("a component whose fetch fails shows its <Suspense> fallback; the page is written whole; the warning is at the fetch in the component's file", () => {
    const bench = page('bench/index.html')
    expect(bench).toMatch(
      /<section class="bench"><h1>Federation benchmarks<\/h1><table>(<!--[^>]*-->|<template[^>]*><\/template>)*<tbody aria-busy="true"><tr><td class="pulse">Loading results<\/td><\/tr><\/tbody>(<!--[^>]*-->)*<\/table><p class="bench-end">Run them yourself\.<\/p><\/section>/
    )
    expect(bench).not.toContain('data-missing-component')
    expect(warnings.filter(line => line.includes('PAGE_DATA') && line.startsWith('app/'))).toEqual([
      expect.stringMatching(
        /^app\/bench\/table\.tsx:6:17 - warning PAGE_DATA fetch\(http:\/\/127\.0\.0\.1:2\/results\.json\) failed at build time \(.+\); route \/bench is written whole, with the fallback of the <Suspense> around the component that awaited it in its place$/
      )
    ])
  })
})
