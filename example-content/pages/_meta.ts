import { PRODUCT_NAMES } from '../lib/titles'

// The root meta: navbar order, the hidden raw-layout home page and the "Ecosystem" dropdown.
export default {
  index: {
    title: 'Home',
    type: 'page',
    display: 'hidden',
    theme: { layout: 'raw' }
  },
  yoga: {
    title: 'Yoga',
    type: 'page'
  },
  mesh: {
    title: 'Mesh',
    type: 'page'
  },
  hive: {
    title: 'Hive',
    type: 'page'
  },
  ecosystem: {
    title: 'Ecosystem',
    type: 'menu',
    items: {
      'graphql-yoga': {
        title: PRODUCT_NAMES.yoga,
        href: 'https://the-guild.dev/graphql/yoga-server',
        newWindow: true
      },
      'graphql-mesh': {
        title: PRODUCT_NAMES.mesh,
        href: 'https://the-guild.dev/graphql/mesh',
        newWindow: true
      },
      'graphql-hive': {
        title: PRODUCT_NAMES.hive,
        href: 'https://the-guild.dev/graphql/hive',
        newWindow: true
      },
      envelop: {
        title: 'Envelop',
        href: 'https://the-guild.dev/graphql/envelop',
        newWindow: true
      },
      codegen: {
        title: 'Code Generator',
        href: 'https://the-guild.dev/graphql/codegen',
        newWindow: true
      },
      inspector: {
        title: 'Inspector',
        href: 'https://the-guild.dev/graphql/inspector',
        newWindow: true
      }
    }
  },
  blog: {
    title: 'Blog',
    type: 'page',
    theme: { typesetting: 'article' }
  },
  about: {
    title: 'About',
    type: 'page',
    display: 'normal'
  }
}
