export default {
  '--- start': { type: 'separator', title: 'Start here' },
  intro: '',
  internal: { display: 'hidden' },
  '--- untitled': { type: 'separator' },
  reference: { title: 'API Reference', theme: { collapsed: true } },
  github: { title: 'GitHub', href: 'https://github.com/the-guild-org' }
}
