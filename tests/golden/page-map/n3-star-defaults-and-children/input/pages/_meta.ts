export default {
  index: 'Home',
  lifted: { title: 'Lifted', display: 'children' },
  docs: { title: 'Docs', type: 'page' },
  empty: 'Empty folder',
  '*': { theme: { toc: false } }
}
