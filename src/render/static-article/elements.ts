import type { Element, ElementContent } from 'hast'
import { withBasePathOnce } from '../../../templates/base-path.js'
import { isWellFormedImageSrc } from '../../../templates/components/media-src.js'
import { isExternalHref } from '../../../templates/layout/external-href.js'
import { LINK_ARROW_CLASS, LINK_ARROW_SPACE } from '../../../templates/components/link-arrow.js'
import { DECLINE, type Attribute, type HtmlWriter } from './html-writer.js'

type WriteChildren = (children: ElementContent[]) => void

/** Tags written as plain HTML elements (no provider component maps them), with nothing React treats specially. */
export const PLAIN: ReadonlySet<string> = new Set([
  'p', 'em', 'strong', 'code', 'blockquote', 'ul', 'ol', 'h1', 'del', 's', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  'span', 'sup', 'sub', 'kbd', 'b', 'i', 'u', 'mark', 'small', 'div', 'dl', 'dt', 'dd', 'abbr', 'cite', 'q', 'var'
]) // prettier-ignore
export const VOID: ReadonlySet<string> = new Set(['br', 'hr'])

/** hast property → React prop, as hast-util-to-jsx-runtime names them (only those the writer knows). */
const PROPS: Record<string, string> = {
  className: 'className',
  id: 'id',
  title: 'title',
  href: 'href',
  start: 'start',
  src: 'src',
  alt: 'alt',
  // The mark on Markdown's elements (`templates/markdown-marks.ts`).
  dataMd: 'data-md'
}

/**
 * Writes one hast element as React renders the element (plain tags) or the provider's component for
 * it (`templates/components/mdx-elements.tsx`: headings, links, tables, list items).
 */
export function writeElement(out: HtmlWriter, element: Element, writeChildren: WriteChildren) {
  const tag = element.tagName
  const props = propsOf(element)
  switch (tag) {
    case 'h1':
      // `HeadingOne`: the element as it is, its links knowing they are in a heading.
      out.open(tag, props)
      inHeading(out, () => writeChildren(element.children))
      return out.close(tag)
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6':
      return writeHeading(out, tag, props, () => inHeading(out, () => writeChildren(element.children)))
    case 'a':
      return writeLink(out, props, () => writeChildren(element.children), textAlone(element))
    case 'img':
      if (element.children.length > 0) throw DECLINE
      return writeImage(out, props)
    case 'table': {
      // `Table`: a scrolling box, and the table's own classes after `gs-table`.
      const className = take(props, 'className')
      out.open('div', [['className', 'gs-table-scroll']])
      out.open('table', [...props, ['className', className ? `gs-table ${className}` : 'gs-table']])
      writeChildren(element.children)
      out.close('table')
      return out.close('div')
    }
    case 'li': {
      // `ListItem`: a task item's checkbox gets a `useId` label, which only React can number.
      const className = props.find(([name]) => name === 'className')?.[1]
      if (typeof className === 'string' && className.split(' ').includes('task-list-item')) throw DECLINE
      break
    }
    default:
      if (VOID.has(tag)) {
        if (element.children.length > 0) throw DECLINE
        return out.empty(tag, props)
      }
      if (!PLAIN.has(tag)) throw DECLINE
  }
  out.open(tag, props)
  writeChildren(element.children)
  out.close(tag)
}

/** The element's properties as React props, in their order; `align` of a table cell becomes its style, last. */
function propsOf(element: Element): Attribute[] {
  const props: Attribute[] = []
  let align: string | undefined
  for (const key in element.properties) {
    const value = element.properties[key]
    if (value === null || value === undefined || (typeof value === 'number' && Number.isNaN(value))) continue
    if (key === 'align' && (element.tagName === 'td' || element.tagName === 'th') && typeof value === 'string') {
      align = value
      continue
    }
    const name = PROPS[key]
    if (name === undefined || typeof value === 'boolean') throw DECLINE
    props.push([name, Array.isArray(value) ? value.join(' ') : value])
  }
  if (align) props.push(['style', `text-align:${align.trim()}`])
  return props
}

/** Removes a prop and gives its value (a component that takes it out of its rest props). */
function take(props: Attribute[], name: string): string | number | undefined {
  const at = props.findIndex(([key]) => key === name)
  if (at < 0) return undefined
  const [[, value]] = props.splice(at, 1)
  return value
}

