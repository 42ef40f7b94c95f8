// Defaults of the site config that code outside the config stage needs too (kept free of zod: the
// page workers import them).

/**
 * SPEC §9 "Default sidebar collapse level 2 (docs theme), 1 (site config)". The docs theme's own
 * default (Nextra's, 2) is what the layout uses when no site config gives a level
 * (`navigationData`); a site config — guildsite.config, like the Guild's docs config, which
 * "adds … sidebar collapsed at level 1" (SPEC §2) — gives 1 unless it says otherwise.
 */
export const DOCS_THEME_COLLAPSE_LEVEL = 2
export const SITE_CONFIG_COLLAPSE_LEVEL = 1

/**
 * SPEC §1: the shell's top banner, a GraphQL conference (19-21 September 2023, San Francisco)
 * with a Register Now link, remembered under the SPEC §9 key when dismissed.
 */
export const CONFERENCE_BANNER = {
  key: 'nextra-banner',
  text: 'GraphQL Conf · 19–21 September 2023 · San Francisco',
  link: 'https://graphql.org/conf/',
  linkText: 'Register Now',
  dismissible: true
}
