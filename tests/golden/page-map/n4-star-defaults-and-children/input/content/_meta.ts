export default {
  index: 'Home',
  lifted: { title: 'Lifted', display: 'children' },
  docs: { title: 'Docs', type: 'page' },
  '*': { theme: { toc: false } }
}
