import { describe, expect, it } from 'vitest'
import { appPageText } from '../../../src/app-router/app-page-text.js'

// The text of a rendered app page: what its search entry and its Markdown copy hold.
describe('appPageText', () => {
  const page = { route: '/blog/post', file: 'app/blog/(posts)/post/page.mdx', rel: 'blog/(posts)/post/page.mdx' }

  it("of a post whose layout holds the docs body reads the text only: not the layout's header, breadcrumb or previous/next links", () => {
    // (As guildsite draws it inside a nested layout, Nextra 4's elements: the column an <article>, the text a <main>.)
    const html =
      '<html><head><title>Post – Site</title></head><body><header class="gs-navbar">Docs</header>' +
      '<div class="post-layout"><h1>Post</h1><div class="gs-docs"><article id="gs-content" class="gs-main">' +
      '<div class="gs-main-inner"><nav class="gs-breadcrumb">Blog</nav><main class="gs-content" data-gs-md="">' +
      '<p>The first words.</p><h2 id="more">More</h2><p>The last words.</p></main>' +
      '<nav class="gs-pagination">Previous Older post</nav></div></article></div><p>Similar posts</p></div></body></html>'
    const text = appPageText(html, page, 'Site', false)
    expect(text.markdown).toBe('# Post\n\nThe first words.\n\n## More\n\nThe last words.\n')
    expect(text.sections.map(s => s.content)).toEqual(['The first words.', 'The last words.'])
  })
})
