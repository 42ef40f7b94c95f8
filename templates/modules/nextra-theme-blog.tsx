// `nextra-theme-blog` (Nextra 2, 3 and 4). guildsite's layout is the theme: the chrome parts render
// nothing here (templates/components/layout-stubs.tsx); what a page lists itself keeps its content.
import type { ReactElement, ReactNode } from 'react'
import { Anchor } from '../components/anchor.js'

export { Footer, Layout, Navbar, ThemeSwitch } from '../components/layout-stubs.js'
export { useServerMDXComponents as useMDXComponents } from '../mdx-provider.js'
export { setMenu, useConfig, useTheme } from '../components/hooks.js'

/** `Comments` (Cusdis): needs its service in the browser; nothing on a static page. */
export function Comments(_props: Record<string, unknown>): null {
  return null
}

interface Post {
  route: string
  frontMatter?: { title?: ReactNode; description?: ReactNode; date?: string | number | Date }
}

/** A post in a list: its title linked, its description with a "read more" link, its date, as the blog theme's. */
export function PostCard({
  post,
  readMore = 'Read More →',
  heading: Heading = 'h2'
}: {
  post: Post
  readMore?: ReactNode
  /** (guildsite's own: nextra-theme-blog 2's list titles its posts with `<h3>`, 3's and 4's with `<h2>`.) */
  heading?: 'h2' | 'h3'
}): ReactElement {
  const { title, description, date } = post.frontMatter ?? {}
  const when = date !== undefined && date !== '' ? new Date(date) : undefined
  const valid = when && !Number.isNaN(when.getTime()) ? when : undefined
  return (
    <div className="gs-post-card">
      <Heading>
        <Anchor href={post.route}>{title}</Anchor>
      </Heading>
      {description ? (
        <p>
          {description}
          {readMore ? <Anchor href={post.route}> {readMore}</Anchor> : null}
        </p>
      ) : null}
      {valid ? <time dateTime={valid.toISOString()}>{valid.toDateString()}</time> : null}
    </div>
  )
}
