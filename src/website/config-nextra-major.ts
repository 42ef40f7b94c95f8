import type { SiteConfig } from '../config/load-config.js'
import { detectNextraMajor, type NextraMajor } from '../page-map/nextra-major.js'

// The site's Nextra major where no page map is at hand, once per config (`nextra-typography.ts`,
// `nextra-links.ts` read it).

const majors = new WeakMap<SiteConfig, NextraMajor>()

/** Records the major the dev server's scan found for a config (`dev/site-structure.ts`). */
export function rememberNextraMajor(config: SiteConfig, major: NextraMajor): void {
  majors.set(config, major)
}

/**
 * The site's Nextra major when no page map is at hand (the dev server compiles one page at a time):
 * the one its scan found, else its config or package.json, else what its folders tell.
 */
export function configNextraMajor(config: SiteConfig): NextraMajor {
  let major = majors.get(config)
  if (major === undefined) {
    major = detectNextraMajor({
      configured: config.nextra,
      siteDir: config.siteDir,
      contentRoot: config.contentRoot,
      files: []
    }).major
    majors.set(config, major)
  }
  return major
}
