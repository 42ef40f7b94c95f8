import type { ComponentProps, FC, ReactElement } from 'react'
import { useRenderContext } from '../context.js'

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6'

/**
 * Builds the MDX override of one heading level: keeps the `id` the compiler gave it and, when
 * there is one, appends a `#` permalink that CSS reveals on hover and focus.
 */
export function createHeading(Tag: HeadingTag): FC<ComponentProps<HeadingTag>> {
  function Heading({ id, children, ...props }: ComponentProps<HeadingTag>): ReactElement {
    const { permalinkLabel = 'Permalink' } = useRenderContext()
    return (
      <Tag {...props} id={id}>
        {children}
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
