export default {
  config: 'Configuration',
  'front-matter': 'Front matter',
  meta: '_meta files',
  'component-props': 'Component props',
  cli: 'CLI'
}
