export default {
  docs: { title: 'Documentation', type: 'page' },
  tutorial: { title: <>Tutorial</>, type: 'page' },
  github: { title: 'GitHub', type: 'page', href: 'https://github.com/the-guild-org' }
}
