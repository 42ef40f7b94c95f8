export default {
  index: { title: 'Home', type: 'page', display: 'hidden', theme: { layout: 'raw' } },
  docs: { title: 'Docs', type: 'page' },
  changelog: { title: 'Changelog', type: 'page' },
  v2: { title: 'v2', type: 'page' },
  github: { title: 'GitHub', type: 'page', href: 'https://github.com/the-guild-org', newWindow: true },
  company: {
    title: 'Company',
    type: 'menu',
    items: {
      about: { title: 'About', href: 'https://the-guild.dev/about' },
      blog: { title: 'Blog', href: 'https://the-guild.dev/blog', newWindow: true }
    }
  }
}