/** `InsideHeading.Provider`: what `write` writes is inside a heading. */
function inHeading(out: HtmlWriter, write: () => void) {
  const outer = out.insideHeading
  out.insideHeading = true
  write()
  out.insideHeading = outer
}

/** `createHeading`: the other props, then the id, then a permalink when there is an id. */
function writeHeading(out: HtmlWriter, tag: string, props: Attribute[], children: () => void) {
  const id = take(props, 'id')
  if (id !== undefined) props.push(['id', id])
  out.open(tag, props)
  children()
  if (id) {
    out.open('a', [
      ['className', 'gs-anchor'],
      ['href', `#${id}`],
      ['aria-label', out.context.permalinkLabel ?? 'Permalink']
    ])
    out.text('#')
    out.close('a')
  }
  out.close(tag)
}

/** An element whose content is one text (React gets it as a string child). */
const textAlone = (element: Element): boolean => element.children.length === 1 && element.children[0]!.type === 'text'

/**
 * `MdxLink`: root-relative links get the base path (and the page's locale); other sites open in a new
 * tab, said to screen readers outside headings, and on a Nextra 4 site a Markdown link whose content
 * is text ends in a thin space and a ↗ (`LinkArrow`).
 */
function writeLink(out: HtmlWriter, props: Attribute[], children: () => void, textOnly: boolean) {
  const href = take(props, 'href')
  if (href !== undefined && typeof href !== 'string') throw DECLINE
  if (href === undefined) {
    out.open('a', props)
  } else if (out.context.hiveLinks && props.some(([name]) => name === 'data-md')) {
    // (Components 9's MDXLink: every Markdown link in this tab, another site's too.)
    const { basePath, localizeRoute } = out.context
    const local = isExternalHref(href) ? href : withBasePathOnce(basePath, localizeRoute ? localizeRoute(href) : href)
    out.open('a', [...props, ['href', local]])
  } else if (!isExternalHref(href)) {
    const { basePath, localizeRoute } = out.context
    out.open('a', [...props, ['href', withBasePathOnce(basePath, localizeRoute ? localizeRoute(href) : href)]])
  } else {
    const markdown = props.some(([name]) => name === 'data-md')
    out.open('a', [...props, ['href', href], ['target', '_blank'], ['rel', 'noopener noreferrer']])
    children()
    if (out.context.linkArrows && markdown && textOnly) {
      out.text(LINK_ARROW_SPACE)
      out.open('svg', [
        ['className', `gs-i gs-i-external ${LINK_ARROW_CLASS}`],
        ['aria-hidden', 'true']
      ])
      out.close('svg')
    }
    if (out.insideHeading) return out.close('a')
    out.open('span', [['className', 'gs-sr-only']])
    out.text(' (opens in a new tab)')
    out.close('span')
    return out.close('a')
  }
  children()
  out.close('a')
}

const HTTP_SRC = /^https?:\/\//i
/** Props that size an image themselves (or fill its parent): an import's own size is not added beside them. */
const SIZED = new Set(['width', 'height', 'fill'])

/**
 * `MarkdownImage` → `Image` → `NextImage`: a lazy image with the base path, its source as written in
 * `data-non-http` when it is not http(s), `gs-image` after its own classes. A missing source (an
 * error) or one that is not well formed (a warning) is left to React, which reports them.
 */
function writeImage(out: HtmlWriter, props: Attribute[]) {
  const given = take(props, 'src')
  // (An imported image is a String object: its URL.)
  const src = (given as unknown) instanceof String ? String(given) : given
  if (typeof src !== 'string' || src === '' || !isWellFormedImageSrc(src)) throw DECLINE
  const className = take(props, 'className')
  // An imported image's intrinsic size (`next/image`'s static import): the box it takes before it loads.
  if ((given as unknown) instanceof String && !props.some(([name]) => SIZED.has(name))) {
    const { width, height } = given as unknown as { width?: unknown; height?: unknown }
    if (typeof width === 'number' && typeof height === 'number') props.push(['width', width], ['height', height])
  }
  if (!HTTP_SRC.test(src)) props.push(['data-non-http', src])
  props.push(['className', className ? `gs-image ${className}` : 'gs-image'])
  out.empty('img', [
    ['decoding', 'async'],
    ...props,
    ['src', withBasePathOnce(out.context.basePath, src)],
    ['loading', 'lazy']
  ])
}
