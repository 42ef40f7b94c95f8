// Working stand-ins for the UI packages the Guild's own website draws its home page and blog with
// (`formik` and `yup` for the contact form, `framer-motion` for the hero, `react-avatar` for the
// authors). A placeholder there is a visible "Missing component" box, or, in an island, HTML the
// browser renders differently from the server (React #418). Each renders the same on both sides: the
// islands' browser build uses the same source (`stand-in-source.ts`).
import { MANTINE_FALLBACKS } from './mantine-fallbacks.js'
import { RADIX_FALLBACKS } from './radix-fallbacks.js'

/** `useFormik`: the form's values and touched fields as state, no errors (the schema is not run), `onSubmit` on submit. */
const FORMIK = `
import { useState as __gsUseState } from 'react'
const __gsFallback = {
  useFormik(config = {}) {
    const initial = config.initialValues || {}
    const [values, setValues] = __gsUseState(() => ({ ...initial }))
    const [touched, setTouched] = __gsUseState({})
    const [isSubmitting, setSubmitting] = __gsUseState(false)
    const field = (event, apply) => { const target = event && event.target; if (target && target.name) apply(target) }
    const handleChange = event => field(event, t => setValues(v => ({ ...v, [t.name]: t.type === 'checkbox' ? t.checked : t.value })))
    const handleBlur = event => field(event, t => setTouched(v => ({ ...v, [t.name]: true })))
    const helpers = {
      setSubmitting,
      setValues,
      setFieldValue: (name, value) => setValues(v => ({ ...v, [name]: value })),
      resetForm: () => { setValues({ ...initial }); setTouched({}) }
    }
    const submitForm = async () => {
      setSubmitting(true)
      try { await (config.onSubmit && config.onSubmit(values, helpers)) } finally { setSubmitting(false) }
    }
    const handleSubmit = event => { if (event && event.preventDefault) event.preventDefault(); void submitForm() }
    const getFieldProps = name => ({ name, value: values[name] ?? '', onChange: handleChange, onBlur: handleBlur })
    return { values, errors: {}, touched, isSubmitting, isValid: true, dirty: false, handleChange, handleBlur, handleSubmit, submitForm, getFieldProps, ...helpers }
  }
}`

/** `yup`'s schema builders: chainable, and every value passes. */
const YUP = `
function __gsSchema() {
  return new Proxy(function schema() {}, {
    get(target, key) {
      if (typeof key === 'symbol' || key === 'then') return undefined
      if (key === 'validate') return async value => value
      if (key === 'validateSync' || key === 'cast') return value => value
      if (key === 'isValid') return async () => true
      if (key === 'isValidSync') return () => true
      return () => __gsSchema()
    }
  })
}
const __gsFallback = {
  object: __gsSchema, string: __gsSchema, number: __gsSchema, boolean: __gsSchema, bool: __gsSchema,
  array: __gsSchema, date: __gsSchema, mixed: __gsSchema, lazy: __gsSchema, ref: __gsSchema
}`

/** `framer-motion`: \`motion.div\` / \`motion(Component)\` render the element without the animation props (its final state); \`AnimatePresence\` its children. */
const FRAMER_MOTION = `
import { createElement as __gsH, forwardRef as __gsForwardRef } from 'react'
const __gsMotionProps = new Set(['initial', 'animate', 'exit', 'transition', 'variants', 'custom', 'inherit',
  'whileHover', 'whileTap', 'whileFocus', 'whileDrag', 'whileInView', 'viewport', 'layout', 'layoutId',
  'layoutDependency', 'layoutScroll', 'drag', 'dragConstraints', 'dragElastic', 'dragMomentum', 'dragListener',
  'dragControls', 'dragSnapToOrigin', 'dragTransition', 'dragPropagation', 'onAnimationStart',
  'onAnimationComplete', 'onUpdate', 'onHoverStart', 'onHoverEnd', 'onTap', 'onTapStart', 'onTapCancel',
  'onPan', 'onPanStart', 'onPanEnd', 'onDrag', 'onDragStart', 'onDragEnd', 'onViewportEnter', 'onViewportLeave',
  'onLayoutAnimationStart', 'onLayoutAnimationComplete', 'transformTemplate'])
const __gsMotionTypes = new Map()
function __gsMotionOf(type) {
  if (!__gsMotionTypes.has(type)) {
    const Motion = __gsForwardRef(function Motion(props, ref) {
      const own = {}
      for (const key in props) if (!__gsMotionProps.has(key)) own[key] = props[key]
      return __gsH(type, { ...own, ref })
    })
    Motion.displayName = 'motion.' + (typeof type === 'string' ? type : type.displayName || type.name || 'Component')
    __gsMotionTypes.set(type, Motion)
  }
  return __gsMotionTypes.get(type)
}
const __gsMotion = new Proxy(function motion(type) { return __gsMotionOf(type) }, {
  get(target, key, receiver) {
    if (key === 'create') return __gsMotionOf
    if (typeof key === 'string' && /^[a-z][\\w-]*$/.test(key) && !(key in target)) return __gsMotionOf(key)
    return Reflect.get(target, key, receiver)
  }
})
const __gsChildren = ({ children }) => children ?? null
const __gsFallback = { motion: __gsMotion, m: __gsMotion, AnimatePresence: __gsChildren, LazyMotion: __gsChildren, MotionConfig: __gsChildren, LayoutGroup: __gsChildren }`

