import type { ReactElement } from 'react'
import { ChevronDownIcon, GlobeIcon } from './icons.js'
import type { SiteData } from './types.js'

/**
 * Language switch (SPEC §1): a `<details>` dropdown, so it opens without JavaScript. Only shown
 * when the site has more than one locale.
 */
export function LocaleSwitch({
  site,
  foot = false
}: {
  site: Pick<SiteData, 'locale' | 'locales' | 'messages'>
  /** In the sidebar's foot (Nextra 3/4's place for it): it grows beside the theme select and opens upwards. */
  foot?: boolean
}): ReactElement | null {
  if (site.locales.length < 2) return null
  const current = site.locales.find(option => option.locale === site.locale) ?? site.locales[0]!
  return (
    <details
      className={foot ? 'gs-dropdown gs-locale-switch gs-locale-switch--foot' : 'gs-dropdown gs-locale-switch'}
      data-menu=""
    >
      {/* "Langue : Français": in the page's language, the visible name as written (axe's label-content-name-mismatch). */}
      <summary
        className="gs-icon-button gs-locale-summary"
        aria-label={`${site.messages.labels.language}: ${current.text}`}
      >
        <GlobeIcon />
        <span className="gs-locale-current">{current.text}</span>
        <ChevronDownIcon className="gs-dropdown-chevron" />
      </summary>
      <ul className="gs-dropdown-panel gs-dropdown-panel--end">
        {site.locales.map(option => (
          <li key={option.locale}>
            <a
              className="gs-dropdown-link"
              href={option.href}
              hrefLang={option.locale}
              lang={option.locale}
              dir={option.direction}
              aria-current={option.locale === site.locale ? 'true' : undefined}
            >
              {option.text}
            </a>
          </li>
        ))}
      </ul>
    </details>
  )
}
