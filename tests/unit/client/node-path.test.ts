import { posix } from 'node:path'
import { describe, expect, it } from 'vitest'
import * as browserPath from '../../../src/client/islands/node-path.js'

// Node's `path` in the islands' browser build (src/client/islands/node-path.ts) answers as Node's
// POSIX `path` does (Next's client bundles polyfill it): minimatch in eslint's config arrays splits by
// `path.sep` as graphql-eslint's playground lints. The browser's working folder is '/'.
const PATHS = [
  '',
  '.',
  '..',
  '/',
  '//',
  'a',
  'a/',
  '/a',
  '/a/b/',
  'a/./b',
  'a/../b',
  '../a/../../b',
  '/a/../..',
  'a//b',
  'x.tar.gz',
  '/a/.hidden',
  '/a/b.c/d',
  'dir/file.ts'
]

describe("the islands' browser path module", () => {
  it('normalizes, splits and names paths as Node’s posix path does', () => {
    for (const path of PATHS) {
      expect(browserPath.normalize(path), path).toBe(posix.normalize(path))
      expect(browserPath.dirname(path), path).toBe(posix.dirname(path))
      expect(browserPath.basename(path), path).toBe(posix.basename(path))
      expect(browserPath.extname(path), path).toBe(posix.extname(path))
      expect(browserPath.isAbsolute(path), path).toBe(posix.isAbsolute(path))
      expect(browserPath.parse(path), path).toEqual(posix.parse(path))
    }
    expect(browserPath.basename('/a/index.mdx', '.mdx')).toBe(posix.basename('/a/index.mdx', '.mdx'))
  })

  it('joins, resolves (from /) and relates paths as Node’s posix path does', () => {
    for (const a of PATHS)
      for (const b of PATHS) {
        expect(browserPath.join(a, b), `${a} + ${b}`).toBe(posix.join(a, b))
        expect(browserPath.resolve('/', a, b), `${a} + ${b}`).toBe(posix.resolve('/', a, b))
        expect(browserPath.relative('/' + a, '/' + b), `${a} → ${b}`).toBe(posix.relative('/' + a, '/' + b))
      }
    expect(browserPath.format({ dir: '/a', name: 'b', ext: '.c' })).toBe(
      posix.format({ dir: '/a', name: 'b', ext: '.c' })
    )
    expect(browserPath.sep).toBe('/')
    expect(browserPath.posix.join('a', 'b')).toBe('a/b')
    expect(browserPath.default.posix).toBe(browserPath.default)
  })
})
