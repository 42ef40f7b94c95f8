import type { Site } from '../content/load-site.js'
import type { PageMap } from '../page-map/types.js'

/**
 * The site a thread renders with, from the setup the build sent it: its config, page maps and Nextra
 * major (what its pages show follows it, e.g. nextra-theme-blog 2's post lists); no files of its own.
 */
export function siteOfSetup(setup: Pick<Site, 'config' | 'nextra'> & { pageMaps: [string, PageMap][] }): Site {
  return {
    config: setup.config,
    files: [],
    pages: [],
    metas: [],
    pageMaps: new Map(setup.pageMaps),
    ...(setup.nextra && { nextra: setup.nextra })
  }
}
