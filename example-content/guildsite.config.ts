import { defineConfig } from 'guildsite'
import versions from './data/versions.json'

export default defineConfig({
  siteName: 'Guild Docs Demo',
  docsRepositoryBase: 'https://github.com/the-guild-org/guildsite/tree/main/example-content',
  siteUrl: 'https://guildsite.example.com',
  chat: { link: 'https://discord.com/invite/xud7bH9' },
  twitter: { site: '@TheGuildDev' },
  project: { link: 'https://github.com/the-guild-org/guildsite' },
  banner: {
    key: 'graphql-conf-2023',
    text: 'GraphQL Conf · 19–21 September 2023 · San Francisco',
    link: 'https://graphql.org/conf/',
    linkText: 'Register Now'
  },
  // The company header with its default links; this site is one of the open-source projects,
  // so "Ecosystem" is highlighted on every page.
  header: { activeLink: '/open-source' },
  footer: {
    resources: [
      { href: '/blog', children: 'Demo blog' },
      { href: '/about', children: 'About this demo' }
    ]
  },
  // Pages for machines: llms.txt, each page at <route>.md, and every page in one llms-full.txt.
  llms: 'full',
  // NPM badges print these versions; the build never asks the registry for them.
  npm: { versions },
  // Comments under every docs page (the home page has the raw layout: none there), loaded when the
  // reader scrolls near them. The tests build this site against a local stand-in comments host.
  comments: {
    host: process.env.GUILDSITE_COMMENTS_HOST ?? 'https://giscus.app',
    repo: 'the-guild-org/guildsite',
    repoId: 'R_kgDOGuildsite',
    category: 'Docs',
    categoryId: 'DIC_kwDOGuildsite',
    mapping: 'pathname',
    loading: 'lazy'
  },
  sidebar: { defaultMenuCollapseLevel: 1, toggleButton: true, autoCollapse: false },
  // Hive's "Get Started" section is translated (`create-project.fr.mdx` beside `create-project.mdx`);
  // every other page falls back to English under /fr/ and /zh-CN/, in the locale's chrome.
  i18n: {
    defaultLocale: 'en-US',
    locales: [
      { locale: 'en-US', text: 'English' },
      { locale: 'fr', text: 'Français' },
      { locale: 'zh-CN', text: '简体中文' }
    ]
  }
})
