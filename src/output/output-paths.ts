/**
 * The paths of an output folder, claimed one file at a time before anything is written. Two files
 * clash when they want the same path, or when one wants as a file a path the other needs as a
 * folder (a redirect from `/docs/api.md` is `docs/api.md/index.html`; the page `/docs/api`'s Markdown
 * is the file `docs/api.md`). Found on disk, that was an EISDIR halfway through the write that sank the
 * whole site; found here, the later claim is skipped and its maker says what was kept.
 */
export class OutputPaths {
  /** File path → what wrote it (for messages). */
  private readonly files = new Map<string, string>()
  /** Folder path → one file under it. */
  private readonly folders = new Map<string, string>()

  /** The path already claimed that `path` clashes with, if any. */
  clashOf(path: string): string | undefined {
    if (this.files.has(path)) return path
    const under = this.folders.get(path)
    if (under !== undefined) return under
    for (let end = path.lastIndexOf('/'); end > 0; end = path.lastIndexOf('/', end - 1)) {
      const folder = path.slice(0, end)
      if (this.files.has(folder)) return folder
    }
    return undefined
  }

  /** What claimed `path` (as given to `claim`). */
  ownerOf(path: string): string | undefined {
    return this.files.get(path)
  }

  /**
   * Claims `path` for `owner` unless it clashes: then nothing is claimed and the path kept is
   * returned (the earlier claim wins).
   */
  claim(path: string, owner: string): string | undefined {
    const clash = this.clashOf(path)
    if (clash !== undefined) return clash
    this.files.set(path, owner)
    for (let end = path.lastIndexOf('/'); end > 0; end = path.lastIndexOf('/', end - 1)) {
      const folder = path.slice(0, end)
      if (this.folders.has(folder)) break
      this.folders.set(folder, path)
    }
    return undefined
  }
}

/** What a kept path is, for a message: "the page docs/api/index.html", "the public file …". */
export function describeKept(paths: OutputPaths, kept: string): string {
  const owner = paths.ownerOf(kept)
  return owner ? `${owner} ${kept}` : kept
}
