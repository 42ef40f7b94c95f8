// The tags of a nextra-theme-blog post: its meta line's links, its tag pages, its tag page's list.

/** A post's tags, as the blog theme reads its front matter (`tags`, else `tag`; a list or a comma-separated string). */
export function tagsOf(frontMatter: Record<string, unknown>): string[] {
  const value = frontMatter.tags ?? frontMatter.tag
  const list: unknown[] = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : []
  return list.flatMap(tag =>
    typeof tag === 'string' && tag.trim() ? [tag.trim()] : typeof tag === 'number' ? [String(tag)] : []
  )
}
