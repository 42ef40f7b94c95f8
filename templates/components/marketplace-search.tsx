// `MarketplaceSearch` of `@theguild/components` (issue 35.4): a search box, a tag filter and paginated
// lists, as the Guild's component behaves — no query: its lists as tabs (those with a title), five entries
// a page unless `pagination` says otherwise; a query: the `queryList` entries whose title matches it
// fuzzily (its characters in order), `#tag` words keeping the entries with every such tag, a tag button
// adding or removing its `#tag`; none: the list's placeholder, `{query}` replaced. Every entry is in
// the static page; a few hundred bytes of inline script after it do the rest (no runtime).
import type { ReactElement, ReactNode } from 'react'
import { cx } from './class-names.js'
import { MarketplaceEntry, type MarketplaceListProps, type MarketplaceSearchProps } from './guild-cards.js'

const text = (node: ReactNode): string => (typeof node === 'string' || typeof node === 'number' ? String(node) : '')

/** One list: every entry, the first page shown, page buttons when there is more than one. */
function PagedList({ list, placeholder }: { list: MarketplaceListProps; placeholder?: ReactNode }): ReactElement {
  const size = list.pagination || 5
  const pages = Math.ceil(list.items.length / size)
  return (
    <div className="gs-marketplace-list" data-mk-list="" data-size={size}>
      <ul className="gs-marketplace-items">
        {list.items.map((item, index) => (
          <li
            key={index}
            data-mk-item=""
            data-title={text(item.title)}
            data-tags={(item.tags ?? []).join(' ')}
            hidden={index >= size}
          >
            <MarketplaceEntry item={item} />
          </li>
        ))}
      </ul>
      <div className="gs-marketplace-empty" data-mk-empty="" hidden={list.items.length > 0}>
        {placeholder ?? list.placeholder}
      </div>
      <nav className="gs-marketplace-pages" aria-label="Pagination" data-mk-pages="">
        {pages > 1
          ? Array.from({ length: pages }, (_, page) => (
              <button key={page} type="button" data-page={page} aria-current={page === 0 ? 'page' : undefined}>
                {page + 1}
              </button>
            ))
          : null}
      </nav>
    </div>
  )
}

const SCRIPT = `(function(r){
var $$=function(s,e){return[].slice.call((e||r).querySelectorAll(s))},q=r.querySelector('[data-mk-query]'),res=r.querySelector('[data-mk-results]'),tabs=r.querySelector('[data-mk-tabs]');
function page(l,n){var all=$$('[data-mk-item]',l).filter(function(i){return!i.dataset.mkOut}),s=+l.dataset.size,c=Math.ceil(all.length/s),nav=l.querySelector('[data-mk-pages]');
$$('[data-mk-item]',l).forEach(function(i){i.hidden=true});all.slice(n*s,n*s+s).forEach(function(i){i.hidden=false});
l.querySelector('[data-mk-empty]').hidden=all.length>0;nav.textContent='';
if(c>1)for(var p=0;p<c;p++){var b=document.createElement('button');b.type='button';b.dataset.page=p;b.textContent=p+1;if(p===n)b.setAttribute('aria-current','page');nav.appendChild(b)}}
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
        {tagsFilter?.length ? (
          <div className="gs-marketplace-tags" role="group" aria-label="Tags">
            {tagsFilter.map(tag => (
              <button key={tag} type="button" className="gs-tag" data-tag={tag} aria-pressed="false">
                {tag}
              </button>
            ))}
          </div>
        ) : null}
        <div className="gs-marketplace-search">
          <input type="search" placeholder={placeholder} aria-label="Search" data-mk-query="" />
          <button type="button" aria-label="Clear input" data-mk-clear="" hidden>
            ×
          </button>
        </div>
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
              placeholder={
                <span data-template={template}>{template?.replace('{query}', '') ?? queryList.placeholder}</span>
              }
            />
          </div>
        ) : null}
      </div>
      <script dangerouslySetInnerHTML={{ __html: SCRIPT }} />
    </section>
  )
}
