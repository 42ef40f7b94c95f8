export default {
  index: { title: 'Home', type: 'page', display: 'hidden', theme: { layout: 'full', sidebar: false, copyPage: false } },
  docs: { type: 'page' },
  blog: { title: 'Blog', type: 'page', href: 'https://the-guild.dev/blog' },
  more: {
    title: 'More',
    type: 'menu',
    items: {
      about: { title: 'About', href: 'https://the-guild.dev/about' },
      contact: { href: 'https://the-guild.dev/contact' }
    }
  },
  gone: { title: 'Gone', type: 'page' }
}
