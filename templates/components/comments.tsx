import type { ReactElement } from 'react'
import { useRenderContext } from '../context.js'
import { commentsLang, commentsOrigin, DEFAULT_COMMENTS_HOST, type CommentsSettings } from './comments-settings.js'

export { DEFAULT_COMMENTS_HOST } from './comments-settings.js'

/** Giscus "0"/"1" flags; booleans are accepted too. */
type Flag = '0' | '1' | boolean

/** The comments widget settings of SPEC §3 (Giscus-compatible names); each one overrides the config's `comments` block. */
export interface CommentsProps {
  /** Comments host: an `https://` origin (or `http://` on a loopback address); an invalid one falls back to the public host (SPEC §5). @default 'https://giscus.app' */
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
  /** `'1'`: the container gets a `comments:metadata` event with the discussion's metadata. @default '0' */
  emitMetadata?: Flag
  /** @default 'bottom' */
  inputPosition?: 'top' | 'bottom'
  /** `light`/`dark` follow the site's theme switch; any other theme is passed as it is. @default 'light' */
  theme?: string
  /** @default the page's language */
  lang?: string
  /** `lazy`: the frame loads when the reader scrolls near it. @default 'eager' */
  loading?: 'lazy' | 'eager'
  /** An id for the container, so that a link can point at the comments. */
  id?: string
}

function flag(value: Flag | undefined, fallback: '0' | '1'): '0' | '1' {
  if (value === undefined) return fallback
  return value === true || value === '1' ? '1' : '0'
}

const defined = <T extends object>(object: T): Partial<T> =>
  Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined)) as Partial<T>

/**
 * Where the per-page discussion appears (Giscus-compatible `Comments`): after the content of
 * every docs page when the config has a `comments` block, or wherever the page places it, with the
 * block's settings under its own props. The server renders only this placeholder carrying the
 * settings as `data-*` attributes (Giscus' own attribute names); the comments island
 * (src/client/comments.ts) puts giscus' web component in it after the page's first render.
 *
 * @example <Comments repo="the-guild-org/docs" repoId="R_1" category="Docs Discussion" categoryId="DIC_1" />
 */
export function Comments(props: CommentsProps): ReactElement {
  const context = useRenderContext()
  const page = context.comments
  if (page) page.placed = true
  const base: Partial<CommentsSettings> = page?.settings ?? {}
  const own = defined({
    ...props,
    strict: undefined,
    reactionsEnabled: undefined,
    emitMetadata: undefined,
    id: undefined
  })
  const settings = { ...base, ...own }
  let host = DEFAULT_COMMENTS_HOST
  if (props.host !== undefined) {
    const origin = commentsOrigin(props.host)
    if (origin) host = origin
    else context.warn(`Comments host "${props.host}" is not valid: the comments use ${DEFAULT_COMMENTS_HOST}`)
  } else if (base.host) host = base.host
  const lang = settings.lang ?? commentsLang(page?.locale ?? context.locale ?? 'en')
  return (
    <div
      className="gs-comments"
      id={props.id}
      data-comments=""
      data-host={host}
      data-repo={settings.repo}
      data-repo-id={settings.repoId}
      data-category={settings.category}
      data-category-id={settings.categoryId}
      data-mapping={settings.mapping ?? 'pathname'}
      data-term={settings.term}
      data-strict={flag(props.strict, base.strict ?? '0')}
      data-reactions-enabled={flag(props.reactionsEnabled, base.reactionsEnabled ?? '1')}
      data-emit-metadata={flag(props.emitMetadata, base.emitMetadata ?? '0')}
      data-input-position={settings.inputPosition ?? 'bottom'}
      data-theme={settings.theme ?? 'light'}
      data-lang={lang}
      data-loading={settings.loading ?? 'eager'}
      // (Its content is the comments script's, src/client/comments.ts: inside an island, React's
      // hydration leaves HTML given this way as it finds it, the widget the script put in.)
      dangerouslySetInnerHTML={{ __html: noscriptHtml(settings.repo) }}
    />
  )
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, char => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!)

/** What a visitor without JavaScript reads in place of the comments. */
function noscriptHtml(repo: string | undefined): string {
  const link = repo
    ? ` You can read and join the discussion <a href="https://github.com/${escapeHtml(repo)}/discussions">on GitHub</a>.`
    : ''
  return `<noscript><p class="gs-comments-noscript">Comments need JavaScript.${link}</p></noscript>`
}

/**
 * The layout's own comments, after the content of a docs page whose site has a `comments` block:
 * none when the front matter says `comments: false` or the content placed a `<Comments>` (rendered
 * before this, so the mark is set by then).
 */
export function PageComments({ frontMatter }: { frontMatter: Readonly<Record<string, unknown>> }): ReactElement | null {
  const page = useRenderContext().comments
  if (!page?.settings || page.placed || frontMatter.comments === false) return null
  return <Comments />
}
