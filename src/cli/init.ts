import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { basename, dirname, join, relative, resolve } from 'node:path'
import { createInterface } from 'node:readline/promises'
import { PRODUCT_DATA, PRODUCT_KEYS, type ProductKey } from '../../templates/catalogue/product-data.js'
import { PACKAGE_ROOT } from '../package-root.js'
import { scaffoldFiles } from '../init/scaffold.js'

export interface InitOptions {
  name?: string
  product?: string
  yes?: boolean
  force?: boolean
}

/** Files a fresh `git init` or an editor leaves: a folder holding only these counts as empty. */
const IGNORABLE = new Set(['.git', '.DS_Store', 'Thumbs.db'])

function productKey(value: string): ProductKey | undefined {
  const key = value.trim().toUpperCase()
  return (PRODUCT_KEYS as readonly string[]).includes(key) ? (key as ProductKey) : undefined
}

/** Asks for what the flags left out, on a terminal only; `--yes` or no TTY takes the defaults. */
async function ask(options: InitOptions, folderName: string): Promise<{ name: string; product?: string }> {
  const interactive = !options.yes && process.stdin.isTTY && process.stdout.isTTY
  if (!interactive) return { name: options.name ?? folderName, product: options.product }
  const rl = createInterface({ input: process.stdin, output: process.stdout })
  try {
    const name = options.name ?? ((await rl.question(`Site name (${folderName}): `)).trim() || folderName)
    const product =
      options.product ?? ((await rl.question(`Catalogue product, e.g. YOGA (none): `)).trim() || undefined)
    return { name, product }
  } finally {
    rl.close()
  }
}

/** `guildsite init [folder]`: writes a working site. 0 written, 1 refused (folder not empty, bad product). */
export async function runInit(folder: string | undefined, options: InitOptions): Promise<number> {
  const dir = resolve(folder ?? '.')
  if (existsSync(dir) && !statSync(dir).isDirectory()) {
    process.stderr.write(`error INIT_NOT_FOLDER ${dir} exists and is not a folder\n`)
    return 1
  }
  const present = existsSync(dir) ? readdirSync(dir).filter(entry => !IGNORABLE.has(entry)) : []
  if (present.length > 0 && !options.force) {
    process.stderr.write(
      `error INIT_NOT_EMPTY ${dir} is not empty (${present.slice(0, 3).join(', ')}${present.length > 3 ? ', …' : ''})\n` +
        `  hint: Choose a new folder, or pass --force to write the site's files into it (files of the same name are replaced).\n`
    )
    return 1
  }
  const answers = await ask(options, basename(dir))
  const product = answers.product ? productKey(answers.product) : undefined
  if (answers.product && !product) {
    process.stderr.write(
      `error INIT_UNKNOWN_PRODUCT "${answers.product}" is not a catalogue product\n  hint: One of ${PRODUCT_KEYS.join(', ')}, or leave it out.\n`
    )
    return 1
  }
  const name = options.name ?? (product && !answers.name ? PRODUCT_DATA[product].name : answers.name)
  const version = (JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version: string }).version
  const files = scaffoldFiles({ name, product, guildsiteVersion: `^${version}` })
  for (const [path, contents] of Object.entries(files)) {
    const target = join(dir, path)
    await mkdir(dirname(target), { recursive: true })
    await writeFile(target, contents)
  }
  const near = relative(process.cwd(), dir)
  const cd = near.startsWith('..') ? dir : near
  process.stdout.write(
    `Created ${name} in ${dir}\n\nNext steps:\n${cd ? `  cd ${cd}\n` : ''}  npm install\n  npm run dev     # http://127.0.0.1:4000\n  npm run build   # the static site in dist/\n`
  )
  return 0
}
