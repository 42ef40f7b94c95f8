import { describe, expect, it } from 'vitest'
import { appPageWinsOverContent } from '../../../src/app-router/content-precedence.js'

describe('appPageWinsOverContent: Next’s match between an app page and the content folder’s optional catch-all', () => {
  it('gives the route to an app page with a segment where the catch-all has none', () => {
    // (samchon/nestia: app/blog/[slug] over content/blog/<slug>.mdx under a catch-all at the root.)
    expect(appPageWinsOverContent(['blog', '[slug]'], '')).toBe(true)
    expect(appPageWinsOverContent(['(site)', '[version]', '[...path]'], '/')).toBe(true)
    expect(appPageWinsOverContent(['docs', 'api', '[name]'], '/docs')).toBe(true)
  })

  it('leaves it to the catch-all where it has a static segment the app page has not, or both are optional catch-alls', () => {
    expect(appPageWinsOverContent(['[section]', 'intro'], '/docs')).toBe(false)
    expect(appPageWinsOverContent(['guides', '[slug]'], '/docs')).toBe(false)
    expect(appPageWinsOverContent(['[[...rest]]'], '')).toBe(false)
    expect(appPageWinsOverContent(['docs'], '/docs')).toBe(false)
  })
})
