export default {
  index: 'Getting started',
  'writing-pages': 'Writing pages',
  components: 'Components',
  'code-blocks': 'Code blocks',
  search: 'Search',
  comments: 'Comments',
  i18n: 'Translations',
  deploying: 'Deploying',
  'migrating-from-nextra': 'Migrating from Nextra'
}
