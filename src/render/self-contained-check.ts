// Which compiled pages render without the bundler: a test of their shape, free of React and the
// compile stack, so the build's main thread can decide without loading them.
import type { CompiledMdx } from '../compile/compile-mdx.js'

// The module @mdx-js/mdx writes for a page without ESM of its own imports exactly these two:
// the JSX runtime and the components provider. Such a page needs no bundler to run.
const RUNTIME_IMPORT =
  /^import \{((?:(?:Fragment as _Fragment|jsx as _jsx|jsxs as _jsxs)(?:, )?)+)\} from "react\/jsx-runtime";\n/
const PROVIDER_IMPORT = /^import \{useMDXComponents as _provideComponents\} from "guildsite\/mdx-provider";\n/
const DEFAULT_EXPORT = /^export default function MDXContent\(/m

/**
 * The body of a compiled page module as a function of its two imports, or undefined when the module
 * imports or exports anything else (components, partials, images): those go through the bundler.
 */
export function selfContainedBody(code: string): string | undefined {
  // HTML comments of a `.md` page become block comments before the imports.
  const comments = /^(?:\/\*[^]*?\*\/\n)*/.exec(code)![0]
  const runtime = RUNTIME_IMPORT.exec(code.slice(comments.length))
  let rest = runtime ? code.slice(comments.length + runtime[0].length) : code.slice(comments.length)
  const provider = PROVIDER_IMPORT.exec(rest)
  if (provider) rest = rest.slice(provider[0].length)
  if (!DEFAULT_EXPORT.test(rest)) return undefined
  rest = rest.replace(DEFAULT_EXPORT, 'function MDXContent(')
  if (/^\s*(import|export)\b/m.test(rest) || /\bimport\s*[.(]/.test(rest)) return undefined
  return `"use strict";\n${rest}\nreturn MDXContent;`
}

/** Whether a compiled page renders without the bundler: static content, or a module of the two imports. */
export const isSelfContained = (compiled: Pick<CompiledMdx, 'code' | 'staticContent'>): boolean =>
  compiled.staticContent !== undefined ||
  (compiled.code !== undefined && selfContainedBody(compiled.code) !== undefined)
