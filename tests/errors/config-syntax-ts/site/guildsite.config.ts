import { defineConfig } from 'guildsite'

export default defineConfig({
  siteName: 'Test',
  docsRepositoryBase: 'https://github.com/the-guild-org/test/tree/main'
  sidebar: { defaultMenuCollapseLevel: 2 }
})
