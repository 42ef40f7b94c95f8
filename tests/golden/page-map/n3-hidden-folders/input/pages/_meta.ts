export default {
  index: 'Home',
  docs: 'Docs',
  internal: { title: 'Internal', display: 'hidden' },
  after: 'After'
}
