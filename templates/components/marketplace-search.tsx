// `MarketplaceSearch` of `@theguild/components` (issue 35.4): a search box, a tag filter and paginated
// lists, as the Guild's component behaves — no query: its lists as tabs (those with a title), five entries
// a page unless `pagination` says otherwise; a query: the `queryList` entries whose title matches it
// fuzzily (its characters in order), `#tag` words keeping the entries with every such tag, a tag button
// adding or removing its `#tag`; none: the list's placeholder, `{query}` replaced. The static page holds
// what the Guild's component renders on the server (each tab's first page; no search results), the other
// entries in `<template>`s; a few hundred bytes of inline script after it do the rest (no runtime).
import type { ReactElement, ReactNode } from 'react'
import { Anchor } from './anchor.js'
import { cx } from './class-names.js'
import {
  MarketplaceEntry,
  MarketplaceItemSummary,
  updated,
  type MarketplaceItem,
  type MarketplaceListProps,
  type MarketplaceSearchProps
} from './guild-marketplace.js'
import { GUILD_ICONS } from './guild-icons.js'
import { libraryMajor } from './library-version.js'
import { NextImage } from './next-image.js'

const text = (node: ReactNode): string => (typeof node === 'string' || typeof node === 'number' ? String(node) : '')

function Entries({
  items,
  from,
  legacy
}: {
  items: MarketplaceListProps['items']
  from: number
  legacy?: boolean
}): ReactElement {
  return (
    <>
      {items.map((item, index) => {
        const data = { 'data-mk-item': '', 'data-title': text(item.title), 'data-tags': (item.tags ?? []).join(' ') }
        return legacy ? (
          <LegacyRow key={from + index} item={item} data={data} />
        ) : (
          <li key={from + index} {...data}>
            <MarketplaceEntry item={item} />
          </li>
        )
      })}
    </>
  )
}

const CaretSlim = GUILD_ICONS.CaretSlimIcon!

/**
 * An entry as components 6 and before draw it: a table row of its image, its linked name,
 * description and tags, its last update (wide screens) and a caret linking to it again.
 */
function LegacyRow({ item, data }: { item: MarketplaceItem; data: Record<string, string> }): ReactElement {
  const date = item.update ? updated(item.update) : undefined
  return (
    <tr className="gs-marketplace-row" {...data}>
      <td className="gs-marketplace-row-image">{item.image ? <NextImage alt="" {...item.image} /> : null}</td>
      <td>
        <Anchor {...item.link} className={cx('gs-marketplace-row-link', item.link.className)}>
          <MarketplaceItemSummary item={item} />
        </Anchor>
      </td>
      <td className="gs-marketplace-row-date">{date}</td>
      <td>
        <Anchor {...item.link} className={cx('gs-marketplace-row-caret', item.link.className)}>
          <CaretSlim />
        </Anchor>
      </td>
    </tr>
  )
}

/**
 * The page buttons of a list as react-paginate shows them with the Guild's settings (3 pages around the
 * current one, 1 at each end, `...` for the others, which jumps 3 pages): `[label, the page it opens]`.
 * Self-contained: the page's script carries its source (`pageButtons.toString()`).
 */
export function pageButtons(count: number, selected: number): [string, number][] {
  const range = 3
  const buttons: [string, number, number][] = []
  let left = range / 2
  let right = range - left
  if (selected > count - range / 2) {
    right = count - selected
    left = range - right
  } else if (selected < range / 2) {
    left = selected
    right = range - left
  }
  const until = selected === 0 ? right - 1 : right
  for (let i = 0; i < count; i++) {
    if (count <= range || i === 0 || i === count - 1 || (i >= selected - left && i <= selected + until))
      buttons.push([String(i + 1), i, i])
    else if (buttons.length && buttons[buttons.length - 1]![0] !== '...')
      buttons.push(['...', i < selected ? Math.max(selected - range, 0) : Math.min(selected + range, count - 1), i])
  }
  // A break between two pages that stands for one page only is that page.
  return buttons.map((button, k) => {
    const before = buttons[k - 1]
    const after = buttons[k + 1]
    return button[0] === '...' && before && after && after[0] !== '...' && after[2] - before[2] <= 2
      ? [String(button[2] + 1), button[2]]
      : [button[0], button[1]]
  })
}

function PageButtons({ count }: { count: number }): ReactElement | null {
  if (count < 2) return null
  return (
    <>
      {pageButtons(count, 0).map(([label, page], index) => (
        <button key={index} type="button" data-page={page} aria-current={label === '1' ? 'page' : undefined}>
          {label}
        </button>
      ))}
    </>
  )
}

/**
 * One list: its first page, page buttons when there is more than one, and the placeholder when it is
 * empty, as the Guild's `MarketplaceList` renders them on the server. The other entries wait in a
 * `<template>` for the script (`shown: false`, the search results: all of them).
 */
