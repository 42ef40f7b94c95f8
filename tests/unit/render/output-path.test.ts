import { describe, expect, it } from 'vitest'
import { outputPathOf } from '../../../src/render/output-path.js'

// A static host decodes a request's URL before it looks for the file: a page whose route holds
// percent-escapes (a blog's tag page `/tags/C%2B%2B`, `/tags/MacBook%20Pro`) is found only under the
// decoded name, which is the name Next's export gives the file.
describe('outputPathOf', () => {
  it('writes clean URLs and the error pages as Next exports them', () => {
    expect(outputPathOf('/')).toBe('index.html')
    expect(outputPathOf('/docs/a')).toBe('docs/a/index.html')
    expect(outputPathOf('/404')).toBe('404.html')
  })

  it('names the file of a route with percent-escapes as the host looks for it: decoded', () => {
    expect(outputPathOf('/tags/C%2B%2B')).toBe('tags/C++/index.html')
    expect(outputPathOf('/tags/MacBook%20Pro')).toBe('tags/MacBook Pro/index.html')
    expect(outputPathOf('/tags/%E6%97%A5%E6%9C%AC')).toBe('tags/日本/index.html')
  })

  it('keeps an escape that is no valid one, or that would make another folder, as written', () => {
    expect(outputPathOf('/sale/50%-off')).toBe('sale/50%-off/index.html')
    expect(outputPathOf('/tags/a%2Fb')).toBe('tags/a%2Fb/index.html')
    expect(outputPathOf('/tags/%2E%2E')).toBe('tags/%2E%2E/index.html')
  })
})
