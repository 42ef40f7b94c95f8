export default {
  docs: {
    title: 'Documentation',
    type: 'page',
    items: {
      index: '',
      guides: {
        title: 'Guides',
        items: {
          _1: { type: 'separator', title: 'Basic' },
          setup: '',
          _2: { type: 'separator', title: 'Advanced' },
          tuning: 'Performance tuning'
        }
      },
      _3: { type: 'separator', title: 'Reference' },
      api: ''
    }
  },
  blog: { title: 'Blog', type: 'page', theme: { toc: false } },
  about: { title: 'About', type: 'page', href: 'https://the-guild.dev' }
}
