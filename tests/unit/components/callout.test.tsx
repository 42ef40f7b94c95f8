import { describe, expect, it } from 'vitest'
import { ALERT_TO_CALLOUT, Callout, type CalloutType } from '../../../templates/components/index.js'
import { render, tag, tags } from './render.js'

describe('Callout', () => {
  it('is a default callout with an icon and the content', () => {
    const { html } = render(<Callout>Read this first.</Callout>)
    expect(tags(html, 'div')[0]!.attrs).toMatchObject({ class: 'gs-callout', 'data-type': 'default' })
    expect(html).toContain('<span class="gs-callout-icon"><svg')
    expect(html).toContain('<div class="gs-callout-content">Read this first.</div>')
  })

  it.each<CalloutType>(['default', 'info', 'warning', 'error', 'important'])('shows a distinct icon for %s', type => {
    const { html } = render(<Callout type={type}>x</Callout>)
    expect(tags(html, 'div')[0]!.attrs['data-type']).toBe(type)
    expect(tag(html, 'svg').attrs['aria-hidden']).toBe('true')
  })

  it('gives each type its own icon', () => {
    const icons = (['default', 'info', 'warning', 'error', 'important'] as const).map(
      type => /<svg.*<\/svg>/.exec(render(<Callout type={type}>x</Callout>).html)![0]
    )
    expect(new Set(icons).size).toBe(5)
  })

  it('lets emoji replace the icon, and null remove it', () => {
    const withEmoji = render(
      <Callout type="warning" emoji="⚠️">
        Careful
      </Callout>
    ).html
    expect(withEmoji).toContain('<span class="gs-callout-icon">⚠️</span>')
    expect(withEmoji).not.toContain('<svg')
    const without = render(<Callout emoji={null}>Plain</Callout>).html
    expect(without).not.toContain('gs-callout-icon')
  })

  it('maps GitHub alerts to callout types', () => {
    expect(ALERT_TO_CALLOUT).toEqual({
      NOTE: 'info',
      TIP: 'default',
      IMPORTANT: 'important',
      WARNING: 'warning',
      CAUTION: 'error'
    })
  })
})
