import type { ReactElement } from 'react'

/** Giscus "0"/"1" flags; booleans are accepted too. */
type Flag = '0' | '1' | boolean

/** The comments widget settings of SPEC §3 (Giscus-compatible names). */
export interface CommentsProps {
  /** Comments host; an invalid URL falls back to the public host (SPEC §5). */
  host?: string
  /** GitHub repository holding the discussions, `owner/name`. */
  repo?: string
  repoId?: string
  category?: string
  categoryId?: string
  /** How a page finds its discussion (SPEC §2 "Comments widget"). @default 'pathname' */
  mapping?: 'url' | 'title' | 'og:title' | 'specific' | 'number' | 'pathname'
  /** The term for `specific`, or the discussion number for `number`. */
  term?: string
  /** @default '0' */
  strict?: Flag
  /** @default '1' */
  reactionsEnabled?: Flag
  /** @default '0' */
  emitMetadata?: Flag
  /** @default 'bottom' */
  inputPosition?: 'top' | 'bottom'
  /** @default 'light' */
  theme?: string
  /** @default 'en' */
  lang?: string
  /** @default 'eager' */
  loading?: 'lazy' | 'eager'
}

/** The provider's public comments host (SPEC §3 "Host defaults to…"). */
export const DEFAULT_COMMENTS_HOST = 'https://giscus.app'

function flag(value: Flag | undefined, fallback: '0' | '1'): '0' | '1' {
  if (value === undefined) return fallback
  return value === true || value === '1' ? '1' : '0'
}

function validHost(host: string | undefined): string {
  if (!host) return DEFAULT_COMMENTS_HOST
  try {
    const url = new URL(host)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : DEFAULT_COMMENTS_HOST
  } catch {
    return DEFAULT_COMMENTS_HOST
  }
}

/**
 * Where the per-page discussion appears (Giscus-compatible `Comments`). The server renders only
 * this placeholder carrying the settings as `data-*` attributes (Giscus's own attribute names);
 * the comments island (src/client/comments.ts) adds the host's embed script with them once the page has loaded.
 *
 * @example <Comments repo="the-guild-org/docs" repoId="R_1" category="Docs Discussion" categoryId="DIC_1" />
 */
export function Comments({
  host,
  repo,
  repoId,
  category,
  categoryId,
  mapping = 'pathname',
  term,
  strict,
  reactionsEnabled,
  emitMetadata,
  inputPosition = 'bottom',
  theme = 'light',
  lang = 'en',
  loading = 'eager'
}: CommentsProps): ReactElement {
  return (
    <div
      className="gs-comments"
      data-comments=""
      data-host={validHost(host)}
      data-repo={repo}
      data-repo-id={repoId}
      data-category={category}
      data-category-id={categoryId}
      data-mapping={mapping}
      data-term={term}
      data-strict={flag(strict, '0')}
      data-reactions-enabled={flag(reactionsEnabled, '1')}
      data-emit-metadata={flag(emitMetadata, '0')}
      data-input-position={inputPosition}
      data-theme={theme}
      data-lang={lang}
      data-loading={loading}
    >
      <noscript>
        <p className="gs-comments-noscript">
          Comments need JavaScript.
          {repo ? (
            <>
              {' '}
              You can read and join the discussion{' '}
              <a href={`https://github.com/${repo}/discussions`}>on GitHub</a>.
            </>
          ) : null}
        </p>
      </noscript>
    </div>
  )
}
