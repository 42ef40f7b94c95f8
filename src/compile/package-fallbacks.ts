/**
 * Small stand-ins that work, for functions Guild websites call from packages a website folder without
 * `node_modules` lacks, where a placeholder would break what a visitor reads: `date-fns`' `format`
 * writes every blog post's date (and sorts the blog by it). Each is the package's behaviour for what
 * the sites use (but `format` of an invalid date is empty, as a stand-in reads, where date-fns throws);
 * a name not here stays a placeholder (`absent-modules.ts`).
 */
export interface PackageFallback {
  /** The names the source defines (each `export const`-able from `__gsFallback`). */
  names: string[]
  /** JavaScript defining `const __gsFallback = { … }`. */
  source: string
}

const DATE_FNS = `
const __gsMonths = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
const __gsDays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
const __gsPad = (n, width) => String(n).padStart(width, '0')
const __gsOrdinal = n => n + (n % 100 >= 11 && n % 100 <= 13 ? 'th' : ['th', 'st', 'nd', 'rd'][n % 10] || 'th')
const __gsToDate = value => (value instanceof Date ? new Date(value.getTime()) : new Date(value))
function __gsToken(date, token) {
  const letter = token[0]
  const n = token.length
  switch (letter) {
    case 'y': { const y = date.getFullYear(); return n === 2 ? __gsPad(y % 100, 2) : __gsPad(y, n) }
    case 'M': case 'L': {
      const m = date.getMonth()
      return n === 1 ? String(m + 1) : n === 2 ? __gsPad(m + 1, 2) : n === 3 ? __gsMonths[m].slice(0, 3) : n === 4 ? __gsMonths[m] : __gsMonths[m][0]
    }
    case 'd': return n === 1 ? String(date.getDate()) : __gsPad(date.getDate(), 2)
    case 'E': case 'e': case 'c': {
      const d = __gsDays[date.getDay()]
      return n <= 3 ? d.slice(0, 3) : n === 4 ? d : d[0]
    }
    case 'H': return __gsPad(date.getHours(), n)
    case 'h': return __gsPad(date.getHours() % 12 || 12, n)
    case 'm': return __gsPad(date.getMinutes(), n)
    case 's': return __gsPad(date.getSeconds(), n)
    case 'a': return date.getHours() < 12 ? 'AM' : 'PM'
    default: return token
  }
}
const __gsFallback = {
  format(value, pattern) {
    const date = __gsToDate(value)
    // (date-fns throws here; an invalid date at build time is mostly data the build could not fetch,
    // which a stand-in reads as '': the page is written with the rest of its text.)
    if (Number.isNaN(date.getTime())) return ''
    return String(pattern).replace(/'([^']*)'|do|([yMLdEechHmsa])\\2*/g, (token, quoted) =>
      quoted !== undefined ? (quoted === '' ? "'" : quoted) : token === 'do' ? __gsOrdinal(date.getDate()) : __gsToken(date, token)
    )
  },
  parseISO: value => new Date(value),
  isValid: value => (value instanceof Date || typeof value === 'number') && !Number.isNaN(new Date(value).getTime()),
  compareAsc: (a, b) => Math.sign(__gsToDate(a).getTime() - __gsToDate(b).getTime()),
  compareDesc: (a, b) => Math.sign(__gsToDate(b).getTime() - __gsToDate(a).getTime()),
  toDate: __gsToDate
}`

// framer-motion (Nextra's own home page: \`motion.div\`): each motion element is its plain element in
// its final state, the animation props dropped; the containers render their children.
const FRAMER_MOTION = `
import { createElement as __gsCreate, Fragment as __gsFragment, forwardRef as __gsForwardRef } from 'react'
const __gsMotionProps = new Set(['initial', 'animate', 'exit', 'transition', 'variants', 'whileHover', 'whileTap',
  'whileFocus', 'whileDrag', 'whileInView', 'viewport', 'layout', 'layoutId', 'layoutScroll', 'drag', 'dragConstraints',
  'dragElastic', 'dragMomentum', 'custom', 'inherit', 'onAnimationStart', 'onAnimationComplete', 'onUpdate',
  'onViewportEnter', 'onViewportLeave', 'onHoverStart', 'onHoverEnd', 'onTap', 'onTapStart', 'onPan'])
const __gsMotionOf = new Map()
function __gsMotion(type) {
  if (!__gsMotionOf.has(type)) {
    const Motion = __gsForwardRef(function Motion(props, ref) {
      const own = {}
      for (const key in props) if (!__gsMotionProps.has(key)) own[key] = props[key]
      return __gsCreate(type, { ...own, ref })
    })
    Motion.displayName = 'motion.' + (typeof type === 'string' ? type : type.displayName || type.name || 'custom')
    __gsMotionOf.set(type, Motion)
  }
  return __gsMotionOf.get(type)
}
const __gsMotionProxy = new Proxy(__gsMotion, {
  get: (target, key) => (key === 'create' ? __gsMotion : typeof key === 'string' ? __gsMotion(key) : target[key])
})
const __gsChildren = ({ children }) => __gsCreate(__gsFragment, null, children)
const __gsFallback = {
  motion: __gsMotionProxy,
  m: __gsMotionProxy,
  AnimatePresence: __gsChildren,
  LazyMotion: __gsChildren,
  MotionConfig: __gsChildren
}`

export const PACKAGE_FALLBACKS: Record<string, PackageFallback> = {
  'date-fns': { names: ['format', 'parseISO', 'isValid', 'compareAsc', 'compareDesc', 'toDate'], source: DATE_FNS },
  'framer-motion': { names: ['motion', 'm', 'AnimatePresence', 'LazyMotion', 'MotionConfig'], source: FRAMER_MOTION },
  'motion/react': { names: ['motion', 'm', 'AnimatePresence', 'LazyMotion', 'MotionConfig'], source: FRAMER_MOTION }
}
