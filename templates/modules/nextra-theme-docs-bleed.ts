// `nextra-theme-docs/bleed` of nextra-theme-docs 1 and 2.0's alphas and betas: the part as the default export.
export { Bleed as default } from '../components/bleed.js'
