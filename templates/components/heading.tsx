import type { ComponentProps, FC, ReactElement } from 'react'
import { useRenderContext } from '../context.js'
import { InsideHeading } from './inside-heading.js'

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6'

/**
 * Builds the MDX override of one heading level: keeps the `id` the compiler gave it and, when
 * there is one, appends a `#` permalink that CSS reveals on hover and focus. Its links know they are
 * in a heading (`InsideHeading`).
 */
export function createHeading(Tag: HeadingTag): FC<ComponentProps<HeadingTag>> {
  function Heading({ id, children, ...props }: ComponentProps<HeadingTag>): ReactElement {
    const { permalinkLabel = 'Permalink' } = useRenderContext()
    return (
      <Tag {...props} id={id}>
        <InsideHeading.Provider value>{children}</InsideHeading.Provider>
        {id ? (
          <a className="gs-anchor" href={`#${id}`} aria-label={permalinkLabel}>
            #
          </a>
        ) : null}
      </Tag>
    )
  }
  Heading.displayName = Tag.toUpperCase()
  return Heading
}

/** The page's `h1`: written as it is, its links knowing they are in a heading (`InsideHeading`). */
export function HeadingOne({ children, ...props }: ComponentProps<'h1'>): ReactElement {
  return (
    <h1 {...props}>
      <InsideHeading.Provider value>{children}</InsideHeading.Provider>
    </h1>
  )
}
