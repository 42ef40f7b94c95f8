import type { ReactElement, ReactNode } from 'react'
import { CloseIcon } from '../layout/icons.js'
import { cx } from './class-names.js'

export interface ContentBannerProps {
  /** localStorage key that remembers the dismissal. @default 'nextra-banner' */
  storageKey?: string
  /** Show a close button. @default true */
  dismissible?: boolean
  className?: string
  children?: ReactNode
}

function hideIfDismissed(key: string): string {
  const literal = JSON.stringify(key)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
  return `try{if(localStorage.getItem(${literal})!==null)document.currentScript.previousElementSibling.hidden=true}catch(e){}`
}

/**
 * An announcement strip (Nextra 4 / `@theguild/components` `Banner`) written in a page or layout.
 * Dismissing it works like the site banner's (the same client script and storage key rules).
 *
 * @example <Banner storageKey="conf-2025">GraphQLConf 2025 is coming!</Banner>
 */
export function Banner({
  storageKey = 'nextra-banner',
  dismissible = true,
  className,
  children
}: ContentBannerProps): ReactElement {
  return (
    <>
      <div
        className={cx('gs-content-banner', className)}
        data-banner=""
        data-banner-content=""
        data-banner-key={storageKey}
        role="region"
        aria-label="Announcement"
      >
        <p className="gs-content-banner-text">{children}</p>
        {dismissible ? (
          <button
            type="button"
            className="gs-content-banner-dismiss gs-js-only"
            data-banner-dismiss=""
            aria-label="Dismiss banner"
          >
            <CloseIcon />
          </button>
        ) : null}
      </div>
      {/* Hidden before first paint once dismissed (the key is JSON with `<` escaped: safe inside a script). */}
      {dismissible ? <script dangerouslySetInnerHTML={{ __html: hideIfDismissed(storageKey) }} /> : null}
    </>
  )
}
