import meta from './_meta'

// The Chinese sidebar: the English meta with the translated section's titles.
export default {
  ...meta,
  index: '概览',
  'get-started': { ...meta['get-started'], title: '快速上手' }
}
