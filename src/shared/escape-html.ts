/**
 * React's escaping of text and attribute values (`escapeTextForBrowser`): markup written by hand
 * (the sidebar's client markup, active-link marks, relabelled buttons) matches what React prints.
 */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, c =>
    c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '"' ? '&quot;' : '&#x27;'
  )
