import { createElement } from 'react'
import { describe, expect, it } from 'vitest'
import {
  ClientRenderBailout,
  ClientRenderBailouts,
  clientRenderedIslands,
  PAGE_FALLBACK,
  type BailoutIsland
} from '../../../src/islands/client-render.js'

const island = (children?: BailoutIsland['children']): BailoutIsland => ({
  attributes: { 'data-island': 'app/panel.tsx#Panel', 'data-props': '{"a":"<b>"}', 'data-name': undefined },
  loader: '/_gs/islands/loader.js',
  children,
  context: { basePath: '/base', siteUrl: '', route: '/play', file: 'app/play/page.tsx', warn: () => {} }
})

describe("client-side rendering bail-outs: the boundary's fallback inside the island's marker", () => {
  it('wraps the fallback up to its own boundary end (nested boundaries kept inside), with the slot and the loader', () => {
    const bailouts = new ClientRenderBailouts()
    const digest = bailouts.digest(
      new ClientRenderBailout(island(createElement('h3', null, 'Versions')), 'useSearchParams()')
    )
    expect(digest).toBe('gs-client-render:0')
    expect(bailouts.digest(new Error('other'))).toBeUndefined()
    const html =
      `<div><!--$!--><template data-dgst="${digest}" data-msg="x"></template>` +
      '<span>Loading</span><!--$--><i>inner</i><!--/$--><!--/$--><p>after</p></div>'
    expect(clientRenderedIslands(html, bailouts)).toBe(
      `<div><!--$!--><template data-dgst="${digest}" data-msg="x"></template>` +
        '<gs-island data-island="app/panel.tsx#Panel" data-props="{&quot;a&quot;:&quot;&lt;b&gt;&quot;}" ' +
        'data-client-render="" style="display:contents"><template data-gs-slot=""><h3>Versions</h3></template>' +
        '<span>Loading</span><!--$--><i>inner</i><!--/$--></gs-island>' +
        '<script type="module" src="/base/_gs/islands/loader.js"></script><!--/$--><p>after</p></div>'
    )
  })

  it('gives an island left to the browser the React elements of its props, each in its template', () => {
    // (src/islands/element-props.ts: the loader finds `<template data-gs-prop="i">` inside the marker.)
    const bailouts = new ClientRenderBailouts()
    const elements = [createElement('svg', { className: 'icon' }), createElement('b', null, 'New')]
    const digest = bailouts.digest(new ClientRenderBailout({ ...island(), elements }, 'useSearchParams()'))
    const html = `<!--$!--><template data-dgst="${digest}"></template><span>Loading</span><!--/$-->`
    expect(clientRenderedIslands(html, bailouts)).toContain(
      'data-client-render="" style="display:contents"><template data-gs-prop="0"><svg class="icon"></svg></template>' +
        '<template data-gs-prop="1"><b>New</b></template><span>Loading</span></gs-island>'
    )
  })

  it('leaves HTML without bail-outs as it is, and names a bail-out only the page boundary caught', () => {
    const bailouts = new ClientRenderBailouts()
    expect(clientRenderedIslands('<p>plain</p>', bailouts)).toBe('<p>plain</p>')
    const error = new ClientRenderBailout(island(), 'useSearchParams()')
    const digest = bailouts.digest(error)
    expect(bailouts.unbounded(`<!--$!--><template data-dgst="${digest}"></template><p>x</p><!--/$-->`)).toBeUndefined()
    expect(bailouts.unbounded(`<!--$!--><template data-dgst="${digest}"></template><${PAGE_FALLBACK}><p>x</p>`)).toBe(
      error
    )
  })
})
