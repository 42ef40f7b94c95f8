// `nextra-theme-docs/callout` of nextra-theme-docs 1 and 2.0's alphas and betas: the part as the default export
// (`import Callout from 'nextra-theme-docs/callout'`: unic/stages, 2.0.0-alpha.29). Later 2.x names it in `nextra-theme-docs`.
export { Callout as default } from '../components/callout.js'
