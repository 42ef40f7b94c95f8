import { describe, expect, it } from 'vitest'
import { Tab, Tabs } from '../../../templates/components/index.js'
import { render, tags } from './render.js'

const yogaTabs = (props: { defaultIndex?: number; selectedIndex?: number; storageKey?: string } = {}) => (
  <Tabs items={['npm', 'yarn', 'pnpm']} {...props}>
    <Tabs.Tab>npm panel</Tabs.Tab>
    <Tab>yarn panel</Tab>
    <Tabs.Tab>pnpm panel</Tabs.Tab>
  </Tabs>
)

describe('Tabs', () => {
  it('renders a tablist of buttons wired to their panels', () => {
    const { html } = render(yogaTabs())
    const root = tags(html, 'div')[0]!
    expect(root.attrs.class).toBe('gs-tabs')
    expect(root.attrs).toHaveProperty('data-tabs', '')
    expect(root.attrs).not.toHaveProperty('data-storage-key')
    expect(tags(html, 'div').find(t => t.attrs.role === 'tablist')?.attrs.class).toBe('gs-tabs-list')

    const buttons = tags(html, 'button')
    const panels = tags(html, 'div').filter(t => t.attrs.role === 'tabpanel')
    expect(buttons).toHaveLength(3)
    expect(panels).toHaveLength(3)
    buttons.forEach((button, index) => {
      const panel = panels[index]!
      expect(button.attrs).toMatchObject({ type: 'button', role: 'tab', 'data-tab-index': String(index) })
      expect(button.attrs['aria-controls']).toBe(panel.attrs.id)
      expect(panel.attrs['aria-labelledby']).toBe(button.attrs.id)
      expect(panel.attrs).toMatchObject({ 'data-tab-panel': String(index), tabindex: '0' })
    })
    expect(new Set([...buttons, ...panels].map(t => t.attrs.id)).size).toBe(6)
  })

  it('selects the first tab by default: one tab in the tab order, other panels hidden', () => {
    const { html } = render(yogaTabs())
    expect(tags(html, 'button').map(b => [b.attrs['aria-selected'], b.attrs.tabindex])).toEqual([
      ['true', '0'],
      ['false', '-1'],
      ['false', '-1']
    ])
    const panels = tags(html, 'div').filter(t => t.attrs.role === 'tabpanel')
    expect(panels.map(p => 'hidden' in p.attrs)).toEqual([false, true, true])
  })

  it('honours defaultIndex, and selectedIndex over it', () => {
    const selected = (html: string) => tags(html, 'button').findIndex(b => b.attrs['aria-selected'] === 'true')
    const hiddenPanels = (html: string) =>
      tags(html, 'div')
        .filter(t => t.attrs.role === 'tabpanel' && !('hidden' in t.attrs))
        .map(t => t.attrs['data-tab-panel'])
    expect(selected(render(yogaTabs({ defaultIndex: 2 })).html)).toBe(2)
    expect(hiddenPanels(render(yogaTabs({ defaultIndex: 2 })).html)).toEqual(['2'])
    expect(selected(render(yogaTabs({ defaultIndex: 2, selectedIndex: 1 })).html)).toBe(1)
    // Out of range would hide everything once JavaScript runs.
    expect(selected(render(yogaTabs({ defaultIndex: 9 })).html)).toBe(0)
  })

  it('carries the storage key for the client script', () => {
    const { html } = render(yogaTabs({ storageKey: 'package-manager' }))
    expect(tags(html, 'div')[0]!.attrs['data-storage-key']).toBe('package-manager')
  })

  it('labels every panel for readers without JavaScript', () => {
    const { html } = render(yogaTabs())
    const labels = [...html.matchAll(/<div class="gs-tab-nojs-label" aria-hidden="true">([^<]*)<\/div>/g)]
    expect(labels.map(m => m[1])).toEqual(['npm', 'yarn', 'pnpm'])
    expect(html).toMatch(/npm<\/div>npm panel/)
  })

  it('accepts Nextra 2 item objects and disables tabs', () => {
    const { html } = render(
      <Tabs items={[{ label: 'One' }, { label: 'Two', disabled: true }]}>
        <Tab>1</Tab>
        <Tab>2</Tab>
      </Tabs>
    )
    expect(tags(html, 'button').map(b => 'disabled' in b.attrs)).toEqual([false, true])
    expect(html).toContain('>Two</button>')
  })

  it('is deterministic and gives two tab sets distinct ids', () => {
    const page = (
      <>
        {yogaTabs()}
        {yogaTabs()}
      </>
    )
    const first = render(page).html
    expect(render(page).html).toBe(first)
    const ids = tags(first, 'button').map(b => b.attrs.id)
    expect(new Set(ids).size).toBe(6)
  })

  it('renders a Tab outside Tabs as a plain block', () => {
    expect(render(<Tab>alone</Tab>).html).toBe('<div>alone</div>')
  })

  it('nests Tabs inside a Tab, each wired to its own panels', () => {
    const { html } = render(
      <Tabs items={['outer']}>
        <Tab>
          <Tabs items={['inner']}>
            <Tab>deep</Tab>
          </Tabs>
        </Tab>
      </Tabs>
    )
    const panels = tags(html, 'div').filter(t => t.attrs.role === 'tabpanel')
    expect(panels).toHaveLength(2)
    expect(panels[0]!.attrs.id).not.toBe(panels[1]!.attrs.id)
    const buttons = tags(html, 'button')
    expect(buttons.map(b => b.attrs['aria-controls'])).toEqual(panels.map(p => p.attrs.id))
  })
})
