import type { ReactElement } from 'react'
import { searchMessages } from '../../src/shared/search/messages.js'
import {
  DEFAULT_AUTOCOMPLETE,
  SEARCH_LIMITS,
  type AutocompleteSettings,
  type SearchBoxSettings
} from '../../src/shared/search/settings.js'
import { CloseIcon, SearchIcon } from './icons.js'
import type { SiteData } from './types.js'

export interface SearchBoxProps {
  /** Index URL and autocomplete options (`SiteData.search`); without it the script uses defaults. */
  settings?: SearchBoxSettings
  /** Page locale, for the texts (`SiteData.locale`). @default 'en-US' */
  locale?: string
  /**
   * The key hint in the box: `/` (guildsite's own), or Nextra's "CTRL K" in the navbar of a site that
   * follows Nextra 2–4 (`searchHint`) and in GuildLayout's bar, which Nextra's Search draws "⌘ K" on Apple
   * systems (`macHintScript`). Ctrl+K and Cmd+K open the search on every system.
   */
  hint?: 'slash' | 'ctrl-k'
}

/**
 * The options that differ from the defaults, in JSON; none: undefined (no attribute). The readers
 * (`readSettings`, `watchMode`) take each missing one as its default; every page carries the
 * attribute, and the defaults in full were 260 bytes of it.
 */
function changedSettings(settings: AutocompleteSettings): string | undefined {
  const changed = Object.entries(settings).filter(
    ([key, value]) => JSON.stringify(value) !== JSON.stringify(DEFAULT_AUTOCOMPLETE[key as keyof AutocompleteSettings])
  )
  return changed.length > 0 ? JSON.stringify(Object.fromEntries(changed)) : undefined
}

/**
 * The header search box (SPEC §4/§5 autocomplete), enhanced by src/client/search: a `type=search`
 * combobox whose listbox panel shows the hits of the index at `data-index-url`, and a search
 * button that replaces it below `detachedMediaQuery`. `/` and Ctrl/Cmd+K open the docs modal.
 * Hidden without JavaScript, where it could not do anything.
 *
 * Everything a screen reader needs is in the markup from the start; the script only toggles
 * `aria-expanded`, `aria-activedescendant`, `enterkeyhint` and the options.
 */
export function SearchBox({ settings, locale, hint = 'slash' }: SearchBoxProps): ReactElement {
  const m = searchMessages(locale)
  return (
    <div
      className="gs-search gs-js-only"
      data-search-root=""
      data-index-url={settings?.indexUrl}
      data-autocomplete={settings ? changedSettings(settings.autocomplete) : undefined}
      data-algolia={settings?.hosted ? JSON.stringify(settings.hosted) : undefined}
      data-status="idle"
    >
      <form className="gs-ac-form" role="search" noValidate action="" data-ac-form="">
        <label className="gs-sr-only" htmlFor="gs-search-input" id="gs-search-label">
          {m.search}
        </label>
        <button type="submit" className="gs-ac-submit" title={m.submit} aria-label={m.submit}>
          <SearchIcon />
        </button>
        <input
          id="gs-search-input"
          className="gs-ac-input"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded="false"
          aria-haspopup="listbox"
          aria-controls="gs-search-listbox"
          aria-labelledby="gs-search-label"
          aria-keyshortcuts="/ Control+K Meta+K"
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={SEARCH_LIMITS.autocompleteMaxLength}
          placeholder={m.boxPlaceholder}
        />
        <span className="gs-ac-spinner" role="status" aria-label={m.loading} hidden />
        <button type="reset" className="gs-ac-clear" title={m.clear} aria-label={m.clear} hidden>
          <CloseIcon />
        </button>
        {hint === 'ctrl-k' ? (
          <>
            <kbd className="gs-search-kbd gs-search-kbd--ctrl-k">CTRL K</kbd>
            <script dangerouslySetInnerHTML={{ __html: macHintScript }} />
          </>
        ) : (
          <kbd className="gs-search-kbd">/</kbd>
        )}
        <button type="button" className="gs-ac-cancel" data-ac-cancel="" hidden>
          {m.cancel}
        </button>
      </form>
      <button
        type="button"
        className="gs-search-button gs-ac-detached-button"
        title={m.search}
        aria-label={m.search}
        aria-haspopup="dialog"
      >
        <SearchIcon className="gs-search-icon" />
        <span className="gs-search-placeholder">{m.boxPlaceholder}</span>
      </button>
      <div className="gs-ac-panel" data-ac-panel="" hidden>
        <div className="gs-ac-list" role="listbox" id="gs-search-listbox" aria-labelledby="gs-search-label" />
      </div>
    </div>
  )
}

/**
 * Nextra's Search writes "⌘ K" where `navigator.userAgent` names a Mac (nextra-theme-docs 3/4 test "Mac",
 * 2.13 "Macintosh"), "CTRL K" elsewhere: a line run as the parser reaches it, on the hint just before
 * it, so a Mac visitor never sees "CTRL K" painted first (Nextra draws no hint until it has hydrated).
 * Only pages with the hint carry it, and it needs no client bundle.
 */
export const macHintScript =
  `(function(){if(/Mac/.test(navigator.userAgent))document.currentScript.previousElementSibling.innerHTML=` +
  `'<span class="gs-search-kbd-cmd">\u2318</span>K'})()`

/** The search box's key hint for a site: Nextra 2–4's "CTRL K" where the site follows them, else `/`. */
export const searchHint = (site: Pick<SiteData, 'nextraMajor' | 'markdownMarks'>): SearchBoxProps['hint'] =>
  site.markdownMarks && site.nextraMajor !== undefined && site.nextraMajor >= 2 ? 'ctrl-k' : 'slash'
