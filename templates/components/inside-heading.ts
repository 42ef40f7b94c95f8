import { createContext } from 'react'

/**
 * True inside a content heading (`h1`–`h6` of `mdx-elements.tsx`). A link there leaves out the
 * screen-reader note "(opens in a new tab)": the heading's text is the section's name (in a reader's
 * list of headings, and in Nextra, whose headings carry no such words).
 */
export const InsideHeading = createContext(false)
