import { PRODUCT_NAMES, externalTitle, productTitle } from '../../lib/titles'

// A computed meta: titles come from a helper imported relatively, and some entries are generated
// from data. Anything that evaluates to a plain object works here.
const GUIDES: Record<string, string> = {
  'usage-reporting': 'Usage Reporting'
}

const guideEntries = Object.fromEntries(
  Object.entries(GUIDES).map(([name, label]) => [name, productTitle('hive', label)])
)

export default {
  index: 'Overview',
  'get-started': {
    title: 'Get Started',
    theme: { collapsed: false }
  },
  'schema-registry': productTitle('hive', 'Schema Registry'),
  ...guideEntries,
  cli: 'CLI',
  management: {
    title: `Managing ${PRODUCT_NAMES.hive}`,
    theme: { collapsed: true }
  },
  'self-hosting': {
    title: `Self-Hosting ${PRODUCT_NAMES.hive}`,
    theme: { timestamp: false, pagination: false }
  },
  'legacy-tokens': {
    title: 'Legacy Registry Tokens',
    display: 'hidden',
    theme: { toc: false }
  },
  'hive-app': {
    title: externalTitle('Open the Hive app'),
    href: 'https://app.graphql-hive.com',
    newWindow: true
  }
}
