import { existsSync, lstatSync, readdirSync, statSync, type Dirent } from 'node:fs'
import { copyFile, cp, link, mkdir, rm, unlink } from 'node:fs/promises'
import { dirname, join, relative, sep } from 'node:path'
import fg from 'fast-glob'
import { writeNewFile } from './write-file.js'

/**
 * The files of one generation of the output (generations.ts) as a build makes them: written, hard-linked
 * from the live generation, or copied (the public folder). A build that changed a few pages does not
 * make a whole new tree — linking every unchanged file into a folder a page and deleting the previous
 * tree cost ~0.5 CPU-s of system time at 1,000 pages, as much as the rest of the build — but brings
 * the spare generation (the one the output linked to before the previous build) up to date: what it
 * holds is known from the previous build's record (generation-manifest.ts) or else listed once, a file
 * that is the same inode as the live one's is left as it is, every other is replaced (never written
 * into: it may share its inode with a live file), and what this build does not make is deleted
 * (`prune`). The spare is never what the output path links to, so however far
 * a killed build got, the next one finds a folder it can bring up to date the same way.
 */
/** What the build knows of the spare without looking (generation-manifest.ts). */
export interface KnownSpare {
  /** Every file it holds. */
  files: string[]
  /** The files that are the same inode as the live generation's at the same path. */
  same: Set<string>
}

export class GenerationTree {
  /** What the folder held when the build opened it, by path relative to it (reused spare only). */
  private readonly held = new Set<string>()
  private readonly heldDirs = new Set<string>()
  /** Every path this build puts into the folder (`prune` deletes the others of a reused spare). */
  private readonly wanted = new Set<string>()
  /** The paths linked from the live generation's same path: the same inode there (generation-manifest.ts). */
  readonly sameAsLive: string[] = []
  private readonly folders = new Map<string, Promise<unknown>>()
  private readonly same?: Set<string>

  /**
   * `reuse`: the folder may hold files of an earlier build (a spare), else it is new or this build's
   * own. `liveRoot`: the output path (through which links name the live files). `known`: what the
   * spare holds, when the previous build recorded it — else the folder is listed and each file held
   * at a linked path compared with the live one (~0.1 CPU-s at 1,000 pages).
   */
  constructor(
    readonly dir: string,
    private readonly reuse: boolean,
    private readonly liveRoot: string,
    known?: KnownSpare
  ) {
    if (!reuse || !existsSync(dir)) return
    if (known) {
      this.same = known.same
      for (const path of known.files) {
        this.held.add(path)
        for (let folder = dirname(path); folder !== '.' && !this.heldDirs.has(folder); folder = dirname(folder))
          this.heldDirs.add(folder)
      }
      return
    }
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      const parent = (entry as Dirent & { parentPath?: string }).parentPath ?? entry.path
      ;(entry.isDirectory() ? this.heldDirs : this.held).add(relative(dir, join(parent, entry.name)))
    }
  }

  /** Every file this build put into the folder (besides what was written there before it, e.g. early). */
  files(): Set<string> {
    return this.wanted
  }

  /** Makes the folder of `path` (a file held where a folder is needed goes first). */
  private folderOf(path: string): Promise<unknown> {
    const folder = dirname(path)
    if (folder === '.' || this.heldDirs.has(folder)) return Promise.resolve()
    let made = this.folders.get(folder)
    if (!made) {
      const inTheWay: string[] = []
      for (let dir = folder; dir !== '.'; dir = dirname(dir)) if (this.held.delete(dir)) inTheWay.push(dir)
      made = Promise.all(inTheWay.map(file => unlink(join(this.dir, file)))).then(() =>
        mkdir(join(this.dir, folder), { recursive: true })
      )
      this.folders.set(folder, made)
    }
    return made
  }

  /** Makes way for a file at `path`: its folder exists, and a folder held at its place is gone. */
  private async place(path: string): Promise<void> {
    this.wanted.add(path)
    await this.folderOf(path)
    if (this.heldDirs.delete(path)) await rm(join(this.dir, path), { recursive: true, force: true })
  }

  async write(path: string, content: string | Uint8Array): Promise<void> {
    await this.place(path)
    await writeNewFile(join(this.dir, path), content)
  }

  /** A hard link to `from` (a file of the live generation) at `path`; a copy where links are not possible. */
  async link(path: string, from: string): Promise<void> {
    await this.place(path)
    const to = join(this.dir, path)
    const fromSamePath = from === join(this.liveRoot, path)
    if (this.held.has(path)) {
      // The same inode already: the spare holds this very file (it was linked at the previous build).
      if (fromSamePath && this.same) {
        if (this.same.has(path)) return void this.sameAsLive.push(path)
      } else if (!this.same) {
        const [here, there] = [lstatSync(to, { throwIfNoEntry: false }), statSync(from, { throwIfNoEntry: false })]
        if (here && there && here.ino === there.ino && here.dev === there.dev) {
          if (fromSamePath) this.sameAsLive.push(path)
          return
        }
      }
      await unlink(to).catch(() => undefined)
    }
    try {
      await link(from, to)
      if (fromSamePath) this.sameAsLive.push(path)
    } catch {
      await copyFile(from, to)
    }
  }

  /**
   * Copies the folder `source` to `destination` (relative), taking only what `filter` accepts (it is
   * given each name) and leaving out the files of `skip` (paths relative to `source`).
   */
  async copy(
    source: string,
    destination: string,
    filter: (path: string) => boolean,
    skip: ReadonlySet<string> = new Set()
  ): Promise<void> {
    if (!existsSync(source)) return
    // What the copy makes is new (a file held at its place may share its inode with a live one).
    const files = await fg('**/*', { cwd: source, dot: true, followSymbolicLinks: false })
    for (const file of files) {
      if (skip.has(file) || !file.split('/').every(segment => filter(segment))) continue
      const path = join(destination, file)
      this.wanted.add(path)
      if (this.held.delete(path)) await unlink(join(this.dir, path))
    }
    await cp(source, join(this.dir, destination), {
      recursive: true,
      dereference: false,
      errorOnExist: false,
      force: true,
      filter: skip.size ? from => filter(from) && !skip.has(relative(source, from).split(sep).join('/')) : filter
    })
  }

  /** Deletes what the folder held that this build did not make (reused spare only). */
  async prune(): Promise<void> {
    if (!this.reuse) return
    const wantedDirs = new Set<string>()
    for (const path of this.wanted) for (let dir = dirname(path); dir !== '.'; dir = dirname(dir)) wantedDirs.add(dir)
    const files = [...this.held].filter(path => !this.wanted.has(path))
    await Promise.all(files.map(path => unlink(join(this.dir, path)).catch(() => undefined)))
    const dirs = [...this.heldDirs].filter(dir => !wantedDirs.has(dir)).sort((a, b) => b.length - a.length)
    for (const dir of dirs) await rm(join(this.dir, dir), { recursive: true, force: true })
  }
}
