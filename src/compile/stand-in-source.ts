import { PACKAGE_FALLBACKS } from './package-fallbacks.js'

// The source of the modules that stand in for an absent import (`absent-modules.ts` resolves them):
// a tolerant component per name, or a package's working fallbacks (`package-fallbacks.ts`) and
// placeholders for the rest. Kept as source: it runs in the bundled page, and the islands' browser
// build uses the same, so that an island renders the same placeholder as the server did.

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/

/**
 * Names a stand-in does not answer with a member stand-in: what React reads of a component type or
 * element, and what promise, module and JSON handling look for (each reads as absent).
 */
const REACT_NAMES = [
  '$$typeof',
  '_context',
  '_payload',
  '_init',
  'type',
  'render',
  'compare',
  'defaultProps',
  'contextType',
  'contextTypes',
  'childContextTypes',
  'getDerivedStateFromProps',
  'getDerivedStateFromError',
  'getDefaultProps',
  'propTypes',
  'isReactComponent',
  'then',
  '__esModule',
  'toJSON',
  'default',
  'constructor',
  'asymmetricMatch',
  'nodeType',
  'key',
  'ref',
  'props',
  '_owner',
  '_store',
  '_self',
  '_source',
  '_debugInfo',
  '_debugStack',
  '_debugTask'
]

/**
 * The stand-in of a page's absent name (kept as source: it runs in the bundled page). A function
 * component rendering the placeholder; its members, its `new` and what a call of it returns are
 * tolerant too: a member is a stand-in named by the chain, a call result is the placeholder element
 * whose own members are stand-ins (a call with a component, a higher-order one, gives a stand-in
 * component instead), and both iterate as empty and read as '' in a string.
 */
