import { cloneElement, type ReactElement, type ReactNode } from 'react'
import { cx } from '../components/class-names.js'
import { ExternalMark } from './external-mark.js'
import { linkTarget } from './link-target.js'
import { SIDEBAR_ANCHORS_CLASS } from './sidebar-anchors.js'
import type { SidebarNodeData } from './types.js'

export interface SidebarTreeProps {
  nodes: SidebarNodeData[]
  /** Text of a `more` item: `{count}` is the number of items it stands for. @default '{count} more pages' */
  moreLabel?: string
  /** The current page's headings as list items (`sidebarAnchorItems`), drawn under its item (Nextra's phone menu). */
  anchors?: string
}

/**
 * The page tree as nested lists. Folders are native `<details>`, so they open and close without
 * JavaScript; `open` comes precomputed (active path, collapse level, `collapsed` theme flag). A
 * `lazy` folder has no children here: it links to its first page, and the client fills it from the
 * navigation file when opened (src/client/sidebar-lazy.ts renders the same markup). A folder's
 * chevron is its summary's `::after` (layout.css), not markup: a page has a score of folders.
 * The tree is most of a page's markup, so its links, folders and chevrons carry no class: the
 * stylesheet reaches them under `.gs-tree` (the docs tree's nav and the mobile menu's navbar items) (≈ 2.8 KB less per page of the shared workload).
 */
export function SidebarTree({ nodes, moreLabel = '{count} more pages', anchors }: SidebarTreeProps): ReactElement {
  return (
    <ul className="gs-sidebar-list">
      {nodes.map((node, index) => (
        <SidebarItem key={`${index}:${node.title}`} node={node} moreLabel={moreLabel} anchors={anchors} />
      ))}
    </ul>
  )
}

function SidebarItem({
  node,
  moreLabel,
  anchors
}: {
  node: SidebarNodeData
  moreLabel: string
  anchors: string | undefined
}): ReactElement {
  if (node.phoneOnly) {
    // (A `_meta` type Nextra does not know, inside a docs folder: in the phone menu only, as Nextra 2.13's.)
    const item = SidebarItem({ node: { ...node, phoneOnly: undefined }, moreLabel, anchors }) as ReactElement<{
      className?: string
    }>
    return cloneElement(item, { className: cx(item.props.className, 'gs-phone-only') })
  }
  if (node.kind === 'more') {
    // The items a long list leaves out (src/render/sidebar-window.ts): the client puts them here;
    // without JavaScript it leads to the nearest of them, whose page shows the next ones.
    const text = moreLabel.replace('{count}', node.title)
    return (
      <li className="gs-sidebar-more" data-sidebar-more={node.key} data-range={node.range?.join('-')}>
        {node.href !== undefined ? (
          <a className="gs-sidebar-link gs-sidebar-more-link" href={node.href}>
            {text}
          </a>
        ) : (
          <span className="gs-sidebar-link gs-sidebar-more-link">{text}</span>
        )}
      </li>
    )
  }
  if (node.kind === 'separator') {
    // An untitled separator is only a rule between groups.
    return <li className={cx('gs-sidebar-separator', !node.title && 'gs-sidebar-separator--rule')}>{titleOf(node)}</li>
  }
  if (node.kind === 'folder' && node.href !== undefined) {
    // A folder with its own page: the link and the open/close control are siblings, because a
    // link inside a <summary> is an interactive element nested in another (WCAG 4.1.2). The
    // summary is only the chevron (`a + details > summary` in layout.css), placed at the end of the
    // link's row.
    return (
      <li>
        <a
          className={node.active ? 'gs-active' : undefined}
          href={node.href}
          aria-current={node.active ? 'page' : undefined}
        >
          {titleOf(node)}
        </a>
        <details open={node.open ?? false} data-sidebar-folder={node.key ?? ''} data-lazy={node.lazy ? '' : undefined}>
          <summary aria-label={node.title} />
          {node.children && node.children.length > 0 ? (
            <SidebarTree nodes={node.children} moreLabel={moreLabel} anchors={anchors} />
          ) : null}
        </details>
      </li>
    )
  }
  if (node.kind === 'folder') {
    return (
      <li>
        <details open={node.open ?? false} data-sidebar-folder={node.key ?? ''} data-lazy={node.lazy ? '' : undefined}>
          <summary className={cx('gs-sidebar-link', 'gs-sidebar-summary', node.active && 'gs-active')}>
            <span className="gs-sidebar-folder-title">{titleOf(node)}</span>
          </summary>
          {node.children && node.children.length > 0 ? (
            <SidebarTree nodes={node.children} moreLabel={moreLabel} anchors={anchors} />
          ) : null}
        </details>
      </li>
    )
  }
  // The items are most of a page's tree: no class on the item or its link (only `gs-active` on the
  // current page's), the title as the link's text (a wrapper only where a new-tab mark follows it).
  const target = linkTarget(node.href, node.newWindow)
  return (
    <li>
      <a
        className={node.active ? 'gs-active' : undefined}
        href={node.href ?? '#'}
        aria-current={node.active ? 'page' : undefined}
        data-folder={node.folderLink ? '' : undefined}
        {...target}
      >
        {target.target ? (
          <>
            <span className="gs-sidebar-link-text">{titleOf(node)}</span>
            <ExternalMark />
          </>
        ) : (
          titleOf(node)
        )}
      </a>
      {node.active && anchors ? (
        <ul className={SIDEBAR_ANCHORS_CLASS} dangerouslySetInnerHTML={{ __html: anchors }} />
      ) : null}
    </li>
  )
}

/**
 * An item's title: its text, or the markup of a `_meta` title given as React content (`titleHtml`),
 * drawn as Nextra 3/4 draw the element (`src/client/sidebar-markup.ts` writes the same).
 */
function titleOf(node: SidebarNodeData): ReactNode {
  return node.titleHtml !== undefined ? (
    <span className="gs-sidebar-title" dangerouslySetInnerHTML={{ __html: node.titleHtml }} />
  ) : (
    node.title
  )
}
