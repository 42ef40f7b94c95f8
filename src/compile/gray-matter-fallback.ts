// gray-matter, as a site's own build-time code calls it to list its posts: a listing page's
// `getStaticProps` reads each post file and takes its title, description and date from
// `matter(source).data` (Hive's /product-updates through 2024; the Guild's blogs). A placeholder there
// returns no data, so the listing is written empty with nothing but an import warning to say why.
//
// This is gray-matter 4's behaviour for what sites use: `matter(input, options)` (a string, Buffer or
// `{ content }`; `---` delimiters or `options.delimiters`; a language after the opening delimiter;
// `yaml` by default, `json`, `javascript` and engines the site passes; `excerpt`), `matter.read`,
// `matter.test`, `matter.language`, `matter.stringify`. YAML is read as js-yaml's safe schema reads it:
// a plain timestamp is a `Date` (sites call `data.date.toISOString()`), `<<` merges. The result is not
// cached between calls as gray-matter's is (an object per call: the same data).

/** JavaScript defining `const __gsFallback = { default: matter }` (see `PackageFallback`). */
export const GRAY_MATTER = `
import { parse as __gsYamlParse, stringify as __gsYamlStringify } from 'yaml'
const __gsDefine = (object, key, value) => Object.defineProperty(object, key, { enumerable: false, configurable: true, writable: true, value })
const __gsIsBuffer = value => typeof Buffer !== 'undefined' && Buffer.isBuffer(value)
function __gsText(input) {
  if (__gsIsBuffer(input) || input instanceof Uint8Array) input = new TextDecoder().decode(input)
  if (typeof input !== 'string') throw new TypeError('expected input to be a string or buffer')
  return input.charCodeAt(0) === 0xfeff ? input.slice(1) : input
}
const __gsEngines = {
  yaml: {
    parse: text => __gsYamlParse(text, { customTags: ['timestamp'], merge: true }),
    stringify: data => __gsYamlStringify(data)
  },
  json: { parse: text => JSON.parse(text), stringify: (data, o) => JSON.stringify(data, (o && o.replacer) || null, (o && o.space) ?? 2) },
  javascript: { parse: text => Function('"use strict"; return (' + text.trim() + ')')() || {} }
}
function __gsOptions(options) {
  const o = Object.assign({}, options)
  const given = o.delims || o.delimiters || '---'
  o.delimiters = Array.isArray(given) ? [...given] : [given]
  if (o.delimiters.length === 1) o.delimiters.push(o.delimiters[0])
  o.language = String(o.language || o.lang || 'yaml').toLowerCase()
  o.engines = Object.assign({}, __gsEngines, o.parsers, o.engines)
  return o
}
function __gsEngine(name, o) {
  const aliases = { yml: 'yaml', js: 'javascript' }
  const engine = o.engines[name] || o.engines[aliases[name]]
  if (!engine) throw new Error('gray-matter engine "' + name + '" is not registered')
  return typeof engine === 'function' ? { parse: engine } : engine
}
function __gsExcerpt(file, o) {
  if (file.data == null) file.data = {}
  if (typeof o.excerpt === 'function') return o.excerpt(file, o)
  const separator = file.data.excerpt_separator || o.excerpt_separator
  if (separator == null && (o.excerpt === false || o.excerpt == null)) return file
  const delimiter = typeof o.excerpt === 'string' ? o.excerpt : separator || o.delimiters[0]
  const at = file.content.indexOf(delimiter)
  if (at !== -1) file.excerpt = file.content.slice(0, at)
  return file
}
function __gsLanguage(text, options) {
  const open = __gsOptions(options).delimiters[0]
  if (text.startsWith(open)) text = text.slice(open.length)
  const raw = text.slice(0, text.search(/\\r?\\n/))
  return { raw, name: raw ? raw.trim() : '' }
}
function __gsStringify(file, data, options) {
  if (data == null && options == null) {
    if (typeof file === 'string') return file
    data = file.data
    options = {}
  }
  const o = __gsOptions(options)
  if (data == null) {
    if (!o.data) return file
    data = o.data
  }
  const engine = __gsEngine(file.language || o.language, o)
  if (typeof engine.stringify !== 'function') throw new TypeError('expected "' + (file.language || o.language) + '.stringify" to be a function')
  const line = text => (text.slice(-1) !== '\\n' ? text + '\\n' : text)
  const block = engine.stringify(Object.assign({}, file.data, data), options).trim()
  let out = block === '{}' ? '' : line(o.delimiters[0]) + line(block) + line(o.delimiters[1])
  if (typeof file.excerpt === 'string' && file.excerpt !== '' && file.content.indexOf(file.excerpt.trim()) === -1)
    out += line(file.excerpt) + line(o.delimiters[1])
  return out + line(file.content)
}
function __gsFile(input) {
  const file = input !== null && typeof input === 'object' && !__gsIsBuffer(input) && !(input instanceof Uint8Array) ? input : { content: input }
  if (file.data === null || typeof file.data !== 'object' || Array.isArray(file.data)) file.data = {}
  if (file.contents != null && file.content == null) file.content = file.contents
  __gsDefine(file, 'orig', typeof file.content === 'string' && typeof Buffer !== 'undefined' ? Buffer.from(file.content) : file.content)
  __gsDefine(file, 'language', file.language || '')
  __gsDefine(file, 'matter', file.matter || '')
  __gsDefine(file, 'stringify', (data, options) => {
    if (options && options.language) file.language = options.language
    return __gsStringify(file, data, options)
  })
  file.content = __gsText(file.content)
  file.isEmpty = false
  file.excerpt = ''
  return file
}
function matter(input, options) {
  if (input === '') return { data: {}, content: input, excerpt: '', orig: input }
  const file = __gsFile(input)
  const o = __gsOptions(options)
  const open = o.delimiters[0]
  const close = '\\n' + o.delimiters[1]
  let text = file.content
  if (o.language) file.language = o.language
  if (!text.startsWith(open)) return __gsExcerpt(file, o)
  // (\`----\` opens no front matter.)
  if (text.charAt(open.length) === open.slice(-1)) return file
  text = text.slice(open.length)
  const length = text.length
  const language = __gsLanguage(text, o)
  if (language.name) {
    file.language = language.name
    text = text.slice(language.raw.length)
  }
  let closeAt = text.indexOf(close)
  if (closeAt === -1) closeAt = length
  file.matter = text.slice(0, closeAt)
  if (file.matter.replace(/^\\s*#[^\\n]+/gm, '').trim() === '') {
    file.isEmpty = true
    file.empty = file.content
    file.data = {}
  } else {
    const engine = __gsEngine(file.language, o)
    if (typeof engine.parse !== 'function') throw new TypeError('expected "' + file.language + '.parse" to be a function')
    file.data = engine.parse(file.matter, o)
  }
  if (closeAt === length) file.content = ''
  else {
    file.content = text.slice(closeAt + close.length)
    if (file.content[0] === '\\r') file.content = file.content.slice(1)
    if (file.content[0] === '\\n') file.content = file.content.slice(1)
  }
  return __gsExcerpt(file, o)
}
matter.engines = __gsEngines
matter.cache = {}
matter.clearCache = () => { matter.cache = {} }
matter.test = (text, options) => String(text).startsWith(__gsOptions(options).delimiters[0])
matter.language = __gsLanguage
matter.stringify = (file, data, options) => __gsStringify(typeof file === 'string' ? matter(file, options) : file, data, options)
matter.read = (path, options) => {
  const fs = typeof process !== 'undefined' && process.getBuiltinModule ? process.getBuiltinModule('node:fs') : undefined
  if (!fs) throw new Error('gray-matter read(' + JSON.stringify(String(path)) + ') reads files only at build time')
  const file = matter(fs.readFileSync(path, 'utf8'), options)
  file.path = path
  return file
}
const __gsFallback = { default: matter }`
