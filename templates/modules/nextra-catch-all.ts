// `nextra/catch-all` (Nextra 3's alphas): `createCatchAllMeta(filePaths, customMeta)`, the `_meta` of a
// catch-all route's remote docs (the Guild's versioned docs: graphql-yoga's /v2–/v4 in 2024).
export { createCatchAllMeta } from '../components/guild-utils.js'
