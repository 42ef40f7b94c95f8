// `rss` (node-rss), as a site's feed route handler or build script calls it: `new RSS(feedOptions)`, one
// `feed.item({ title, description, url, date, … })` per post, then `feed.xml({ indent: true })` as the
// body of `app/feed.xml/route.ts` (Hive's product updates feed) or a file the script writes. A placeholder
// there gives an empty body, and no feed is written.
//
// This is rss 1.2's output for its options, learnt from its code and that of the `xml` package it writes
// with, written anew: the channel (title and description as CDATA, link, image, generator, lastBuildDate —
// the time of the build, as rss writes it — atom:link self and hub, author, pubDate, copyright, language,
// managingEditor, webMaster, docs, ttl, categories, custom elements) and each item (title, description,
// link, guid with isPermaLink, categories, dc:creator, pubDate, geo:lat/long, enclosure with its given
// type and size, custom elements), the namespaces, and `xml`'s indentation (`true`: four spaces).
// An enclosure's type is not guessed from its file name, nor its size read from disk, as rss does with
// mime-types and fs.

/** JavaScript defining `const __gsFallback = { default: RSS }` (see `PackageFallback`). */
export const RSS_FALLBACK = `
const __gsXmlEscape = value => (typeof value === 'string' ? value.replace(/[&"<>']/g, c => ({ '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;', "'": '&apos;' })[c]) : value)
function __gsXmlResolve(data, indent, depth) {
  const indents = new Array(depth || 0).join(indent || '')
  const name = Object.keys(data)[0]
  const values = data[name]
  const attributes = []
  const content = []
  const attributesOf = object => { for (const key of Object.keys(object)) attributes.push(key + '="' + __gsXmlEscape(object[key]) + '"') }
  if (typeof values === 'object' && values !== null) {
    if (values._attr) attributesOf(values._attr)
    if (values._cdata) content.push(('<![CDATA[' + values._cdata).replace(/\\]\\]>/g, ']]]]><![CDATA[>') + ']]>')
    if (Array.isArray(values)) {
      let text = false
      content.push('')
      for (const value of values) {
        if (typeof value === 'object' && value !== null) {
          if (Object.keys(value)[0] === '_attr') attributesOf(value._attr)
          else content.push(__gsXmlResolve(value, indent, depth + 1))
        } else {
          content.pop()
          text = true
          content.push(__gsXmlEscape(value))
        }
      }
      if (!text) content.push('')
    }
  } else if (typeof values !== 'object') content.push(__gsXmlEscape(values))
  return { name, attributes, content, indents, indent }
}
function __gsXmlFormat(element, last) {
  if (typeof element !== 'object') return String(element)
  const length = element.content.length
  let out = element.indents + '<' + element.name + (element.attributes.length ? ' ' + element.attributes.join(' ') : '') +
    (length ? '>' : '/>') + (element.indent && length > 1 ? '\\n' : '')
  if (!length) return out + (element.indent ? '\\n' : '')
  for (const value of element.content) out += __gsXmlFormat(value, false)
  return out + (length > 1 ? element.indents : '') + '</' + element.name + '>' + (element.indent && !last ? '\\n' : '')
}
function __gsXml(input, options) {
  const given = typeof options === 'object' && options !== null ? options.indent : options
  const indent = !given ? '' : given === true ? '    ' : given
  return __gsXmlFormat(__gsXmlResolve(input, indent, indent ? 1 : 0), true)
}
function __gsRssDocument(feed) {
  const channel = []
  const push = (when, entry) => { if (when) channel.push(entry) }
  channel.push({ title: { _cdata: feed.title } })
  channel.push({ description: { _cdata: feed.description || feed.title } })
  channel.push({ link: feed.site_url || 'http://github.com/dylang/node-rss' })
  if (feed.image_url) channel.push({ image: [{ url: feed.image_url }, { title: feed.title }, { link: feed.site_url }] })
  channel.push({ generator: feed.generator })
  channel.push({ lastBuildDate: new Date().toUTCString() })
  push(feed.feed_url, { 'atom:link': { _attr: { href: feed.feed_url, rel: 'self', type: 'application/rss+xml' } } })
  push(feed.author, { author: { _cdata: feed.author } })
  push(feed.pubDate, { pubDate: new Date(feed.pubDate).toUTCString() })
  push(feed.copyright, { copyright: { _cdata: feed.copyright } })
  push(feed.language, { language: { _cdata: feed.language } })
  push(feed.managingEditor, { managingEditor: { _cdata: feed.managingEditor } })
  push(feed.webMaster, { webMaster: { _cdata: feed.webMaster } })
  push(feed.docs, { docs: feed.docs })
  push(feed.ttl, { ttl: feed.ttl })
  push(feed.hub, { 'atom:link': { _attr: { href: feed.hub, rel: 'hub' } } })
  for (const category of feed.categories || []) push(category, { category: { _cdata: category } })
  if (feed.custom_elements) for (const element of feed.custom_elements) push(element, element)
  let geo = feed.geoRSS
  for (const item of feed.items) {
    const values = [{ title: { _cdata: item.title } }]
    const add = (when, entry) => { if (when) values.push(entry) }
    add(item.description, { description: { _cdata: item.description } })
    add(item.url, { link: item.url })
    add(item.link || item.guid || item.title, { guid: [{ _attr: { isPermaLink: !item.guid && !!item.url } }, item.guid || item.url || item.title] })
    for (const category of item.categories) add(category, { category: { _cdata: category } })
    add(item.author || feed.author, { 'dc:creator': { _cdata: item.author || feed.author } })
    add(item.date, { pubDate: new Date(item.date).toUTCString() })
    geo = geo || (item.lat && item.long)
    add(item.lat, { 'geo:lat': item.lat })
    add(item.long, { 'geo:long': item.long })
    if (item.enclosure && item.enclosure.url)
      values.push({ enclosure: { _attr: { url: item.enclosure.url, length: item.enclosure.size || 0, type: item.enclosure.type || 'application/octet-stream' } } })
    for (const element of item.custom_elements) add(element, element)
    channel.push({ item: values })
  }
  const namespaces = { 'xmlns:dc': 'http://purl.org/dc/elements/1.1/', 'xmlns:content': 'http://purl.org/rss/1.0/modules/content/', 'xmlns:atom': 'http://www.w3.org/2005/Atom', version: '2.0' }
  for (const name of Object.keys(feed.custom_namespaces)) namespaces['xmlns:' + name] = feed.custom_namespaces[name]
  if (geo) namespaces['xmlns:geo'] = 'http://www.w3.org/2003/01/geo/wgs84_pos#'
  return { rss: [{ _attr: namespaces }, { channel }] }
}
function RSS(options, items) {
  const o = options || {}
  Object.assign(this, {
    title: o.title || 'Untitled RSS Feed', description: o.description || '', generator: o.generator || 'RSS for Node',
    feed_url: o.feed_url, site_url: o.site_url, image_url: o.image_url, author: o.author, categories: o.categories,
    pubDate: o.pubDate, hub: o.hub, docs: o.docs, copyright: o.copyright, language: o.language,
    managingEditor: o.managingEditor, webMaster: o.webMaster, ttl: o.ttl, geoRSS: o.geoRSS || false,
    custom_namespaces: o.custom_namespaces || {}, custom_elements: o.custom_elements || [], items: items || []
  })
  this.item = function (given) {
    const i = given || {}
    this.items.push({
      title: i.title || 'No title', description: i.description || '', url: i.url, guid: i.guid, categories: i.categories || [],
      author: i.author, date: i.date, lat: i.lat, long: i.long, enclosure: i.enclosure || false, custom_elements: i.custom_elements || []
    })
    return this
  }
  this.xml = function (indent) {
    return '<?xml version="1.0" encoding="UTF-8"?>' + __gsXml(__gsRssDocument(this), indent)
  }
}
const __gsFallback = { default: RSS }`
