import { describe, expect, it } from 'vitest'
import { FileTree } from '../../../templates/components/index.js'
import { render, tags } from './render.js'

describe('FileTree', () => {
  const tree = (
    <FileTree>
      <FileTree.Folder name="pages" defaultOpen>
        <FileTree.File name="index.mdx" active />
        <FileTree.Folder name="docs">
          <FileTree.File name="intro.mdx" />
        </FileTree.Folder>
      </FileTree.Folder>
      <FileTree.File name="package.json" />
    </FileTree>
  )

  it('uses native details so folders open without JavaScript; defaultOpen opens', () => {
    const { html } = render(tree)
    const details = tags(html, 'details')
    expect(details).toHaveLength(2)
    expect(details.map(d => 'open' in d.attrs)).toEqual([true, false])
    expect(html).toContain('<span class="gs-filetree-name">pages</span></summary>')
  })

  it('lets open win over defaultOpen', () => {
    const { html } = render(<FileTree.Folder name="src" defaultOpen open={false} />)
    expect('open' in tags(html, 'details')[0]!.attrs).toBe(false)
  })

  it('marks the active file and draws inline icons', () => {
    const { html } = render(tree)
    const files = tags(html, 'li').filter(li => li.attrs.class === 'gs-filetree-file')
    expect(files.map(f => 'data-active' in f.attrs)).toEqual([true, false, false])
    expect(tags(html, 'svg').length).toBe(2 * 2 + 3)
    expect(html).not.toContain('<img')
  })
})
