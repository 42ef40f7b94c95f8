import { defineConfig } from 'guildsite'

// guildsite's own documentation, built by guildsite (npm test builds it with zero warnings).
export default defineConfig({
  siteName: 'guildsite',
  logo: '/logo.svg',
  description: 'A fast static-site generator for the Guild’s GraphQL tools documentation.',
  docsRepositoryBase: 'https://github.com/the-guild-org/guildsite/tree/main/docs/site',
  project: { link: 'https://github.com/the-guild-org/guildsite' },
  sidebar: { defaultMenuCollapseLevel: 2, toggleButton: true },
  links: { pages: 'error', anchors: 'error' },
  // The conference banner is the Guild sites' default, not news about guildsite.
  banner: false
})
