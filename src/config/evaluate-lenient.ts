// Evaluates a site's own config files leniently: bundled with esbuild, every import provided, failures returned.
import { MODULE_SCOPE_DEFINE } from '../compile/module-scope.js'
import { inFolder } from '../compile/page-data.js'
import { build, type Message } from 'esbuild'
import { randomUUID } from 'node:crypto'
import { readFile, rm, writeFile, mkdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { lenientPlugin, type LenientOptions } from './lenient-plugin.js'

export { namesImported, STAND_IN_SOURCE } from './stand-in-modules.js'
export type { LenientOptions } from './lenient-plugin.js'

export type LenientResult =
  | {
      value: unknown
      absent: string[]
      /** Every export of the module (its other exports: a layout's `metadata`). */ exports?: Record<string, unknown>
      /** The module that ran (ES module text; its imports absolute): another thread may run it again. */
      code?: string
    }
  | {
      error: {
        message: string
        line?: number
        column?: number
        /** The file whose code threw while the module ran (relative to the site folder, as esbuild names it). */
        thrownIn?: string
        /** `thrownIn` did not compile (a syntax error in a module the file imports): `message` is esbuild's, with its line. */
        compile?: boolean
      }
      absent: string[]
    }

/**
 * `require()` in the CommonJS an ES module output bundles (installed Tailwind plugins' `require('util')`:
 * esbuild's shim threw "Dynamic require of "util" is not supported", and the Hive website's Tailwind
 * config was lost; react-rx's next.config `require.resolve('../src/index.ts')` in webpack(): "__require.resolve
 * is not a function", its whole webpack() lost): the module gets Node's `require` from the evaluated file's
 * folder, which the shim then is. Its `resolve` of a relative or absolute path where nothing is gives
 * the path (a website folder copied alone: the alias's target absent, which the caller reports) where
 * Node throws. One line prepended; nothing changes when the shim is absent.
 */
function withNodeRequire(code: string, file: string): string {
  const shim = /throw (?:new )?Error\('Dynamic require of "' \+ x \+ '" is not supported'\);/
  if (!shim.test(code)) return code
  const from = JSON.stringify(pathToFileURL(file).href)
  const dir = JSON.stringify(dirname(file))
  return (
    `import { createRequire as __gsCreateRequire } from 'node:module'; import { resolve as __gsResolvePath } from 'node:path'; ` +
    `const __gsNodeRequire = __gsCreateRequire(${from}); ` +
    `const require = Object.assign((id) => __gsNodeRequire(id), __gsNodeRequire, { resolve: (request, options) => { ` +
    `try { return __gsNodeRequire.resolve(request, options) } catch (error) { ` +
    `if (/^\\.{0,2}\\//.test(request)) return __gsResolvePath(${dir}, request); throw error } } });\n` +
    code.replace(shim, 'return __gsNodeRequire(x);')
  )
}

/**
 * Evaluates a Next.js site's own config files (`theme.config.tsx`, `next.config.*`,
 * `tailwind.config.*`) the way `_meta` files are: bundled with esbuild and imported. These files
 * import much that a static build does not have (Next's plugins, `next/router`, packages not
 * installed), so every import is lenient: `stubs` give chosen modules their source, the rest resolve
 * as installed when `installed` allows it, and anything else is a stand-in whose every property,
 * call and spread succeeds (a call returns its first object argument, so `withPlugin(config)` keeps
 * the config). Failures come back as a message with a position, never thrown.
 */
export async function evaluateLenient(
  file: string,
  siteDir: string,
  options: LenientOptions = {}
): Promise<LenientResult> {
  const absent = new Set<string>()
  const plugin = lenientPlugin(siteDir, options, absent)
  let code: string
  try {
    const result = await build({
      absWorkingDir: siteDir,
      ...(options.esModuleInterop
        ? {
            // (Given as text, the file belongs to no package: esbuild's interop honours `__esModule`.)
            stdin: {
              contents: await readFile(file, 'utf8'),
              sourcefile: file,
              resolveDir: dirname(file),
              loader: /\.[cm]?tsx?$/.test(file) ? ('ts' as const) : ('js' as const)
            }
          }
        : options.first?.length
          ? {
              stdin: {
                contents: [...options.first, file]
                  .map((path, i, all) =>
                    i < all.length - 1 ? `import ${JSON.stringify(path)}` : `export * from ${JSON.stringify(path)}`
                  )
                  .join('\n'),
                sourcefile: join(dirname(file), 'gs-lenient-entry.js'),
                resolveDir: dirname(file),
                loader: 'js' as const
              }
            }
          : { entryPoints: [file] }),
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      jsx: 'automatic',
      logLevel: 'silent',
      outfile: join(tmpdir(), 'guildsite-lenient.mjs'),
      // (The site's code reads `process.cwd()` as the site folder, as under `next build`: polaris' root
      // layout lists `path.join(process.cwd(), 'content')`, whatever folder guildsite runs in.)
      define: { 'process.env.NODE_ENV': '"production"', ...MODULE_SCOPE_DEFINE },
      banner: { js: `const __gsSiteCwd = () => ${JSON.stringify(siteDir)};` },
      ...(options.nodePaths && { nodePaths: options.nodePaths }),
      plugins: [...(options.plugins ?? []), plugin]
    })
    code = withNodeRequire(result.outputFiles[0].text, file)
  } catch (error) {
    const first: Message | undefined = ((error as { errors?: Message[] }).errors ?? [])[0]
    const at = first?.location
    // (A module the file imports that does not compile — a site file's syntax error — is named with its
    // line, and is `thrownIn` as one that throws: a caller may read the file again with it a stand-in.)
    const other = at?.file && !at.file.includes(':') && resolve(siteDir, at.file) !== file ? at.file : undefined
    if (other)
      return {
        error: { message: `${first!.text} (${other}:${at!.line}:${at!.column + 1})`, thrownIn: other, compile: true },
        absent: [...absent]
      }
    return {
      error: {
        message: first?.text ?? String(error),
        line: at?.line,
        column: at ? at.column + 1 : undefined
      },
      absent: [...absent]
    }
  }
  const dir = join(tmpdir(), `guildsite-site-config-${randomUUID()}`)
  await mkdir(dir, { recursive: true })
  const outFile = join(dir, 'module.mjs')
  try {
    await writeFile(outFile, code)
    // (In the site folder, as under `next build`: graphql-js' next.config reads `fs.readFileSync('./vercel.json')`.)
    return await inFolder(siteDir, async () => {
      const namespace = (await import(pathToFileURL(outFile).href)) as Record<string, unknown>
      let value = unwrap(namespace[options.exportName ?? 'default'])
      // A Next config may be a function of the phase (and may be async).
      if (options.callDefault && typeof value === 'function' && !isStandIn(value))
        value = await (value as (phase: string, context: unknown) => unknown)('phase-production-build', {
          defaultConfig: {}
        })
      return { value: unwrap(await value), absent: [...absent], exports: namespace, code }
    })
  } catch (error) {
    const thrownIn = thrownFile(error, code)
    return {
      error: { message: error instanceof Error ? error.message : String(error), ...(thrownIn && { thrownIn }) },
      absent: [...absent]
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/**
 * The file whose code threw, by the error's first frame in the evaluated module: the last of esbuild's
 * `// path` comments (each opens a file's code in the bundle) before that line.
 */
function thrownFile(error: unknown, code: string): string | undefined {
  const line = /module\.mjs:(\d+):\d+/.exec(error instanceof Error ? (error.stack ?? '') : '')?.[1]
  if (!line) return undefined
  const lines = code.split('\n')
  for (let i = Math.min(Number(line), lines.length) - 1; i >= 0; i--) {
    const path = /^\/\/ (\S.*)$/.exec(lines[i])?.[1]
    if (path && !path.includes(' ') && /\.[cm]?[jt]sx?$/.test(path)) return path
  }
  return undefined
}

/** A stand-in that was given an object (`withPlugin(config)`) stands for that object. */
function unwrap(value: unknown): unknown {
  if (!isStandIn(value)) return value
  const held = Object.fromEntries(
    Object.keys(value as object).map(key => [key, (value as Record<string, unknown>)[key]])
  )
  return Object.keys(held).length ? held : value
}

/** A stand-in is a Proxy of an arrow function: its `name` reads as a stand-in, not as ''. */
function isStandIn(value: unknown): boolean {
  try {
    return typeof value === 'function' && typeof (value as { name: unknown }).name === 'function'
  } catch {
    return false
  }
}

/** True for a stand-in value (its `name` is itself a stand-in); plain values and functions are false. */
export const isStandInValue = isStandIn