/** `react-avatar`: the GitHub avatar (or \`src\`) as an image, else the name's initials, in the given size and roundness. */
const REACT_AVATAR = `
import { createElement as __gsH } from 'react'
function Avatar({ src, githubHandle, name, alt, title, size = 100, round, className, style, color, fgColor }) {
  const pixels = parseInt(size, 10) || 100
  const box = { display: 'inline-block', verticalAlign: 'middle', width: pixels, height: pixels, overflow: 'hidden',
    borderRadius: round === true ? '100%' : round || undefined, ...style }
  const classes = ['sb-avatar', className].filter(Boolean).join(' ')
  const url = src || (githubHandle ? 'https://avatars.githubusercontent.com/' + encodeURIComponent(githubHandle) + '?v=4&s=' + pixels : '')
  if (url) return __gsH('img', { className: classes, src: url, width: pixels, height: pixels, alt: alt ?? name ?? title ?? '', title, style: box })
  const initials = String(name || title || '').split(/\\s+/).filter(Boolean).slice(0, 2).map(word => word[0].toUpperCase()).join('')
  return __gsH('span', { className: classes, title, style: { ...box, background: color || '#7f818c', color: fgColor || '#fff',
    fontSize: Math.round(pixels / 2.5), lineHeight: pixels + 'px', textAlign: 'center' } }, initials)
}
const __gsFallback = { default: Avatar }`

/**
 * react-countup's `CountUp`: the number it counts up to, written as countup.js writes its last frame
 * (decimals, grouping separator, decimal mark, numerals, prefix, suffix, or the site's `formattingFn`), with
 * no animation; a render-prop child gets controls that do nothing. `useCountUp`'s controls likewise.
 * (Hive's home page: four stats, which placeholders drew as "Missing component" in 48 px type.)
 */
const REACT_COUNTUP = `
import { createElement as __gsH } from 'react'
const __gsCountDefaults = { decimal: '.', separator: ',', prefix: '', suffix: '', decimals: 0, useGrouping: true, useIndianSeparators: false }
function __gsCountText(props) {
  const o = { ...__gsCountDefaults }
  for (const [key, value] of Object.entries(props || {})) if (value !== undefined) o[key] = value
  const value = Number(o.end)
  if (!Number.isFinite(value)) return ''
  if (typeof o.formattingFn === 'function') return String(o.formattingFn(value))
  const separator = String(o.separator)
  const [whole, fraction] = Math.abs(value).toFixed(Math.max(0, Number(o.decimals) || 0)).split('.')
  let grouped = whole
  if (o.useGrouping && separator !== '') {
    grouped = ''
    for (let i = 0, width = 3, count = 0; i < whole.length; i++) {
      if (o.useIndianSeparators && i === 4) { width = 2; count = 1 }
      if (i !== 0 && count % width === 0) grouped = separator + grouped
      count++
      grouped = whole[whole.length - i - 1] + grouped
    }
  }
  let decimals = fraction === undefined ? '' : o.decimal + fraction
  if (Array.isArray(o.numerals) && o.numerals.length) {
    const digits = text => text.replace(/[0-9]/g, digit => o.numerals[Number(digit)])
    grouped = digits(grouped)
    decimals = digits(decimals)
  }
  return (value < 0 ? '-' : '') + o.prefix + grouped + decimals + o.suffix
}
const __gsCountControls = () => ({ start() {}, reset() {}, update() {}, pauseResume() {}, getCountUp() {} })
function CountUp(props) {
  if (typeof props.children === 'function') return props.children({ countUpRef: { current: null }, ...__gsCountControls() })
  return __gsH('span', { className: props.className, style: props.style, ...props.containerProps }, __gsCountText(props))
}
const __gsFallback = { default: CountUp, useCountUp: () => __gsCountControls() }`

/** The packages' stand-ins, in `PackageFallback`'s shape (`package-fallbacks.ts` lists them with its own). */
export const UI_PACKAGE_FALLBACKS: Record<string, { names: string[]; source: string; label?: string }> = {
  formik: { names: ['useFormik'], source: FORMIK, label: 'useFormik (the schema is not run)' },
  yup: {
    names: ['object', 'string', 'number', 'boolean', 'bool', 'array', 'date', 'mixed', 'lazy', 'ref'],
    source: YUP,
    label: 'schema builders (every value passes)'
  },
  'framer-motion': {
    names: ['motion', 'm', 'AnimatePresence', 'LazyMotion', 'MotionConfig', 'LayoutGroup'],
    source: FRAMER_MOTION,
    label: 'motion and AnimatePresence (no animation)'
  },
  'react-avatar': { names: ['default'], source: REACT_AVATAR, label: 'Avatar' },
  'react-countup': {
    names: ['default', 'useCountUp'],
    source: REACT_COUNTUP,
    label: 'CountUp (the number it counts up to, no animation)'
  },
  ...RADIX_FALLBACKS,
  ...MANTINE_FALLBACKS
}
