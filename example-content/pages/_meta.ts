// The root meta: navbar order, the hidden raw-layout home page and the "GraphQL" dropdown.
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
  // A menu of links the company header above does not have (its "Ecosystem" already lists every
  // product: a navbar menu of the same links would be left out, issue 25.4).
  graphql: {
    title: 'GraphQL',
    type: 'menu',
    items: {
      spec: {
        title: 'Specification',
        href: 'https://spec.graphql.org',
        newWindow: true
      },
      learn: {
        title: 'Learn GraphQL',
        href: 'https://graphql.org/learn/',
        newWindow: true
      },
      conf: {
        title: 'GraphQL Conf',
        href: 'https://graphql.org/conf/',
        newWindow: true
      }
    }
  },
  // "Demo blog": the company header's "Blog" is the company's.
  blog: {
    title: 'Demo blog',
    type: 'page',
    theme: { typesetting: 'article' }
  },
  about: {
    title: 'About',
    type: 'page',
    display: 'normal'
  }
}
