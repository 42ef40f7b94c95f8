import { describe, expect, it } from 'vitest'
import { findFirstHeading } from '../../../src/content/read-page.js'

// A page without a title of its own is named by its first `#` heading's text, as Nextra names it (the
// sidebar, the breadcrumb, `<title>`). 2N2D/2N2D-Web (Nextra 4.2, 95f9950) writes numbered headings with
// the dot escaped so they are no ordered list (`# 1\. Introducere`): its sidebar read "1\. Introducere".
describe("a page's first heading as its title", () => {
  it('gives a backslash escape as its character, the heading’s text as a visitor reads it', () => {
    expect(findFirstHeading('# 1\\. Introducere\n\nText.\n')).toBe('1. Introducere')
    expect(findFirstHeading('# 5\\_2N2D \\#web\n')).toBe('5_2N2D #web')
  })

  it('opens no emphasis at an escaped marker, and keeps a backslash before a letter', () => {
    expect(findFirstHeading('# \\*not emphasis\\* but *this*\n')).toBe('*not emphasis* but this')
    expect(findFirstHeading('# C:\\Users and `a\\b`\n')).toBe('C:\\Users and a\\b')
  })
})
