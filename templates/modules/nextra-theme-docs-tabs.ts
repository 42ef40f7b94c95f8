// `nextra-theme-docs/tabs` of nextra-theme-docs 2.0's betas: `Tab` and `Tabs` by name.
export { Tab } from '../components/tab.js'
export { Tabs } from '../components/tabs.js'
