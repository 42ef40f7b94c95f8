import { describe, expect, it } from 'vitest'
import { Link } from '../../../templates/components/index.js'
import { onSiteOrigin, resolveLink, shellSameSite } from '../../../templates/marketing/link.js'
import { render, tag } from '../components/render.js'

const env = { basePath: '/docs', siteUrl: 'https://the-guild.dev' }

describe('resolveLink (SPEC "Link behaviour")', () => {
  it.each([
    [
      'an absolute https href with newWindow opens a new tab',
      { href: 'https://github.com/the-guild-org', newWindow: true },
      { href: 'https://github.com/the-guild-org', target: '_blank', rel: 'noopener noreferrer' }
    ],
    [
      'an absolute http href too',
      { href: 'http://example.com', newWindow: true },
      { href: 'http://example.com', target: '_blank', rel: 'noopener noreferrer' }
    ],
    [
      'an absolute href without newWindow stays in the tab',
      { href: 'https://github.com' },
      { href: 'https://github.com' }
    ],
    [
      'newWindow on a site path is ignored (and the base path added)',
      { href: '/yoga', newWindow: true },
      { href: '/docs/yoga' }
    ],
    [
      'newWindow on mailto: is ignored',
      { href: 'mailto:team@the-guild.dev', newWindow: true },
      { href: 'mailto:team@the-guild.dev' }
    ],
    [
      'newWindow on a protocol-relative URL is ignored',
      { href: '//cdn.example.com/x', newWindow: true },
      { href: '//cdn.example.com/x' }
    ],
    [
      'sameSite reduces the own origin to path, query and hash',
      { href: 'https://the-guild.dev/blog/post?ref=x#intro', sameSite: true },
      { href: '/blog/post?ref=x#intro' }
    ],
    [
      'the reduced path is not given the base path again',
      { href: 'https://the-guild.dev/docs/yoga', sameSite: true },
      { href: '/docs/yoga' }
    ],
    [
      'a reduced URL no longer opens a new tab',
      { href: 'https://the-guild.dev/blog', sameSite: true, newWindow: true },
      { href: '/blog' }
    ],
    [
      'sameSite reduces an off-site URL too: it becomes a path on this host',
      { href: 'https://www.example.com/blog?a=1#b', sameSite: true, newWindow: true },
      { href: '/blog?a=1#b' }
    ],
    ['whatever the port', { href: 'http://the-guild.dev:8443/blog', sameSite: true }, { href: '/blog' }],
    [
      'sameSite leaves mailto: alone',
      { href: 'mailto:team@the-guild.dev', sameSite: true },
      { href: 'mailto:team@the-guild.dev' }
    ],
    [
      'without sameSite the own origin stays absolute',
      { href: 'https://the-guild.dev/blog' },
      { href: 'https://the-guild.dev/blog' }
    ],
    ['a relative href is left as written', { href: '../sibling' }, { href: '../sibling' }],
    ['a hash is left as written', { href: '#top' }, { href: '#top' }]
  ])('%s', (_, item, expected) => {
    expect(resolveLink(item, env)).toEqual(expected)
  })

  it('reduces for sameSite without a siteUrl too (the rule does not look at the origin)', () => {
    expect(resolveLink({ href: 'https://the-guild.dev/blog', sameSite: true }, { basePath: '' })).toEqual({
      href: '/blog'
    })
  })

  it("the shell's own links are reduced only on the site's own origin, unless they say otherwise", () => {
    expect(onSiteOrigin('https://the-guild.dev/blog', 'https://the-guild.dev')).toBe(true)
    expect(onSiteOrigin('https://the-guild.dev:8443/blog', 'https://the-guild.dev')).toBe(false)
    expect(onSiteOrigin('https://www.the-guild.dev/blog', 'https://the-guild.dev')).toBe(false)
    expect(onSiteOrigin('/blog', 'https://the-guild.dev')).toBe(false)
    expect(shellSameSite({ href: 'https://the-guild.dev/blog' }, env)).toBe(true)
    expect(shellSameSite({ href: 'https://the-guild.dev/blog' }, { basePath: '' })).toBe(false)
    expect(shellSameSite({ href: 'https://kitql.dev' }, env)).toBe(false)
    expect(shellSameSite({ href: 'https://kitql.dev', sameSite: true }, env)).toBe(true)
    expect(shellSameSite({ href: 'https://the-guild.dev/blog', sameSite: false }, env)).toBe(false)
  })

  it('ignores a malformed href instead of throwing', () => {
    expect(resolveLink({ href: 'https://[bad', sameSite: true }, env)).toEqual({ href: 'https://[bad' })
  })
})

describe('<Link>', () => {
  it('takes the base path and origin from the render context', () => {
    const { html } = render(
      <Link href="https://the-guild.dev/a?b=1#c" sameSite>
        Here
      </Link>,
      { siteUrl: 'https://the-guild.dev', basePath: '/x' }
    )
    expect(tag(html, 'a').attrs).toEqual({ href: '/a?b=1#c' })
    expect(render(<Link href="/a">A</Link>, { basePath: '/x' }).html).toBe('<a href="/x/a">A</a>')
  })

  it('tells screen readers about a new tab and passes other attributes through', () => {
    const { html } = render(
      <Link href="https://github.com" newWindow title="Code" className="btn" data-testid="gh">
        GitHub
      </Link>
    )
    expect(tag(html, 'a').attrs).toEqual({
      class: 'btn',
      'data-testid': 'gh',
      href: 'https://github.com',
      target: '_blank',
      rel: 'noopener noreferrer',
      title: 'Code'
    })
    expect(html).toContain('<span class="gs-sr-only"> (opens in a new tab)</span>')
  })

  it('an explicit env wins over the context (the shell renders outside pages)', () => {
    const { html } = render(
      <Link href="/a" env={{ basePath: '/y' }}>
        A
      </Link>,
      { basePath: '/x' }
    )
    expect(tag(html, 'a').attrs.href).toBe('/y/a')
  })
})
