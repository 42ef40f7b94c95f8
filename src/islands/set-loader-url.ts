import { readFile, writeFile } from 'node:fs/promises'
import { LOADER_PLACEHOLDER, ROOT_PLACEHOLDER } from './island-plugin.js'

const ROOT_MARK = new RegExp(`"${ROOT_PLACEHOLDER}([^"\\\\]*)"`, 'g')

/**
 * Puts the loader's URL into the page bundle's written files (before any of them is imported), and
 * whether each island root candidate may be one: `rootFiles` maps the files of those that may (relative
 * to the site folder) to the island modules they reach; the others get `false`.
 */
export async function setLoaderUrl(
  bundleFiles: string[],
  loader: string,
  rootFiles: Map<string, string[]> = new Map()
): Promise<void> {
  const placeholder = JSON.stringify(LOADER_PLACEHOLDER)
  await Promise.all(
    bundleFiles.map(async path => {
      const text = await readFile(path, 'utf8')
      if (!text.includes(placeholder)) return
      const done = text
        .split(placeholder)
        .join(JSON.stringify(loader))
        .replace(ROOT_MARK, (_, file: string) =>
          JSON.stringify(rootFiles.get(JSON.parse(`"${file}"`) as string) ?? false)
        )
      await writeFile(path, done)
    })
  )
}