function PagedList({
  list,
  placeholder,
  shown = true,
  legacy
}: {
  list: MarketplaceListProps
  placeholder?: ReactNode
  shown?: boolean
  legacy?: boolean
}): ReactElement {
  const size = list.pagination || 5
  const pages = Math.ceil(list.items.length / size)
  const first = shown ? list.items.slice(0, size) : []
  const rest = list.items.slice(first.length)
  return (
    <div className="gs-marketplace-list" data-mk-list="" data-size={size}>
      {legacy ? (
        <>
          {list.title ? <h2 className="gs-marketplace-list-title">{list.title}</h2> : null}
          <table className="gs-marketplace-table" hidden={shown && list.items.length === 0}>
            <thead>
              <tr>
                <th />
                <th>Name</th>
                <th className="gs-marketplace-row-date">Last Update</th>
                <th />
              </tr>
            </thead>
            <tbody data-mk-items="">
              <Entries items={first} from={0} legacy />
            </tbody>
          </table>
        </>
      ) : (
        <ul className="gs-marketplace-items" data-mk-items="">
          <Entries items={first} from={0} />
        </ul>
      )}
      {rest.length ? (
        <template data-mk-rest="">
          <Entries items={rest} from={first.length} legacy={legacy} />
        </template>
      ) : null}
      <div className="gs-marketplace-empty" data-mk-empty="" hidden={!shown || list.items.length > 0}>
        {placeholder ?? list.placeholder}
      </div>
      <nav className="gs-marketplace-pages" aria-label="Pagination" data-mk-pages="">
        {shown ? <PageButtons count={pages} /> : null}
      </nav>
    </div>
  )
}

const SCRIPT = `(function(r){
var buttons=${pageButtons.toString()},$$=function(s,e){return[].slice.call((e||r).querySelectorAll(s))},q=r.querySelector('[data-mk-query]'),res=r.querySelector('[data-mk-results]'),tabs=r.querySelector('[data-mk-tabs]');
$$('[data-mk-rest]').forEach(function(t){var u=t.parentElement.querySelector('[data-mk-items]');[].slice.call(t.content.children).forEach(function(i){i.hidden=true;u.appendChild(i)});t.remove()});
function page(l,n){var all=$$('[data-mk-item]',l).filter(function(i){return!i.dataset.mkOut}),s=+l.dataset.size,c=Math.ceil(all.length/s),nav=l.querySelector('[data-mk-pages]');
$$('[data-mk-item]',l).forEach(function(i){i.hidden=true});all.slice(n*s,n*s+s).forEach(function(i){i.hidden=false});
l.querySelector('[data-mk-empty]').hidden=all.length>0;var tb=l.querySelector('table');if(tb)tb.hidden=!all.length;nav.textContent='';
if(c>1)buttons(c,n).forEach(function(x){var b=document.createElement('button');b.type='button';b.dataset.page=x[1];b.textContent=x[0];if(x[0]===String(n+1))b.setAttribute('aria-current','page');nav.appendChild(b)})}
r.addEventListener('click',function(e){var t=e.target.closest('button');if(!t||!r.contains(t))return;
if(t.dataset.page)page(t.closest('[data-mk-list]'),+t.dataset.page);
else if(t.dataset.tab){$$('[data-tab]').forEach(function(b){b.setAttribute('aria-selected',b===t)});$$('[data-mk-panel]').forEach(function(p){p.hidden=p.dataset.mkPanel!==t.dataset.tab})}
else if(t.dataset.tag){var g='#'+t.dataset.tag;q.value=q.value.indexOf(g)>=0?q.value.replace(g,'').trim():q.value+' '+g;run()}
else if(t.hasAttribute('data-mk-clear')){q.value='';run();q.focus()}});
function fuzzy(p,s){for(var i=0,j=0;i<s.length&&j<p.length;i++)if(s[i]===p[j])j++;return j===p.length}
function run(){var v=q.value;r.querySelector('[data-mk-clear]').hidden=!v;
$$('[data-tag]').forEach(function(b){b.setAttribute('aria-pressed',v.indexOf('#'+b.dataset.tag)>=0)});
if(!res)return;res.hidden=!v;if(tabs)tabs.hidden=!!v;if(!v)return;
var tags=v.split(/\\s+/).filter(function(w){return w[0]==='#'}).map(function(w){return w.slice(1)}),p=v.replace(/#\\w+/gi,'').replace(/[^\\w\\s]/gi,'').trim().toLowerCase();
var l=res.querySelector('[data-mk-list]');$$('[data-mk-item]',l).forEach(function(i){var own=i.dataset.tags.split(' ');
var ok=tags.every(function(t){return own.indexOf(t)>=0})&&fuzzy(p,i.dataset.title.toLowerCase());if(ok)delete i.dataset.mkOut;else i.dataset.mkOut='1'});
var e=l.querySelector('[data-template]'),t=e&&e.dataset.template;if(t){var s=t.split('{query}'),b=document.createElement('strong');b.textContent='"'+v+'"';e.textContent='';e.append(s[0]+' ',b,' '+(s[1]||''))}page(l,0)}
q.addEventListener('input',run)})(document.currentScript.parentElement)`

