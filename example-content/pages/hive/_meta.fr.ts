import meta from './_meta'

// The French sidebar: the English meta with the translated section's titles.
export default {
  ...meta,
  index: "Vue d'ensemble",
  'get-started': { ...meta['get-started'], title: 'Premiers pas' }
}
