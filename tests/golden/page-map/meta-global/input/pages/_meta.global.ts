export default {
  index: { title: 'Home', type: 'page', display: 'hidden' },
  docs: {
    title: 'Docs',
    type: 'page',
    items: {
      intro: 'Introduction',
      guides: {
        title: 'Guides',
        items: {
          second: 'Second Guide',
          first: 'First Guide'
        }
      }
    }
  },
  more: {
    title: 'More',
    type: 'menu',
    items: {
      blog: { title: 'Blog', href: 'https://the-guild.dev/blog', newWindow: true }
    }
  }
}