/**
 * The marketplace as components 6 and before draw it (graphql-hive's envelop site of 2023): an `h2`
 * title, the tags and the search box, then its two lists side by side, each an `h2` and a table
 * (Name, Last Update) a page at a time; a query shows the results' list in their place.
 */
function LegacyMarketplace({
  title,
  placeholder,
  primaryList,
  secondaryList,
  queryList,
  tagsFilter,
  className,
  template
}: MarketplaceSearchProps & { template?: string }): ReactElement {
  const lists = [primaryList, secondaryList].filter((list): list is MarketplaceListProps => list != null)
  return (
    <section className={cx('gs-marketplace', 'gs-marketplace--legacy', className)} data-mk="">
      <div className="gs-guild-container">
        <h2 className="gs-marketplace-legacy-title">{title}</h2>
        <Tags tags={tagsFilter} />
        <SearchBox placeholder={placeholder} />
        <div className="gs-marketplace-lists" data-mk-tabs="">
          {lists.map((list, index) => (
            <PagedList key={index} list={list} legacy />
          ))}
        </div>
        {queryList ? (
          <div className="gs-marketplace-lists" data-mk-results="" hidden>
            <PagedList
              list={queryList}
              shown={false}
              legacy
              placeholder={<QueryPlaceholder template={template} list={queryList} />}
            />
          </div>
        ) : null}
      </div>
      <script dangerouslySetInnerHTML={{ __html: SCRIPT }} />
    </section>
  )
}

/** The results list's text when nothing matches: the site's template with the query filled in by the script. */
function QueryPlaceholder({ template, list }: { template?: string; list: MarketplaceListProps }): ReactElement {
  return <span data-template={template}>{template?.replace('{query}', '') ?? list.placeholder}</span>
}

function Tags({ tags }: { tags?: readonly string[] }): ReactElement | null {
  return tags?.length ? (
    <div className="gs-marketplace-tags" role="group" aria-label="Tags">
      {tags.map(tag => (
        <button key={tag} type="button" className="gs-tag" data-tag={tag} aria-pressed="false">
          {tag}
        </button>
      ))}
    </div>
  ) : null
}

function SearchBox({ placeholder }: { placeholder?: string }): ReactElement {
  return (
    <div className="gs-marketplace-search">
      <input type="search" placeholder={placeholder} aria-label="Search" data-mk-query="" />
      <button type="button" aria-label="Clear input" data-mk-clear="" hidden>
        ×
      </button>
    </div>
  )
}

/** The marketplace: search box, tag filter, tabs of lists and paginated results. */
export function MarketplaceSearch({
  title,
  placeholder,
  primaryList,
  secondaryList,
  queryList,
  tagsFilter,
  colorScheme = 'neutral',
  className
}: MarketplaceSearchProps): ReactElement {
  const lists = [primaryList, secondaryList].filter((list): list is MarketplaceListProps => list?.title != null)
  const template = queryList && typeof queryList.placeholder === 'string' ? queryList.placeholder : undefined
  const major = libraryMajor()
  if (major !== undefined && major <= 6)
    return (
      <LegacyMarketplace
        {...{ title, placeholder, primaryList, secondaryList, queryList, tagsFilter, className, template }}
      />
    )
  // The page's title, an `h1` with its own link as the Guild's `Heading` makes it (components 7–9).
  const id = typeof title === 'string' ? title.replace(/[\s.,]+/g, '-').toLowerCase() : undefined
  return (
    <section className={cx('gs-marketplace', `gs-marketplace--${colorScheme}`, className)} data-mk="">
      <div className="gs-guild-container">
        <h1 className="gs-guild-title" id={id}>
          {id ? (
            <a href={`#${id}`} className="gs-heading-self" tabIndex={-1}>
              {title}
            </a>
          ) : (
            title
          )}
        </h1>
        <Tags tags={tagsFilter} />
        <SearchBox placeholder={placeholder} />
        <div data-mk-tabs="">
          {lists.length > 0 ? (
            <div className="gs-marketplace-tablist" role="tablist">
              {lists.map((list, index) => (
                <button key={index} type="button" role="tab" data-tab={index} aria-selected={index === 0}>
                  {list.title}
                </button>
              ))}
            </div>
          ) : null}
          {lists.map((list, index) => (
            <div key={index} role="tabpanel" data-mk-panel={index} hidden={index > 0}>
              <PagedList list={list} />
            </div>
          ))}
        </div>
        {queryList ? (
          <div data-mk-results="" hidden>
            {queryList.title ? <h3 className="gs-marketplace-list-title">{queryList.title}</h3> : null}
            <PagedList
              list={queryList}
              shown={false}
              placeholder={<QueryPlaceholder template={template} list={queryList} />}
            />
          </div>
        ) : null}
      </div>
      <script dangerouslySetInnerHTML={{ __html: SCRIPT }} />
    </section>
  )
}
