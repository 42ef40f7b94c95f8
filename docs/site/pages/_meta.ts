export default {
  index: {
    title: 'Home',
    type: 'page',
    display: 'hidden',
    theme: { layout: 'raw' }
  },
  docs: {
    title: 'Guide',
    type: 'page'
  },
  reference: {
    title: 'Reference',
    type: 'page'
  }
}
