import { describe, expect, it } from 'vitest'
import { buildFixture } from '../helpers/fixture-site.js'

// An island whose props cannot be sent to the browser (a function) stays static HTML with an
// ISLAND_PROPS warning, raised while the page renders: it names the element in the page's source that
// renders the island (tests/fixtures/island-props-at: an import under another name, a default export,
// the same island written before with props that can be sent and inside a code block).

describe('ISLAND_PROPS warnings are at the island element', async () => {
  const built = await buildFixture('island-props-at')
  const islandWarnings = () => built.warned.filter(line => line.includes(' ISLAND_PROPS '))

  it('gives the line and column of the element that passes the function, by the name the page imports it under', () => {
    expect(built.build.code, built.build.stderr).toBe(0)
    expect(islandWarnings()).toContainEqual(
      expect.stringMatching(
        /^pages\/index\.mdx:15:1 ISLAND_PROPS Island <Formatted> \(components\/Formatted\.tsx:\d+:\d+\) needs the browser but its props "format" cannot be sent/
      )
    )
  })

  it('finds a default export written under another name', () => {
    expect(islandWarnings()).toContainEqual(
      expect.stringMatching(/^pages\/chart\.mdx:5:1 ISLAND_PROPS Island <PriceChart> /)
    )
    expect(islandWarnings()).toHaveLength(2)
  })
})
