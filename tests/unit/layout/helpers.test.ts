import { describe, expect, it } from 'vitest'
import { formatDate } from '../../../templates/layout/format-date.js'
import { linkTarget } from '../../../templates/layout/link-target.js'
import { absoluteUrl, canonicalUrl, editUrl, feedbackUrl, homeHref } from '../../../templates/layout/page-urls.js'

describe('page URLs', () => {
  it('joins the edit link without doubled slashes', () => {
    expect(editUrl('https://github.com/o/r/tree/main/website/', '/pages/index.mdx')).toBe(
      'https://github.com/o/r/tree/main/website/pages/index.mdx'
    )
  })

  it('encodes the feedback title and label', () => {
    expect(feedbackUrl('https://github.com/o/r/', 'A & B', 'kind/docs')).toBe(
      'https://github.com/o/r/issues/new?title=Feedback%20for%20%E2%80%9CA%20%26%20B%E2%80%9D&labels=kind%2Fdocs'
    )
  })

  it('builds canonical and absolute URLs', () => {
    expect(canonicalUrl({ siteUrl: 'https://x.dev/', basePath: '' }, { route: '/' })).toBe('https://x.dev/')
    expect(canonicalUrl({ siteUrl: 'https://x.dev', basePath: '/docs' }, { route: '/' })).toBe('https://x.dev/docs/')
    expect(absoluteUrl('https://x.dev', '/og.png')).toBe('https://x.dev/og.png')
    expect(absoluteUrl('https://x.dev', 'https://cdn.dev/og.png')).toBe('https://cdn.dev/og.png')
    expect(homeHref('')).toBe('/')
    expect(homeHref('/docs')).toBe('/docs/')
  })
})

describe('formatDate', () => {
  it('formats in UTC whatever the machine time zone', () => {
    expect(formatDate('2024-11-03T23:59:00Z')).toBe('November 3, 2024')
    expect(formatDate('2024-11-03T23:59:00-05:00')).toBe('November 4, 2024')
    expect(formatDate(new Date(Date.UTC(2023, 8, 19)))).toBe('September 19, 2023')
  })

  it('returns undefined for non-dates', () => {
    expect(formatDate('not a date')).toBeUndefined()
    expect(formatDate(undefined)).toBeUndefined()
  })
})

describe('linkTarget', () => {
  it('opens absolute http(s) links in a new tab unless newWindow is false', () => {
    expect(linkTarget('https://spec.graphql.org')).toEqual({ target: '_blank', rel: 'noopener noreferrer' })
    expect(linkTarget('https://spec.graphql.org', false)).toEqual({})
  })

  it('keeps internal links in the same tab even with newWindow (SPEC "Link behaviour")', () => {
    expect(linkTarget('/docs', true)).toEqual({})
    expect(linkTarget(undefined)).toEqual({})
  })
})