const STAND_IN_PAGE_SOURCE = `
const __gsUses = Symbol.for('guildsite.standInUses')
// (Where the build renders a page, it notes the stand-ins the page's code used: a failure after one
// is the absent import's, not the site's: \`app-router/absent-page.ts\`. Nothing in the browser.)
function __gsUsed(name) {
  const uses = globalThis[__gsUses]
  if (uses) uses.last = name
}
function __gsTolerant(target, name, members, text = '', items = function* () {}) {
  return new Proxy(target, {
    get(target, key, receiver) {
      if (key === Symbol.toPrimitive) return () => text
      if (key === Symbol.iterator) {
        __gsUsed(name)
        return items
      }
      // (A function's own \`name\` and \`length\` are members like any other: \`errors.name\` is no
      // function name, which the browser's minified build would render differently: React #418.)
      // (\`JSON.stringify\` reads \`toJSON\`, which reads as absent: a stand-in stringified is used, and a
      // failure after it is the absent import's — chainfile's \`Response.json(schema)\`: "Value is not JSON serializable".)
      if (key === 'toJSON') __gsUsed(name)
      const own = key in target && !(typeof target === 'function' && (key === 'name' || key === 'length'))
      if (typeof key === 'symbol' || own || __gsOwnNames.has(key)) return Reflect.get(target, key, receiver)
      // (A function's \`name\` reads "StandIn <x>" in a string, as the errors a use of it raises show it:
      // "Received function StandIn <x>", which the build names; as a child it still renders nothing.)
      __gsUsed(name + '.' + key)
      if (!members.has(key))
        members.set(key, __gsMissing(name + '.' + key, key === 'name' && typeof target === 'function' ? 'StandIn <' + name + '>' : ''))
      return members.get(key)
    },
    // (Its keys read as data — \`Object.keys(Convert.toSSHInfo(json))\` of an absent generated module,
    // then \`info[name].paths.map(…)\` — are a use: a failure after it is the absent import's.)
    ownKeys(target) {
      __gsUsed(name)
      return Reflect.ownKeys(target)
    }
  })
}
const __gsTags = /^(a|abbr|article|aside|b|blockquote|button|code|dd|details|div|dl|dt|em|fieldset|figcaption|figure|footer|form|h[1-6]|header|hr|i|img|input|label|legend|li|main|nav|ol|option|p|pre|section|select|small|span|strong|summary|sup|svg|table|tbody|td|textarea|th|thead|tr|ul|video)$/
function __gsStyledTag(tag, name) {
  function Styled(props) {
    // (React calls a component with two arguments; a call of one is the site's code styling it further,
    // MUI's \`styled('section', options)(styles)\`: the same component.)
    if (arguments.length < 2) return tolerant
    const { as, css, variant, size, ...rest } = props ?? {}
    return __gsCreateElement(typeof as === 'string' || typeof as === 'function' ? as : tag, rest)
  }
  Object.defineProperty(Styled, 'displayName', { value: 'Styled(' + tag + ')' })
  const tolerant = __gsTolerant(Styled, name, new Map())
  return tolerant
}
function __gsStyled(type) {
  function Styled(props) {
    const own = {}
    for (const key in props)
      if (!['as', 'theme', 'sx', 'css', 'tw'].includes(key) && key[0] !== '$') own[key] = props[key]
    return __gsCreateElement(props.as || type, own)
  }
  Styled.displayName = 'Styled(' + (typeof type === 'string' ? type : type.displayName || type.name || 'Component') + ')'
  return Styled
}
// What an absent package's hook returns (\`useInView(options)\`, \`Lib.useX()\`): one value per hook,
// the same at every call, so that a dependency array holding it stays equal and no effect runs again.
// It is the placeholder element with stand-in members, as any call's result, but as an array its
// first items are stand-ins too, where other stand-ins iterate as empty: a tuple hook destructures
// to what can be called, \`const [ref, inView] = useInView()\` gives a ref callback the browser calls
// without throwing. (Four: the longest tuples hooks return; a spread gets no more than those.)
const __gsHookNames = /(?:^|\\.)use[A-Z0-9_][\\w$]*$/
// (A package named for its hook — react-use-measure, use-debounce — gives it as its default export:
// \`const [ref, bounds] = useMeasure()\`.)
const __gsHookPackage = /^(?:@[\\w-]+\\/)?(?:[\\w-]*-)?use(?:-[\\w-]*)?$/
const __gsHookResults = new Map()
function __gsHookResult(name, Missing) {
  let result = __gsHookResults.get(name)
  if (result) return result
  const label = name + '()'
  const items = []
  result = __gsTolerant(Missing({}), label, new Map(), '', function* () {
    for (let i = 0; i < 4; i++) yield items[i] || (items[i] = __gsMissing(label + '[' + i + ']'))
  })
  __gsHookResults.set(name, result)
  return result
}
function __gsMissing(name, text = '', styles) {
  const Missing = __gsMissingComponent(name)
  function StandIn(props) {
    __gsUsed(name)
    if (__gsHookNames.test(name) || __gsHookPackage.test(name)) return __gsHookResult(name, Missing)
    // An absent styling package's styled (styled-components, emotion, twin.macro, MUI): what it
    // styles renders, with its props and children, unstyled: a tagged template on styled.div or on
    // styled(Link), and styled(Drawer, options)(theme => styles) or styled('nav')(styles).
    const template = Array.isArray(props) && Array.isArray(props.raw)
    const tag = /(?:^|[./])styled(?:-components)?\\.([a-z][a-z0-9]*)$/.exec(name)
    if (tag && template) return __gsStyled(tag[1])
    // Stitches' \`styled('button', styles)\` (a second argument: its styles) is the element's component at once.
    if (typeof props === 'string' && arguments.length > 1 && __gsTags.test(props)) return __gsStyledTag(props, name + '()')
    const componentArg =
      typeof props === 'function' ||
      typeof props === 'string' ||
      (props !== null && typeof props === 'object' && __gsComponentTypes.includes(props.$$typeof))
    if (/(?:^|[./])styled(?:-components)?$/.test(name) && componentArg) return __gsMissing(name + '()', '', props)
    if (styles !== undefined && props !== null && (template || typeof props === 'function' || typeof props === 'object'))
      return __gsStyled(styles)
    // A higher-order call (\`motion(Image)\`, \`styled(Link)\`, react-singleton-hook's
    // \`singletonHook(initial, useData)\`: a function given anywhere) gives a function: another stand-in,
    // which a page calls as a component or a hook. (Not an array method's callback:
    // \`globby(x).map(line => …)\` gets the placeholder element.)
    const component =
      (typeof props === 'function' ||
        (props !== null && typeof props === 'object' && __gsComponentTypes.includes(props.$$typeof)) ||
        Array.prototype.some.call(arguments, argument => typeof argument === 'function')) &&
      !/\\.(map|flatMap|filter|forEach|reduce|find|some|every|sort)$/.test(name)
    if (component) return __gsMissing(name + '()')
    // A CSS-in-JS factory of an absent package (Stitches' \`styled('button', styles)\`, \`styled.div\\\`…\\\`\`)
    // gives a component of that HTML element: the element with its props and children, unstyled.
    const element =
      typeof props === 'string' ? props : template ? /\\.([a-z][a-z0-9]*)$/.exec(name)?.[1] : undefined
    if (element && __gsTags.test(element)) return __gsStyledTag(element, name + '()')
    return __gsTolerant(Missing(props && typeof props === 'object' ? props : {}), name + '()', new Map())
  }
  Object.defineProperty(StandIn, 'displayName', { value: Missing.displayName })
  // (Named in the errors a use of it raises, "Received function StandIn <x().y>": the build names it too.)
  Object.defineProperty(StandIn, 'name', { value: 'StandIn <' + name + '>' })
  // (Marks it as a stand-in for what can do better than render it: next/dynamic shows its \`loading\`.)
  Object.defineProperty(StandIn, Symbol.for('guildsite.standIn'), { value: name })
  const members = new Map()
  const proxy = __gsTolerant(StandIn, name, members, text)
  return new Proxy(proxy, { construct() { return __gsMissing(name) } })
}`

