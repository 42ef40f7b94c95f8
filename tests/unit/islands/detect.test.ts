import { describe, expect, it } from 'vitest'
import { browserNeed, commonJsExportNames, exportNames } from '../../../src/islands/detect.js'
import { serialiseProps } from '../../../src/islands/island.js'
import { pageImports } from '../../../src/islands/page-islands-report.js'

describe('islands: what needs the browser (issue 35.1)', () => {
  it('finds state, effects, handlers, ssr: false, next/script and the use client directive, at their position', () => {
    expect(
      browserNeed(`import { useState } from 'react'\nexport const A = () => {\n  const [a] = useState(1)\n}`)
    ).toEqual({
      reason: 'useState',
      line: 3,
      column: 15
    })
    expect(browserNeed(`'use client'\nexport const A = () => null`)?.reason).toBe(`'use client'`)
    expect(browserNeed(`export const A = () => <button onClick={() => 1} />`)?.reason).toBe('onClick handler')
    expect(browserNeed(`export default dynamic(() => import('./x'), { ssr: false })`)?.reason).toBe(
      'next/dynamic with ssr: false'
    )
    expect(browserNeed(`import Script from 'next/script'`)?.reason).toBe('next/script')
    expect(browserNeed(`React.useSyncExternalStore(a, b)`)?.reason).toBe('useSyncExternalStore')
  })

  it('finds a hook taken as a value (an isomorphic layout effect), not one only imported', () => {
    const source = `import { useEffect, useLayoutEffect } from 'react'\nconst useIso = typeof window !== 'undefined' ? useLayoutEffect : useEffect\nexport function Page() {\n  useIso(() => {})\n}`
    expect(browserNeed(source)).toMatchObject({ line: 2 })
    expect(browserNeed(source, true)).toEqual({ reason: 'useLayoutEffect', line: 2, column: 48 })
    expect(
      browserNeed(`import { useState } from 'react'\nexport { useEffect } from 'react'\nexport const A = () => <b />`)
    ).toBeUndefined()
  })

  it('finds browser globals read by the site’s code (issue 35.3), not in installed packages or as properties', () => {
    expect(
      browserNeed(
        `export function Theme() {\n  const dark = localStorage.getItem('theme') === 'dark'\n  return <b>{dark}</b>\n}`
      )
    ).toEqual({ reason: 'browser global localStorage', line: 2, column: 16 })
    expect(browserNeed(`export const W = () => <b>{window.innerWidth}</b>`)?.reason).toBe('browser global window')
    expect(browserNeed(`export const W = () => <b>{document?.title}</b>`)?.reason).toBe('browser global document')
    expect(browserNeed(`export const B = () => (typeof window === 'undefined' ? null : <b />)`)?.reason).toBe(
      'browser global window'
    )
    expect(browserNeed(`export const W = () => (typeof window === 'undefined' ? null : 1)`, true)).toBeUndefined()
    expect(
      browserNeed(`export const A = ({ node }) => <b>{node.document.title} window the document</b>`)
    ).toBeUndefined()
  })

  it("finds a handler in an installed package's built code (JSX compiled to calls), there only", () => {
    const built = `export function T() { return jsx('button', { type: 'button', onClick: () => go() }) }`
    expect(browserNeed(built, true)).toEqual({ reason: 'onClick handler', line: 1, column: 62 })
    expect(browserNeed(built)).toBeUndefined()
    expect(
      browserNeed(`export function B() { return jsx('span', { className: 'b', children: 'x' }) }`, true)
    ).toBeUndefined()
  })

  it('needs nothing for static components, words in comments and URLs', () => {
    expect(browserNeed(`export const A = ({ title }) => <h1 className="x">{title}</h1>`)).toBeUndefined()
    expect(
      browserNeed(`// loaded with ssr: false, useState(…)\n/* onClick={x} */\nconst u = 'https://a.b/c'`)
    ).toBeUndefined()
  })

  it('lists a module’s exports through TypeScript and JSX', async () => {
    expect(
      await exportNames(
        `type P = { a: string }\nexport function A(p: P) { return <b /> }\nexport const B = 1, C = 2\nconst D = 3\nexport { D as E }\nexport default A`,
        '.tsx'
      )
    ).toEqual(['A', 'B', 'C', 'E', 'default'])
  })

  it('lists a CommonJS module’s exports as bundlers read them; none for ES modules or names made at run time', () => {
    expect(
      commonJsExportNames(
        `'use strict'\nObject.defineProperty(exports, '__esModule', { value: true })\nexports.A = exports.B = void 0\nfunction A() {}\nexports.A = A\nObject.defineProperty(exports, 'C', { enumerable: true, get: () => 1 })\nmodule.exports.D = 1\nexports['E'] = 2`
      )?.sort()
    ).toEqual(['A', 'B', 'C', 'D', 'E'])
    expect(commonJsExportNames(`module.exports = { Toggle, Badge: B }`)).toEqual(['Toggle', 'Badge'])
    expect(commonJsExportNames(`module.exports = function Toggle() {}`)).toEqual(['default'])
    expect(commonJsExportNames(`export const A = 1; exports.B = 2`)).toBeUndefined()
    expect(commonJsExportNames(`__exportStar(require('./a'), exports)`)).toBeUndefined()
    // A minified esbuild build (@monaco-editor/react): its note for lexers gives the names.
    expect(
      commonJsExportNames(
        `"use strict";var H=Object.defineProperty;var Te=(e,t)=>{for(var r in t)H(e,r,{get:t[r],enumerable:!0})};var Ae={};Te(Ae,{DiffEditor:()=>x,Editor:()=>y});module.exports=we(Ae);function x(){}function y(){}0&&(module.exports={DiffEditor,Editor});`
      )?.sort()
    ).toEqual(['DiffEditor', 'Editor', 'default'])
  })

  it('sends plain data only', () => {
    expect(serialiseProps({ a: 'x', b: [1, { c: null }], d: true })).toBe('{"a":"x","b":[1,{"c":null}],"d":true}')
    expect(serialiseProps({ f: () => 1 })).toBeUndefined()
    expect(serialiseProps({ d: new Date(0) })).toBeUndefined()
    expect(serialiseProps({ n: Number.NaN })).toBeUndefined()
  })

  it('reads the imports of an MDX page, not those in its code blocks', () => {
    expect(
      pageImports(
        "import { A } from '../a'\nexport { default } from './b'\n\n```js\nimport x from 'nope'\n```\n\nimport {\n  C\n} from \"./c\"\n"
      )
    ).toEqual(['../a', './b', './c'])
  })
})

