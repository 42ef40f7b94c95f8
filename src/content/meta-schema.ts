import { z } from 'zod'
import { pageThemeSchema } from '../config/schema.js'

const display = z.enum(['normal', 'hidden', 'children'])

/** A link inside a `menu` entry's `items`. */
const menuLinkSchema = z.strictObject({
  title: z.string(),
  /** The title's markup when the meta gave it as React content (`to-text.ts`): not written by authors. */
  titleHtml: z.string().optional(),
  href: z.string().optional(),
  newWindow: z.boolean().optional(),
  type: z.enum(['separator', 'page', 'doc']).optional(),
  display: display.optional()
})

/** One `_meta` entry (strict: unknown keys rejected, like Nextra's schema). `items` nests folders in `_meta.global`. */
export const metaItemSchema: z.ZodType = z.lazy(() =>
  z.union([
    z.string(),
    z.strictObject({
      title: z.string().optional(),
      titleHtml: z.string().optional(),
      type: z.enum(['page', 'doc', 'menu', 'separator']).optional(),
      display: display.optional(),
      theme: pageThemeSchema.optional(),
      href: z.string().optional(),
      newWindow: z.boolean().optional(),
      items: z.record(z.string(), z.union([menuLinkSchema, metaItemSchema])).optional()
    })
  ])
)

export const metaFileSchema = z.record(z.string(), metaItemSchema)
