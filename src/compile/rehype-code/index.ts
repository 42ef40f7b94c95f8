/**
 * Build-time code blocks: the `rehypeCode` plugin, its stylesheet and the pieces other stages
 * reuse (the npm command converter shared with `PackageCmd`, the fence meta parser).
 */
export { rehypeCode, type RehypeCodeOptions } from './rehype-code.js'
export { CODE_CSS } from './code-css.js'
export { DEFAULT_THEMES, type CodeThemes, type ThemeName } from './highlighter.js'
export { convertNpmCommand, PACKAGE_MANAGERS, type PackageManager } from './convert-npm-command.js'
export { parseCodeMeta, type CodeMeta, type WordHighlight } from './parse-code-meta.js'
