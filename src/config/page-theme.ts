import type { PageTheme } from './schema.js'

/**
 * The theme of a page that sets none (SPEC §3). In a module of its own, without zod: the page
 * workers and the navigation need the defaults, not the schema.
 */
export const DEFAULT_PAGE_THEME: PageTheme = {
  breadcrumb: true,
  collapsed: false,
  footer: true,
  layout: 'default',
  navbar: true,
  pagination: true,
  sidebar: true,
  timestamp: true,
  toc: true,
  typesetting: 'default'
}
