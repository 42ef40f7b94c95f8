import { Fragment, type ReactElement } from 'react'
import type { HitType, SearchHit } from '../../../shared/search/engine.js'
import { highlight, snippet, type Segment } from '../../../shared/search/highlight.js'
import type { SearchMessages } from '../../../shared/search/messages.js'
import { HIT_ICON_PATHS } from '../hit-icons.js'

/** Highlighted text: React text and `<mark>` elements, never HTML. */
export function Highlighted({ segments }: { segments: Segment[] }): ReactElement {
  return (
    <>
      {segments.map((segment, i) =>
        segment.mark ? <mark key={i}>{segment.text}</mark> : <Fragment key={i}>{segment.text}</Fragment>
      )}
    </>
  )
}

export function HitIcon({ type, label }: { type: HitType; label: string }): ReactElement {
  return (
    <span className="gs-sm-hit-icon" title={label}>
      <svg
        viewBox="0 0 24 24"
        width="1em"
        height="1em"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d={HIT_ICON_PATHS[type]} />
      </svg>
    </span>
  )
}

export const isPlainClick = (event: {
  button: number
  ctrlKey: boolean
  metaKey: boolean
  shiftKey: boolean
  altKey: boolean
}) => event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey

export interface HitProps {
  hit: SearchHit
  id: string
  active: boolean
  messages: SearchMessages
  onHover(): void
  onSelect(): void
}

/**
 * One result: icon of its type, heading (or page title), where it is (the page title and enclosing
 * headings below the page's top: a group holds several pages) and the matched text.
 */
export function Hit({ hit, id, active, messages, onHover, onSelect }: HitProps): ReactElement {
  const excerpt = hit.text ? snippet(hit.text, hit.terms, 110) : []
  const showExcerpt = hit.type === 'content' || excerpt.some(segment => segment.mark)
  const path = hit.heading ? [hit.pageTitle, ...hit.parents] : hit.parents
  return (
    // The link is the option (a wrapper option around a link nests one control in another).
    <a
      role="option"
      id={id}
      aria-selected={active}
      className="gs-sm-hit gs-sm-hit-link"
      data-type={hit.type}
      href={hit.url}
      tabIndex={-1}
      onMouseMove={active ? undefined : onHover}
      onClick={event => isPlainClick(event) && onSelect()}
    >
      <HitIcon type={hit.type} label={messages.hitTypes[hit.type]} />
      <span className="gs-sm-hit-body">
        <span className="gs-sm-hit-title">
          <Highlighted segments={highlight(hit.heading || hit.pageTitle, hit.terms)} />
        </span>
        {path.length > 0 ? <span className="gs-sm-hit-path">{path.join(' › ')}</span> : null}
        {showExcerpt ? (
          <span className="gs-sm-hit-snippet">
            <Highlighted segments={excerpt} />
          </span>
        ) : null}
      </span>
      <span className="gs-sm-hit-enter" aria-hidden="true">
        ↵
      </span>
    </a>
  )
}

export interface PreviewProps {
  hit: SearchHit
  pageHits: SearchHit[]
  messages: SearchMessages
  onSelect(): void
}

/** The active hit's section: where it is, its heading, its whole text, and the page's other matches. */
export function Preview({ hit, pageHits, messages, onSelect }: PreviewProps): ReactElement {
  const others = pageHits.filter(other => other.id !== hit.id)
  return (
    <aside className="gs-sm-preview" aria-label={messages.preview} data-hit-id={hit.id}>
      <p className="gs-sm-preview-path">{[hit.pageTitle, ...hit.parents].join(' › ')}</p>
      <h3 className="gs-sm-preview-title">
        <Highlighted segments={highlight(hit.heading || hit.pageTitle, hit.terms)} />
      </h3>
      {hit.text ? (
        <p className="gs-sm-preview-text">
          <Highlighted segments={highlight(hit.text, hit.terms)} />
        </p>
      ) : null}
      <a className="gs-sm-preview-open" href={hit.url} onClick={event => isPlainClick(event) && onSelect()}>
        {messages.openPage} →
      </a>
      {others.length > 0 ? (
        <>
          <h4 className="gs-sm-preview-subtitle">{messages.onThisPage}</h4>
          <ul className="gs-sm-preview-list">
            {others.map(other => (
              <li key={other.id}>
                <a href={other.url} tabIndex={-1} onClick={event => isPlainClick(event) && onSelect()}>
                  <HitIcon type={other.type} label={messages.hitTypes[other.type]} />
                  <span>
                    <Highlighted segments={highlight(other.heading || other.pageTitle, other.terms)} />
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </aside>
  )
}
