import { describe, expect, it } from 'vitest'
import { exportAt, exportsStaticProps, runStaticProps } from '../../../src/compile/page-data.js'
import { exportsStaticPaths, isDynamicRoute, routeOf } from '../../../src/render/dynamic-routes.js'

const file = (rel: string) => {
  const parts = rel.replace(/\.mdx?$/, '').split('/')
  return {
    file: {
      kind: 'page' as const,
      path: `/site/pages/${rel}`,
      rel,
      dir: parts.slice(0, -1).join('/'),
      name: parts.at(-1)!,
      ext: 'mdx'
    }
  }
}

describe('getStaticProps at build time', () => {
  const source = '# Page\n\nexport const getStaticProps = async () => ({})\n'

  it('finds the export and its line', () => {
    expect(exportsStaticProps(source)).toBe(true)
    expect(exportsStaticProps('# getStaticProps is only mentioned\n')).toBe(false)
    expect(exportAt(source, 'getStaticProps')).toEqual({ line: 3, column: 1 })
  })

  it('returns the props, or empty data with a warning at the export for a throw, a hang or a redirect', async () => {
    const run = (getStaticProps: unknown, timeoutMs = 1000) =>
      runStaticProps({ getStaticProps }, { display: 'pages/page.mdx', source, timeoutMs })
    expect(await run(() => ({ props: { ssg: { a: 1 } } }))).toEqual({ props: { ssg: { a: 1 } }, diagnostics: [] })
    expect(await runStaticProps({}, { display: 'pages/page.mdx' })).toBeUndefined()
    for (const [getStaticProps, text] of [
      [() => Promise.reject(new Error('offline')), 'getStaticProps failed at build time (offline)'],
      [() => new Promise(() => {}), 'did not finish within'],
      [() => ({ redirect: { destination: '/' } }), 'returned a redirect'],
      [() => undefined, 'returned no props object']
    ] as const) {
      const result = (await run(getStaticProps, 50))!
      // (useData() then gives an empty object, not undefined: issue 34.7.)
      expect(result.props).toEqual({ ssg: {} })
      expect(result.failed).toBe(true)
      expect(result.diagnostics.map(d => [d.code, d.severity, d.file, d.line])).toEqual([
        ['PAGE_DATA', 'warning', 'pages/page.mdx', 3]
      ])
      expect(result.diagnostics[0].message).toContain(text)
    }
  })
})

describe('dynamic routes', () => {
  it('knows dynamic route files, private ones aside', () => {
    expect(isDynamicRoute(file('plugins/[name].mdx'))).toBe(true)
    expect(isDynamicRoute(file('[version]/index.mdx'))).toBe(true)
    expect(isDynamicRoute(file('_private/[name].mdx'))).toBe(false)
    expect(isDynamicRoute(file('plugins/index.mdx'))).toBe(false)
    expect(isDynamicRoute(file('remote/[[...slug]].mdx'))).toBe(true)
    expect(exportsStaticPaths('export async function getStaticPaths() {}')).toBe(true)
  })

  it('makes the route of each params', () => {
    expect(routeOf(file('plugins/[name].mdx'), { name: 'use-logger' })).toBe('/plugins/use-logger')
    expect(routeOf(file('[version]/index.mdx'), { version: 'v2' }, '/fr')).toBe('/fr/v2')
    expect(routeOf(file('docs/[...slug].mdx'), { slug: ['a', 'b c'] })).toBe('/docs/a/b%20c')
    expect(routeOf(file('plugins/[name].mdx'), { other: 'x' })).toBeUndefined()
    // An optional catch-all: no segment (or an empty list) is the folder's own route; a last
    // `index` or empty segment adds none, as Next writes them.
    expect(routeOf(file('remote/[[...slug]].mdx'), { slug: [] })).toBe('/remote')
    expect(routeOf(file('remote/[[...slug]].mdx'), {})).toBe('/remote')
    expect(routeOf(file('remote/[[...slug]].mdx'), { slug: ['a', 'index'] })).toBe('/remote/a')
    expect(routeOf(file('remote/[[...slug]].mdx'), { slug: ['b', ''] })).toBe('/remote/b')
    expect(routeOf(file('docs/[...slug].mdx'), {})).toBeUndefined()
  })
})
