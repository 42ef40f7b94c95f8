import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { BUILTIN_COMPONENTS } from '../../../templates/mdx-provider.js'

/**
 * A build's main thread takes the built-in components' names from the list the package build writes
 * (dist/templates/builtin-names.json) rather than loading every component: the list must be the
 * provider's, or pages would compile against other names (and other cache keys) than they render with.
 */
describe('the built-in names list of the package build', () => {
  it('names exactly the provider’s components', () => {
    const listed = JSON.parse(
      readFileSync(new URL('../../../dist/templates/builtin-names.json', import.meta.url), 'utf8')
    ) as string[]
    expect([...listed].sort()).toEqual(Object.keys(BUILTIN_COMPONENTS).sort())
  })
})
