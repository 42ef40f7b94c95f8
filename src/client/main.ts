import { setupBanner } from './banner.js'
import { setupBlogBack } from './blog-back.js'
import { setupCopyButtons } from './copy-code.js'
import { setupDetails } from './details.js'
import { setupLocaleSwitch } from './locale.js'
import { setupMediaWarnings } from './media-warning.js'
import { setupMenus } from './menus.js'
import { setupMermaid } from './mermaid.js'
import { setupMobileNav } from './mobile-nav.js'
import { setupNavbarOverflow } from './navbar-overflow.js'
import { setupScrollRegions } from './scroll-regions.js'
import { setupSearch } from './search/setup-search.js'
import { setupSidebar } from './sidebar.js'
import { setupTabs } from './tabs.js'
import { setupTheme } from './theme.js'
import { setupToc } from './toc.js'

// One small module per behaviour; each enhances server-rendered markup that works without it.
// Tabs first: it replaces the head script's pre-paint panel selection with the real one.
setupTabs()
setupTheme()
setupNavbarOverflow()
setupBanner()
setupSidebar()
setupMobileNav()
setupMenus()
setupCopyButtons()
// (Only nextra-theme-docs 4.4+ sites have the "Copy page" button: its code loads where it is.)
if (document.querySelector('button[data-copy-page]'))
  void import('./copy-page.js').then(({ setupCopyPage }) => setupCopyPage())
setupScrollRegions()
setupDetails()
setupToc()
setupLocaleSwitch()
setupMermaid()
// (Only a page with Code Hike's scrolling, spotlight or section code needs their code: it loads, and sets
// itself up, where they are.)
if (document.querySelector('[data-ch]')) void import('./code-hike.js')
// (Only a page with comments needs their code: it loads where they are, the widget later still.)
if (document.querySelector('[data-comments]')) void import('./comments.js').then(({ setupComments }) => setupComments())
setupMediaWarnings()
setupSearch()
setupBlogBack()
