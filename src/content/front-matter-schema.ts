import { z } from 'zod'
import { pageThemeSchema } from '../config/schema.js'

/**
 * Known front matter keys, validated by type. Other keys pass through as page data for templates,
 * because real docs carry their own keys; the `theme` object is strict like `_meta` themes.
 */
export const frontMatterSchema = z.looseObject({
  /** Page title; also the sidebar title unless `sidebarTitle` is set. */
  title: z.string().optional(),
  /** Title in the sidebar and navigation. */
  sidebarTitle: z.string().optional(),
  /** Meta description. */
  description: z.string().optional(),
  /** `og:type`. @default 'website' */
  type: z.string().optional(),
  /** Canonical URL of the page. */
  canonical: z.string().optional(),
  /** Social image URL. */
  image: z.string().optional(),
  /** `false` keeps the page out of the search index. @default true */
  searchable: z.boolean().optional(),
  /** Publication date (blog posts). */
  date: z.union([z.string(), z.date()]).optional(),
  /**
   * Author or authors: names, or objects with a `name` (left empty, `name:`, it is YAML's null: an author
   * without a name, as Hive's case studies list theirs before approval).
   */
  authors: z
    .union([z.string(), z.array(z.union([z.string(), z.looseObject({ name: z.string().nullish() })]))])
    .optional(),
  /** Use this page as its folder's index page. */
  asIndexPage: z.boolean().optional(),
  /** Icon name shown next to the title. */
  icon: z.string().optional(),
  /** `false`: no comments under this page, though the config's `comments` block turns them on. @default true */
  comments: z.boolean().optional(),
  /** Per-page theme settings (SPEC §3). */
  theme: pageThemeSchema.optional()
})

export type FrontMatter = z.infer<typeof frontMatterSchema>
