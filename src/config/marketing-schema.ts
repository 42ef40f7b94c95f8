import { z } from 'zod'

// Config areas of the marketing shell (SPEC §2 "Header and navigation", "Footer", "Sections").
// Omitted keys take the company's published defaults (templates/marketing/defaults.ts).

const href = z.string().min(1, { error: 'href must not be empty' })

/**
 * SPEC §3 "Link item": href, text, title, newWindow, sameSite.
 *
 * @example { href: 'https://the-guild.dev/blog', children: 'Blog', sameSite: true }
 */
export const linkItemSchema = z.strictObject({
  /** Absolute URL, or a root-relative path (the base path is added). @example '/docs' */
  href,
  /** The link's text. @example 'Get started' */
  children: z.string(),
  /** Tooltip. @example 'Read the quick start' */
  title: z.string().optional(),
  /** Open in a new tab; honoured for absolute http(s) hrefs only. @default false */
  newWindow: z.boolean().optional(),
  /**
   * Reduce the absolute URL to its path, query and hash — whatever its origin, so an off-site URL
   * would become a path on this site's host: set it on URLs of the site's own origin. Unset, a
   * URL on `siteUrl`'s origin is written as a path and any other stays absolute.
   */
  sameSite: z.boolean().optional()
})

/**
 * SPEC §3 "Nav link" of the company header.
 *
 * @example { label: 'Docs', href: '/docs', activeLink: '/docs' }
 * @example { label: 'Ecosystem', href: 'https://the-guild.dev/open-source', menu: 'ecosystem' }
 */
const headerLinkSchema = z.strictObject({
  /** Text of the link. @example 'Blog' */
  label: z.string().min(1, { error: 'header link label must not be empty' }),
  /** Tooltip. */
  title: z.string().optional(),
  /** @example 'https://the-guild.dev/blog' */
  href,
  /** Open in a new tab (absolute http(s) hrefs only). @default false */
  newWindow: z.boolean().optional(),
  /**
   * Reduce the absolute URL to its path, query and hash, whatever its origin (an off-site URL
   * would become a path on this site's host). Unset, a URL on `siteUrl`'s origin is written as
   * a path and any other stays absolute.
   */
  sameSite: z.boolean().optional(),
  /** Highlight the link on pages whose address contains this value. @example '/blog' */
  activeLink: z.string().min(1).optional(),
  /** Opens the built-in `'solutions'` or `'ecosystem'` panel, or a list of links. */
  menu: z.union([z.enum(['solutions', 'ecosystem']), z.array(linkItemSchema).min(1)]).optional()
})

const HEX_COLOR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i

/** The company header above every page; `false` removes it. */
export const headerSchema = z.union([
  z.literal(false),
  z.strictObject({
    /** Accent of the header (active link, hovers). SPEC §9. @default '#1cc8ee' */
    accentColor: z
      .string()
      .regex(HEX_COLOR, { error: 'header.accentColor must be a hex colour such as "#1cc8ee"' })
      .optional(),
    /**
     * Links whose href contains this value are highlighted on every page: a product site sets
     * `'/open-source'` to highlight Ecosystem. @example '/open-source'
     */
    activeLink: z.string().min(1).optional(),
    /** Where the company logo leads. @default 'https://the-guild.dev' */
    logoHref: href.optional(),
    /** The navigation, replacing the defaults (Solutions, Ecosystem, Blog, Our Services, About Us, Contact Us). */
    links: z.array(headerLinkSchema).optional(),
    /** The Solutions menu: guide links and the tutorial for a first API. */
    solutions: z
      .strictObject({
        /** @example [{ href: '/docs/federation', children: 'Federate services' }] */
        guides: z.array(linkItemSchema).optional(),
        /** @example { href: '/tutorial', children: 'Build your first GraphQL API', description: 'Step by step.' } */
        tutorial: linkItemSchema.extend({ description: z.string().optional() }).optional()
      })
      .optional()
  })
])

/** The company footer: its columns are company data, except these. */
export const footerSchema = z.strictObject({
  /** Extra RESOURCES links after Press Kit. @example [{ href: '/changelog', children: 'Changelog' }] */
  resources: z.array(linkItemSchema).default([])
})

const PACKAGE_NAME = /^(?:@[a-z0-9~-][a-z0-9._~-]*\/)?[a-z0-9~-][a-z0-9._~-]*$/
const VERSION = /^v?\d+(?:\.\d+){0,2}(?:[-+][0-9A-Za-z.+-]+)?$/

/** Versions for `<NPMBadge>`: the build never needs the network for them. */
export const npmSchema = z.strictObject({
  /**
   * Version of each package, used when a badge gives none. @example { 'graphql-yoga': '5.10.4' }
   */
  versions: z
    .record(z.string(), z.string().regex(VERSION, { error: 'npm.versions values must be versions such as "5.10.4"' }))
    // Checked here rather than as a key schema, so the message names the offending key.
    .superRefine((versions, ctx) => {
      for (const name of Object.keys(versions)) {
        if (!PACKAGE_NAME.test(name))
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: `npm.versions: "${name}" is not an npm package name, e.g. "graphql-yoga" or "@graphql-hive/cli"`
          })
      }
    })
    .default({}),
  /**
   * Ask the npm registry for the latest versions at build time. Off by default, so builds and
   * tests never touch the network; when on and the registry cannot be reached, the last answer
   * (cached under node_modules/.cache/guildsite) or `versions` is used and the build goes on.
   * @default false
   */
  registry: z.boolean().default(false)
})
