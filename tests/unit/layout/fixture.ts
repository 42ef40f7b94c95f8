import { builtinChromeMessages } from '../../../templates/layout/messages.js'
import type {
  LayoutProps,
  NavigationData,
  PageData,
  PageThemeSettings,
  SiteData
} from '../../../templates/layout/types.js'

// A product site served under a base path, like the Guild's real docs: every URL below already
// carries the base path, as the render stage hands it over.
const base = '/graphql/yoga-server'

export const site: SiteData = {
  name: 'GraphQL Yoga',
  title: 'Yoga',
  productKey: 'YOGA',
  primaryColor: '#c026d3',
  basePath: base,
  messages: builtinChromeMessages('en-US'),
  siteUrl: 'https://the-guild.dev',
  docsRepositoryBase: 'https://github.com/dotansimha/graphql-yoga/tree/main/website',
  chatLink: 'https://discord.com/invite/xud7bH9',
  projectLink: 'https://github.com/dotansimha/graphql-yoga',
  banner: {
    key: 'conf-2023',
    text: 'GraphQLConf 2023',
    link: 'https://graphql.org/conf/',
    linkText: 'Register Now',
    dismissible: true
  },
  editLinkText: 'Edit this page on GitHub',
  feedback: { content: 'Question? Give us feedback →', labels: 'kind/docs' },
  sidebar: { defaultMenuCollapseLevel: 1, toggleButton: true, autoCollapse: false },
  locale: 'en-US',
  direction: 'ltr',
  locales: [{ locale: 'en-US', text: 'English', direction: 'ltr', href: `${base}/docs` }],
  searchEnabled: true,
  copyrightDate: '2025-01-20T09:00:00Z',
  assets: { css: [`${base}/_gs/site.abc.css`], scripts: [`${base}/_gs/client.def.js`] }
}

export const theme: PageThemeSettings = {
  breadcrumb: true,
  collapsed: false,
  footer: true,
  navbar: true,
  pagination: true,
  sidebar: true,
  timestamp: true,
  toc: true,
  layout: 'default',
  typesetting: 'default'
}

export const page: PageData = {
  route: '/docs/features/cors',
  title: 'CORS',
  description: 'Configure CORS in GraphQL Yoga.',
  ogType: 'website',
  editPath: 'src/pages/docs/features/cors.mdx',
  lastUpdated: '2024-11-03T22:30:00Z',
  toc: [
    { id: 'cors', value: 'CORS', depth: 1 },
    { id: 'defaults', value: 'Defaults', depth: 2 },
    { id: 'origins', value: 'Origins', depth: 3 },
    { id: 'credentials', value: 'Credentials', depth: 4 },
    { id: 'deep', value: 'Deep', depth: 5 }
  ],
  theme,
  frontMatter: {}
}

export const nav: NavigationData = {
  navbar: [
    { title: 'Docs', href: `${base}/docs`, active: true },
    { title: 'Tutorial', href: `${base}/tutorial`, active: false },
    {
      title: 'Products',
      href: '#',
      active: false,
      menu: [
        { title: 'The GraphQL Stack', separator: true },
        { title: 'Hive', href: 'https://the-guild.dev/graphql/hive' }
      ]
    }
  ],
  sidebar: [
    { kind: 'page', title: 'Introduction', href: `${base}/docs`, active: false },
    { kind: 'separator', title: 'Guides', active: false },
    {
      kind: 'folder',
      title: 'Features',
      href: `${base}/docs/features`,
      active: false,
      open: true,
      children: [{ kind: 'page', title: 'CORS', href: `${base}/docs/features/cors`, active: true }]
    },
    {
      kind: 'folder',
      title: 'Integrations',
      active: false,
      open: false,
      children: [{ kind: 'page', title: 'Express', href: `${base}/docs/integrations/express`, active: false }]
    },
    { kind: 'link', title: 'GraphQL Spec', href: 'https://spec.graphql.org', active: false }
  ],
  breadcrumb: [
    { title: 'Docs', href: `${base}/docs` },
    { title: 'Features', href: `${base}/docs/features` },
    { title: 'CORS' }
  ],
  prev: { title: 'GraphiQL', href: `${base}/docs/features/graphiql` },
  next: { title: 'Error Masking', href: `${base}/docs/features/error-masking` }
}

export interface Overrides {
  site?: Partial<SiteData>
  page?: Partial<PageData>
  theme?: Partial<PageThemeSettings>
  nav?: Partial<NavigationData>
}

/** The sample props with parts replaced; `children` is a marker paragraph. */
export function layoutProps(overrides: Overrides = {}): LayoutProps {
  return {
    site: { ...site, ...overrides.site },
    page: { ...page, ...overrides.page, theme: { ...theme, ...overrides.theme } },
    nav: { ...nav, ...overrides.nav },
    children: 'PAGE-CONTENT'
  }
}
