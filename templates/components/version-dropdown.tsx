import type { ReactElement } from 'react'
import { useSiteHref } from './href.js'

export interface VersionDropdownProps {
  currentVersion: string
  versions: readonly { label?: string; value: string; href?: string; onClick?: () => void }[]
  /** Which side of the version its caret is drawn on. @default 'left' */
  chevronPosition?: 'left' | 'right'
}

/** Components 9's caret (`CaretSlimIcon`) and check (`CheckIcon`), as the version menu draws them. */
function Caret(): ReactElement {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" aria-hidden="true">
      <path d="M4 8L12 16L20 8" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}
function Check(): ReactElement {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" fill="none" aria-hidden="true">
      <path
        d="M16.667 5 7.5 14.167 3.333 10"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="square"
        strokeLinejoin="round"
      />
    </svg>
  )
}

function VersionItem({
  version,
  current
}: {
  version: VersionDropdownProps['versions'][number]
  current: boolean
}): ReactElement {
  const href = useSiteHref(version.href)
  const inner = (
    <>
      {version.label ?? version.value} {current ? <Check /> : null}
    </>
  )
  return (
    <li role="none">
      {version.href ? (
        <a role="menuitem" className="gs-version-item" href={href} aria-current={current ? 'page' : undefined}>
          {inner}
        </a>
      ) : (
        <button type="button" role="menuitem" className="gs-version-item" onClick={version.onClick}>
          {inner}
        </button>
      )}
    </li>
  )
}

/**
 * The Guild's version menu (`VersionDropdown`, @theguild/components 7 and 9; graphql-yoga's navbar):
 * the current version's value with a caret, opening a list of the versions, the current one checked.
 * A disclosure, so it opens on a click with or without JavaScript; as a header menu (`data-menu`,
 * src/client/menus.ts) it opens on hover too, as components 9's (`type="hover"`), and closes on Escape,
 * an outside click or focus leaving it.
 */
export function VersionDropdown({
  currentVersion,
  versions = [],
  chevronPosition = 'left'
}: VersionDropdownProps): ReactElement {
  return (
    <details className="gs-version-dropdown" data-menu="">
      <summary className="gs-version-trigger">
        {chevronPosition === 'left' ? <Caret /> : null}
        {currentVersion}
        {chevronPosition === 'right' ? <Caret /> : null}
      </summary>
      <ul role="menu" className="gs-version-menu">
        {versions.map(version => (
          <VersionItem key={version.value} version={version} current={version.value === currentVersion} />
        ))}
      </ul>
    </details>
  )
}
