import type { ReactElement } from 'react'
import { ExternalMark } from './external-mark.js'
import { CloseIcon } from './icons.js'
import { linkTarget } from './link-target.js'
import { builtinChromeMessages, type ChromeMessages } from './messages.js'
import type { SiteData } from './types.js'

export interface BannerProps {
  banner: NonNullable<SiteData['banner']>
  messages?: Pick<ChromeMessages, 'dismissBanner' | 'labels'>
}

/**
 * The dismissible strip above the navbar (SPEC §1 conference banner, §9 height 2.5rem). The
 * dismiss button only works with JavaScript: a client script stores `banner.key` in
 * localStorage and adds `banner-dismissed` to `<html>`, which the head script re-applies on
 * every later page before first paint. The conference background image sits behind the text: the
 * stylesheet paints it (`bannerCss`, templates/layout/icon-css.tsx), so pages do not carry it.
 */
export function Banner({ banner, messages = builtinChromeMessages('en-US') }: BannerProps): ReactElement {
  // The Guild's 2023 strip (components 5.2.6): plain underlined links in the same tab, as its Anchor draws them.
  const plain = banner.look === 'guild-2023'
  const target = linkTarget(banner.link, plain ? false : undefined)
  const more = banner.more
  return (
    <div
      className="gs-banner"
      data-banner=""
      data-banner-key={banner.key}
      data-banner-look={banner.look}
      role="region"
      aria-label={messages.labels.announcement}
    >
      <p className="gs-banner-text">
        <span>{banner.text}</span>
        {banner.link ? (
          <a className="gs-banner-link" href={banner.link} {...target}>
            {banner.linkText}
            {plain ? null : target.target ? <ExternalMark /> : <span aria-hidden="true"> →</span>}
          </a>
        ) : null}
        {more ? (
          <span>
            {more.text}{' '}
            <a className="gs-banner-link" href={more.link} {...linkTarget(more.link, plain ? false : undefined)}>
              {more.linkText}
            </a>
          </span>
        ) : null}
      </p>
      {banner.dismissible ? (
        <button
          type="button"
          className="gs-banner-dismiss gs-js-only"
          data-banner-dismiss=""
          aria-label={messages.dismissBanner}
        >
          <CloseIcon />
        </button>
      ) : null}
    </div>
  )
}
