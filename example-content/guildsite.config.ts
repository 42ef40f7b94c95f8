import { defineConfig } from 'guildsite'

export default defineConfig({
  siteName: 'Guild Docs Demo',
  docsRepositoryBase: 'https://github.com/the-guild-org/guildsite/tree/main/example-content',
  siteUrl: 'https://guildsite.example.com',
  chat: { link: 'https://discord.com/invite/xud7bH9' },
  project: { link: 'https://github.com/the-guild-org/guildsite' },
  banner: {
    key: 'graphql-conf-2023',
    text: 'GraphQL Conf · 19–21 September 2023 · San Francisco',
    link: 'https://graphql.org/conf/',
    linkText: 'Register Now'
  },
  sidebar: { defaultMenuCollapseLevel: 1, toggleButton: true, autoCollapse: false }
})
