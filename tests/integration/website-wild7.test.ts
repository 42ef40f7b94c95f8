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
