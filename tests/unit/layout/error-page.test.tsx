import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { DocsLayout } from '../../../templates/layout/docs-layout.js'
import { Document } from '../../../templates/layout/document.js'
import { ErrorPage } from '../../../templates/layout/error-page.js'
import { tags } from '../components/render.js'
import { layoutProps, site } from './fixture.js'

const render = (status: 404 | 500): string => renderToStaticMarkup(<ErrorPage site={site} status={status} />)
const issueLink = (html: string) => tags(html, 'a').find(a => 'data-issue-link' in a.attrs)!

describe('ErrorPage', () => {
  it('404: says so, links home and offers to report the broken link with label bug', () => {
    const html = render(404)
    expect(html).toContain('<p class="gs-error-status">404</p><h1 class="gs-error-heading">Page not found</h1>')
    expect(tags(html, 'a').find(a => a.attrs.class === 'gs-error-home')!.attrs.href).toBe('/graphql/yoga-server/')
    expect(html).toContain('Submit an issue about broken link →')
    const link = issueLink(html)
    expect(link.attrs).toMatchObject({ target: '_blank', rel: 'noopener noreferrer' })
    const url = new URL(link.attrs.href!)
    expect(url.origin + url.pathname).toBe('https://github.com/dotansimha/graphql-yoga/issues/new')
    expect(url.searchParams.get('labels')).toBe('bug')
    expect(url.searchParams.get('title')).toBe('Found a broken link. Please fix!')
  })

  it('500: offers to report the error with label bug', () => {
    const html = render(500)
    expect(html).toContain('<h1 class="gs-error-heading">Something went wrong</h1>')
    expect(html).toContain('Submit an issue about error in url →')
    expect(new URL(issueLink(html).attrs.href!).searchParams.get('labels')).toBe('bug')
  })

  it('puts the visited path into the issue title in the browser', () => {
    const html = render(404)
    const script = html.match(/<script>(\(function\(\)\{var a=document\.querySelector[^<]*)<\/script>/)![1]!
    const link = { href: issueLink(html).attrs.href! }
    new Function('document', 'location', script)(
      { querySelector: () => link },
      { pathname: '/graphql/yoga-server/docs/gone' }
    )
    expect(new URL(link.href).searchParams.get('title')).toBe(
      'Found broken `/graphql/yoga-server/docs/gone` link. Please fix!'
    )
    expect(new URL(link.href).searchParams.get('labels')).toBe('bug')
  })

  it('fits a raw DocsLayout in a noindex Document (how the render stage uses it)', () => {
    const props = layoutProps({ page: { route: '/404', title: '404: Page not found' }, theme: { layout: 'raw' } })
    const html = renderToStaticMarkup(
      <Document site={props.site} page={props.page} noIndex>
        <DocsLayout {...props}>
          <ErrorPage site={props.site} status={404} />
        </DocsLayout>
      </Document>
    )
    expect(html).toContain('<title>404: Page not found – GraphQL Yoga</title>')
    expect(html).toContain('<meta name="robots" content="noindex"/>')
    expect(html).toMatch(/<main id="gs-content" class="gs-main gs-main--raw"><div class="gs-error">/)
    expect(html).not.toContain('aria-label="Sidebar"')
  })
})