export const standInHeader = (provider: string): string =>
  [
    `import { MissingComponent as __gsMissingComponent } from ${JSON.stringify(provider)}`,
    `import { createElement as __gsCreateElement } from 'react'`,
    `const __gsOwnNames = new Set(${JSON.stringify(REACT_NAMES)})`,
    // (Component types that are objects: forwardRef, memo and lazy — framer-motion's \`motion.div\`.)
    `const __gsComponentTypes = ['react.forward_ref', 'react.memo', 'react.lazy'].map(name => Symbol.for(name))`,
    STAND_IN_PAGE_SOURCE
  ].join('\n')

/**
 * `export const <name> = <value>` under a private local name: an imported name may be a global the
 * stand-in's own code uses (lucide's `Map` icon beside the header's `new Map()`), which a module-level
 * `const Map` would shadow.
 */
const exported = (name: string, value: string) =>
  `const __gsName_${name} = ${value}; export { __gsName_${name} as ${name} }`

export const placeholders = (names: Iterable<string>) =>
  [...names]
    .filter(name => name !== 'default' && IDENTIFIER.test(name))
    .map(name => exported(name, `__gsMissing(${JSON.stringify(name)})`))

/**
 * Icon packages: every name they export is an icon component (react-icons' `FiGithub`, Radix's
 * `GitHubLogoIcon`, lucide's `ArrowRight`), drawn as an empty icon box when the package is absent.
 */
export const ICON_PACKAGE =
  /^(?:react-icons(?:\/[\w-]+)?|@radix-ui\/react-icons|lucide-react|@heroicons\/react\/[\w/-]+|@tabler\/icons-react|react-feather|@phosphor-icons\/react)$/

/** What a stand-in module imports to reach its own namespace object (the loaders resolve it to the module itself). */
export const STAND_IN_SELF = 'guildsite:stand-in-self'

/**
 * A namespace import of an absent module whose namespace goes on as a value — react-zen's
 * `import * as Lucide from 'lucide-react'` handed to MDX as `{ ...components, Lucide }`, then
 * `<Lucide.CircleAlert />` in a page; `Icons[name]` — asks for members its importer does not name: the
 * module's own namespace object answers any other name through its prototype (`member`, of `key`), the
 * names React and module interop look up (`then`, `default`, `$$typeof`…) reading as absent.
 */
const anyMember = (member: string) => [
  `import * as __gsSelf from ${JSON.stringify(STAND_IN_SELF)}`,
  `const __gsAnyMembers = new Map()`,
  `Object.setPrototypeOf(__gsSelf, new Proxy({}, { get(target, key) {`,
  `  if (typeof key === 'symbol' || __gsOwnNames.has(key)) return undefined`,
  `  if (!__gsAnyMembers.has(key)) __gsAnyMembers.set(key, ${member})`,
  `  return __gsAnyMembers.get(key)`,
  `} }))`
]

/**
 * The stand-in module of an absent import for one importer: a default export and each name it
 * imports, placeholders that render `MissingComponent` (imported from `provider`). The islands'
 * browser build uses the same, so that an island renders the same placeholder as the server did.
 */
export function absentModuleSource(provider: string, specifier: string, names: Iterable<string>): string {
  const wanted = [...names]
  if (ICON_PACKAGE.test(specifier))
    return [
      standInHeader(provider),
      `import { AbsentIcon as __gsAbsentIcon } from ${JSON.stringify(provider)}`,
      `export default __gsMissing(${JSON.stringify(specifier)})`,
      ...wanted
        .filter(name => name !== 'default' && IDENTIFIER.test(name))
        .map(name => exported(name, `__gsAbsentIcon(${JSON.stringify(name)})`)),
      ...(wanted.includes('*') ? anyMember('__gsAbsentIcon(key)') : [])
    ].join('\n')
  const fallback = PACKAGE_FALLBACKS[specifier]
  if (!fallback)
    return [
      standInHeader(provider),
      `export default __gsMissing(${JSON.stringify(specifier)})`,
      ...placeholders(names),
      ...(wanted.includes('*') ? anyMember('__gsMissing(key)') : [])
    ].join('\n')
  // (A package with working stand-ins for some of its names: those, and placeholders for the rest.)
  const given = wanted.filter(name => name !== 'default' && fallback.names.includes(name))
  return [
    standInHeader(provider),
    fallback.source,
    fallback.names.includes('default') ? `export default __gsFallback.default` : `export default __gsFallback`,
    ...given.map(name => exported(name, `__gsFallback.${name}`)),
    ...placeholders(wanted.filter(name => !given.includes(name)))
  ].join('\n')
}