describe('islands: the server wrapper', () => {
  it('leaves values that are not components as they are, and a capitalised helper called as a function works', async () => {
    const { island } = await import('../../../src/islands/island.js')
    const meta = { file: 'a.tsx', export: 'X', at: 'a.tsx:1:1', loader: '/_gs/islands/loader-0.js' }
    const data = { a: 1 }
    expect(island(data, meta)).toBe(data)
    const helper = island(lowercase, meta)
    expect(helper).toBe(lowercase)
    const FormatPrice = (value: unknown) => `#${String(value)}`
    const wrapped = island(FormatPrice, { ...meta, export: 'FormatPrice' })
    expect(wrapped).not.toBe(FormatPrice)
    expect(wrapped(3)).toBe('#3')
    function lowercase() {
      return 1
    }
  })

  it("leaves an export named in lower case as it is, whatever its minified function's name (formik's useFormik is I2)", async () => {
    const { island, islandRoot } = await import('../../../src/islands/island.js')
    const meta = { file: 'formik.cjs.production.min.js', export: 'useFormik', at: 'a.js:1:1', loader: '/l.js' }
    function I2() {
      return { values: { name: '' } }
    }
    expect(island(I2, meta)).toBe(I2)
    expect(islandRoot(I2, { ...meta, root: [] })).toBe(I2)
    // (A capitalised export stays a component: Formik's own name is minified too.)
    expect(island(I2, { ...meta, export: 'Formik' })).not.toBe(I2)
  })
})
