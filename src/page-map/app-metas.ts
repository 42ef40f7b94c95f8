import fg from 'fast-glob'
import { existsSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import type { SourceFile } from '../content/types.js'

/**
 * The app router folder of a Nextra 4 site whose content folder is `content/` or `src/content/`, if
 * any. Next finds it from the project's root whatever the content's place: `app/`, else `src/app/`
 * (`content/` + `src/app/` is a site too: a blog whose own pages are `src/app/posts/page.tsx`).
 */
export function appDirOf(contentRoot: string): string | undefined {
  if (basename(contentRoot) !== 'content') return undefined
  const parent = dirname(contentRoot)
  const root = basename(parent) === 'src' ? dirname(parent) : parent
  return [join(root, 'app'), join(root, 'src', 'app')].find(dir => existsSync(dir))
}

/**
 * Nextra 4 reads `_meta` files from `app/` too (the root `app/_meta.tsx` often holds a site's navbar
 * entries), for the folder of the same path in the page map, and the whole tree's `app/_meta.global.*`; `app/` folders starting with `_` or `[`
 * are left out, and a `content/` meta of the same folder wins. Returned as meta source files whose
 * `rel`/`dir` are page-map paths; route groups (`(name)`) keep their name, as in Nextra.
 */
export async function appMetaFiles(
  appDir: string,
  contentFiles: readonly SourceFile[],
  mount = ''
): Promise<SourceFile[]> {
  // (Content mounted at `mount`, contentDirBasePath: its folders are `mount/…` in the page map.)
  const at = (dir: string) => (mount ? (dir ? `${mount}/${dir}` : mount) : dir)
  const taken = new Set(contentFiles.filter(f => f.kind === 'meta').map(f => at(f.dir)))
  const hasGlobal = contentFiles.some(f => f.kind === 'meta-global')
  const found = await fg(['**/_meta.{js,jsx,ts,tsx}', '_meta.global.{js,jsx,ts,tsx}', '!**/{_,[}*/**'], {
    cwd: appDir,
    onlyFiles: true,
    followSymbolicLinks: false
  })
  return found
    .sort()
    .map((rel): SourceFile => {
      const dir = dirname(rel) === '.' ? '' : dirname(rel)
      const ext = rel.slice(rel.lastIndexOf('.') + 1)
      const global = rel.startsWith('_meta.global.')
      return {
        kind: global ? 'meta-global' : 'meta',
        path: join(appDir, rel),
        rel,
        dir,
        name: global ? '_meta.global' : '_meta',
        ext
      }
    })
    .filter(file => (file.kind === 'meta-global' ? !hasGlobal : !taken.has(file.dir)))
}

/**
 * Routes of the `app/` folder's own pages (`page.{js,jsx,tsx,md,mdx}`; route groups `(name)` left out
 * of the path, `_` and `[` folders skipped). Nextra 4 lists them in the page map; guildsite does not
 * build them, so a `_meta` key naming one is neither a page nor an error.
 */
export async function appPageRoutes(appDir: string): Promise<Set<string>> {
  const found = await fg(['**/page.{js,jsx,tsx,md,mdx}', '!**/{_,[}*/**'], {
    cwd: appDir,
    onlyFiles: true,
    followSymbolicLinks: false
  })
  return new Set(
    found.map(
      rel =>
        '/' +
        dirname(rel)
          .split('/')
          .filter(part => part !== '.' && !/^\(.*\)$/.test(part))
          .join('/')
    )
  )
}

/**
 * Where the content folder sits in a Nextra 4 page map: under its `contentDirBasePath` (`docs` for
 * `/docs`) when the `app/` folder has a root `_meta` of its own (its entries — often the navbar's
 * sections, `docs: { type: 'page', title: 'Documentation' }` — are the root's, the content's root
 * `_meta` that folder's), else at the root as before ('').
 */
export function contentMount(appDir: string | undefined, contentDirBasePath: string): string {
  if (!appDir || !contentDirBasePath) return ''
  const hasRootMeta = ['js', 'jsx', 'ts', 'tsx'].some(ext => existsSync(join(appDir, `_meta.${ext}`)))
  return hasRootMeta ? contentDirBasePath.replace(/^\/+|\/+$/g, '') : ''
}
