import { describe, expect, it } from 'vitest'
import { buildFixtureCopy } from '../helpers/fixture-site.js'

// The Hive website (graphql-hive/console `packages/web/docs`) as a new user builds it, no guildsite config and
// no node_modules (issue #34, session 22 "hive"): what its real folders at several commits showed, each in a
// small hand-written fixture (SOURCE.md).

describe("a listing page whose getStaticProps reads its posts' front matter with the absent gray-matter (website-hive-product-updates)", async () => {
  const { build, page, warned } = await buildFixtureCopy('website-hive-product-updates')

  it('lists every dated post, newest first, with its title, description and date', () => {
    // (Hive's /product-updates 2023–2024: a placeholder `matter()` gave no data, and the page was written empty.)
    expect(build.code).toBe(0)
    const list = /<ol class="updates">(.*?)<\/ol>/s.exec(page('product-updates'))?.[1] ?? ''
    expect(list.match(/<li>/g)).toHaveLength(2)
    expect(list).toContain(
      '<time dateTime="2024-02-06T09:30:00.000Z">6th February 2024</time><h3><a href="/product-updates/2024-02-06-lamp-timer">The lamp timer: dusk to dawn</a></h3><p>The lamp lights itself at dusk.</p>'
    )
    expect(list).toContain(
      '<time dateTime="2024-01-10T00:00:00.000Z">10th January 2024</time><h3><a href="/product-updates/2024-01-10-fog-signal">A louder fog signal</a></h3>'
    )
    expect(list.indexOf('lamp-timer')).toBeLessThan(list.indexOf('fog-signal'))
    expect(list).not.toContain('unfinished')
    expect(page('product-updates')).not.toContain('data-missing-component')
  })

  it("says at the import that guildsite's own matter() stands in for the absent package", () => {
    expect(warned).toContainEqual(
      expect.stringMatching(
        /^components\/updates\.tsx:6:1 UNRESOLVED_IMPORT Import "gray-matter" cannot be resolved; guildsite's own matter\(\) \(front matter read as YAML, dates as dates\) stand in for it/
      )
    )
    expect(build.stderr).not.toMatch(/ - error |PAGE_DATA/)
  })
})
