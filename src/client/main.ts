import { setupBanner } from './banner.js'
import { setupComments } from './comments.js'
import { setupCopyButtons } from './copy-code.js'
import { setupCopyPage } from './copy-page.js'
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
setupCopyPage()
setupScrollRegions()
setupDetails()
setupToc()
setupLocaleSwitch()
setupMermaid()
setupComments()
setupMediaWarnings()
setupSearch()
