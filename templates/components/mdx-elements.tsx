import {
  Children,
  cloneElement,
  isValidElement,
  useId,
  type ComponentProps,
  type ReactElement,
  type ReactNode
} from 'react'
import { withBasePathOnce } from '../base-path.js'
import { useRenderContext } from '../context.js'
import { cx } from './class-names.js'
import { createHeading, HeadingOne } from './heading.js'
import { Iframe } from './iframe.js'
import { MdxLink } from './mdx-link.js'
import { MarkdownImage } from './image.js'
import { Video } from './video.js'
import { VideoSource } from './video-source.js'

/** A `<link>` in content (KaTeX's stylesheet on pages with math): root-relative URLs get the base path. */
function Link({ href, ...props }: ComponentProps<'link'>): ReactElement {
  const { basePath } = useRenderContext()
  return <link {...props} href={href === undefined ? href : withBasePathOnce(basePath, href)} />
}

function Details({ className, ...props }: ComponentProps<'details'>): ReactElement {
  return <details {...props} className={cx('gs-details', className)} />
}

type SummaryProps = ComponentProps<'summary'> & { 'data-nextra-heading'?: string }

/**
 * A `<summary>`; one marked by the compile (`data-nextra-heading`, Nextra 4.1+ sites:
 * `src/compile/nextra-jsx-headings.ts`) holds its content in an `<h3>` that takes its id, followed by a
 * permalink when it has one, as Nextra 4.1+ draws it. (No render context: its static shell is pure.)
 */
function Summary({ className, id, children, 'data-nextra-heading': heading, ...props }: SummaryProps): ReactElement {
  if (heading === undefined)
    return (
      <summary {...props} id={id} className={cx('gs-summary', className)}>
        {children}
      </summary>
    )
  return (
    <summary {...props} className={cx('gs-summary', className)}>
      <h3 id={id} className="gs-summary-heading">
        {children}
      </h3>
      {id ? (
        <a className="gs-anchor" href={`#${id}`} aria-label="Permalink for this section">
          #
        </a>
      ) : null}
    </summary>
  )
}

/** A GFM task item's checkbox gets the item's text as its name (axe: form elements need a label). */
function labelled(children: ReactNode, id: string): ReactNode {
  return Children.map(children, child => {
    if (!isValidElement<{ type?: string; children?: ReactNode }>(child)) return child
    if (child.type === 'input' && child.props.type === 'checkbox')
      return cloneElement(child as ReactElement<Record<string, unknown>>, { 'aria-labelledby': id })
    // A loose list puts the checkbox in the item's paragraph.
    if (child.type === 'p') return cloneElement(child, {}, labelled(child.props.children, id))
    return child
  })
}

function TaskItem({ children, ...props }: ComponentProps<'li'>): ReactElement {
  const id = useId()
  return (
    <li {...props} id={props.id ?? id}>
      {labelled(children, props.id ?? id)}
    </li>
  )
}

function ListItem(props: ComponentProps<'li'>): ReactElement {
  return props.className?.split(' ').includes('task-list-item') ? <TaskItem {...props} /> : <li {...props} />
}

// Wide tables scroll sideways inside their own box instead of widening the whole page.
function Table({ className, ...props }: ComponentProps<'table'>): ReactElement {
  return (
    <div className="gs-table-scroll">
      <table {...props} className={cx('gs-table', className)} />
    </div>
  )
}

/**
 * Overrides of plain HTML elements for MDX's `components` option: links, media, details,
 * tables and headings get the docs behaviour of SPEC "Markdown media" and "Docs page layout".
 */
export const mdxElements = {
  a: MdxLink,
  img: MarkdownImage,
  video: Video,
  source: VideoSource,
  iframe: Iframe,
  details: Details,
  summary: Summary,
  table: Table,
  li: ListItem,
  link: Link,
  h1: HeadingOne,
  h2: createHeading('h2'),
  h3: createHeading('h3'),
  h4: createHeading('h4'),
  h5: createHeading('h5'),
  h6: createHeading('h6')
}
