import { setupChrome } from './chrome.js'
import { setupCopyButtons } from './copy-code.js'
import { setupTabs } from './tabs.js'
import { setupTheme } from './theme.js'

// One small module per behaviour; the server-rendered page works without any of them.
setupTheme()
setupCopyButtons()
setupTabs()
setupChrome()
