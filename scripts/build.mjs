// Transpiles src/ and templates/ into dist/ (one file per source file, structure kept) with esbuild.
// Type checking is `npm run typecheck`; this step must stay fast because `npm test` runs it.
import { build } from 'esbuild'
import fg from 'fast-glob'
import { rm } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const entryPoints = await fg(['src/**/*.{ts,tsx}', 'templates/**/*.{ts,tsx}'], {
  cwd: root,
  ignore: ['src/client/**', '**/*.d.ts']
})
await rm(new URL('../dist', import.meta.url), { recursive: true, force: true })
await build({
  absWorkingDir: root,
  entryPoints,
  outdir: 'dist',
  outbase: '.',
  format: 'esm',
  platform: 'node',
  target: 'node20',
  jsx: 'automatic',
  sourcemap: 'linked',
  logLevel: 'warning'
})

// Browser code: one bundle per entry, minified; the build copies it under a content hash.
await build({
  absWorkingDir: root,
  entryPoints: ['src/client/main.ts'],
  outdir: 'dist/client',
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  logLevel: 'warning'
})
