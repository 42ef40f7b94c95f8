export default {
  intro: 'Introduction',
  '--- basics': { type: 'separator', title: 'Basics' },
  setup: '',
  removed: 'A page that was deleted',
  '--- untitled': { type: 'separator' },
  faq: 'FAQ',
  website: { title: 'Website', href: 'https://the-guild.dev' }
}
