import { describe, expect, it } from 'vitest'
import { configSchema } from '../../../src/config/schema.js'
import { friendlyIssues } from '../../../src/config/zod-issues.js'

const base = { siteName: 'Test', docsRepositoryBase: 'https://github.com/the-guild-org/test' }
const parse = (links: unknown) => configSchema.safeParse({ ...base, links })

describe('config: links', () => {
  it('takes one level as the shorthand for pages and anchors', () => {
    expect(parse('warn').data?.links).toEqual({ pages: 'warn', anchors: 'warn' })
    expect(parse('ignore').data?.links).toEqual({ pages: 'ignore', anchors: 'ignore' })
    expect(parse('error').data?.links).toEqual({ pages: 'error', anchors: 'error' })
  })

  it('still takes the object form, with its defaults', () => {
    expect(parse({ anchors: 'ignore' }).data?.links).toEqual({ pages: 'error', anchors: 'ignore' })
    expect(configSchema.parse(base).links).toEqual({ pages: 'error', anchors: 'warn' })
  })

  it('refuses another word with a message naming the key', () => {
    const result = parse('warning')
    expect(result.success).toBe(false)
    const issues = friendlyIssues(result.error!, 'config', { ...base, links: 'warning' })
    expect(issues.map(issue => issue.message)).toEqual(['"links": invalid value "warning"'])
  })
})
