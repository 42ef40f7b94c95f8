import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readWebsiteFolder } from '../../../src/config/website-folder.js'
import { fallbackMetrics } from '../../../src/site-css/font-fallback-metrics.js'
import { siteStylesheet } from '../../../src/site-css/site-stylesheet.js'
import { appGlobalStyles } from '../../../src/website/app-global-styles.js'
import { appStyledJsxFile } from '../../../src/website/app-styled-jsx-file.js'
import { withSiteStyles } from '../../../src/website/site-styles.js'
import localFont from '../../../templates/modules/next-font-local.js'

// A real font to read metrics from: KaTeX's Main Regular (SIL Open Font License 1.1), shipped by the katex
// dependency in TrueType, WOFF and WOFF2. Its figures are the ones Next's loader (fontkit) computes for it.
const katexFont = (ext: string) =>
  join(createRequire(import.meta.url).resolve('katex/package.json'), '..', 'dist/fonts', `KaTeX_Main-Regular.${ext}`)
const KATEX_FALLBACK = 'ascent-override:93.02%;descent-override:28.02%;line-gap-override:9.27%;size-adjust:97.07%'

// `next/font/local` (issue 34, Hive's Nextra 4 site: PP Neue Montreal in its root layout, given to
// `<HiveLayout fontFamily>`): the build writes the font's faces with its files, under the names the
// loader returns where the layout runs, so every page is set in the site's font as on Nextra's build.
const LAYOUT = `import localFont from 'next/font/local'
import { HiveLayout } from '@theguild/components/server'

const neueMontreal = localFont({
  src: [
    { path: '../fonts/Neue-Regular.woff2', weight: '400' },
    // Medium is 530: both 500 and 600
    { path: '../fonts/Neue-Medium.woff2', weight: '500' },
    { path: '../fonts/Neue-Medium.woff2', weight: '600' },
    { path: '../fonts/Missing.woff2', weight: '700' },
  ],
})
const mono = localFont({ src: '../fonts/Mono Regular.ttf', variable: '--font-mono', display: 'block', adjustFontFallback: false, fallback: ['monospace'] })

export default function Layout({ children }) {
  return <HiveLayout fontFamily={neueMontreal.style.fontFamily} className={mono.variable} docsRepositoryBase="https://github.com/acme/site/tree/main">{children}</HiveLayout>
}
`

describe('next/font/local', () => {
  let dir = ''
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'guildsite-local-fonts-'))
    await mkdir(join(dir, 'src/app'), { recursive: true })
    await mkdir(join(dir, 'src/fonts'), { recursive: true })
    await writeFile(join(dir, 'package.json'), '{"name":"@acme/docs","dependencies":{"@theguild/components":"9.11.3"}}')
    await writeFile(join(dir, 'src/app/layout.tsx'), LAYOUT)
    // The 400 file is a real font: the fallback face takes its metrics (the 500/600 file is not read).
    await copyFile(katexFont('woff2'), join(dir, 'src/fonts/Neue-Regular.woff2'))
    await writeFile(join(dir, 'src/fonts/Neue-Medium.woff2'), 'medium')
    await writeFile(join(dir, 'src/fonts/Mono Regular.ttf'), 'mono')
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it('writes a face per font file, under the family the loader returns, with the files beside the stylesheet', async () => {
    const sheet = await siteStylesheet({
      siteDir: dir,
      contentRoot: join(dir, 'src/content'),
      tailwind3: false,
      exclude: []
    })
    const font = localFont({
      src: [
        { path: '../fonts/Neue-Regular.woff2', weight: '400' },
        { path: '../fonts/Neue-Medium.woff2', weight: '500' },
        { path: '../fonts/Neue-Medium.woff2', weight: '600' },
        { path: '../fonts/Missing.woff2', weight: '700' }
      ]
    })
    const [family, fallback] = font.style.fontFamily.split(', ')
    expect(family).toMatch(/^'__Neue-Regular_[0-9a-f]{8}'$/)
    expect(fallback).toMatch(/^'__Neue-Regular_Fallback_[0-9a-f]{8}'$/)
    const faces = [...sheet.css.matchAll(/@font-face\{[^}]*\}/g)].map(match => match[0])
    const own = faces.filter(face => face.includes(`font-family:${family};`))
    // (The missing 700 file has no face: the browser draws 700 from the nearest weight, as with Next's error fixed.)
    expect(own.map(face => /font-weight:(\d+)/.exec(face)?.[1])).toEqual(['400', '500', '600'])
    expect(own[0]).toMatch(/src:url\('Neue-Regular-[0-9a-f]{10}\.woff2'\) format\('woff2'\);font-display:swap;/)
    // Next's adjusted fallback: a local Arial scaled and spaced to the 400 file's metrics while the font loads.
    expect(faces).toContain(`@font-face{font-family:${fallback};src:local('Arial');${KATEX_FALLBACK}}`)
    expect(sheet.css).toContain(`.${font.className}{font-family:${font.style.fontFamily}}`)
    expect([...sheet.files.keys()].sort()).toEqual([
      expect.stringMatching(/^_gs\/assets\/Mono_Regular-[0-9a-f]{10}\.ttf$/),
      expect.stringMatching(/^_gs\/assets\/Neue-Medium-[0-9a-f]{10}\.woff2$/),
      expect.stringMatching(/^_gs\/assets\/Neue-Regular-[0-9a-f]{10}\.woff2$/)
    ])
    // A variable font: its class sets the variable; no fallback face with adjustFontFallback: false.
    const mono = localFont({
      src: '../fonts/Mono Regular.ttf',
      variable: '--font-mono',
      display: 'block',
      adjustFontFallback: false,
      fallback: ['monospace']
    })
    expect(mono.style.fontFamily).toMatch(/^'__Mono_Regular_[0-9a-f]{8}', monospace$/)
    expect(sheet.css).toMatch(/src:url\('Mono_Regular-[0-9a-f]{10}\.ttf'\) format\('truetype'\);font-display:block;\}/)
    expect(sheet.css).toContain(`.${mono.variable}{--font-mono:${mono.style.fontFamily}}`)
    expect(sheet.css).not.toContain('Mono_Regular_Fallback')
  })

  it("reads HiveLayout's fontFamily as the sans-serif font of every page", async () => {
    const read = await readWebsiteFolder(dir)
    expect(read.raw.fontFamily).toMatch(/^'__Neue-Regular_[0-9a-f]{8}', '__Neue-Regular_Fallback_[0-9a-f]{8}'$/)
    expect(read.notes).toContainEqual(expect.objectContaining({ key: 'fontFamily', action: 'read' }))
  })
})

// `next/font/local`'s `adjustFontFallback`: the fallback face's metrics, read from the font file in each format.
describe('fallback font metrics', () => {
  it("gives a font's size-adjust and ascent/descent/line-gap overrides over Arial or Times New Roman", async () => {
    for (const ext of ['ttf', 'woff', 'woff2']) {
      expect(fallbackMetrics(await readFile(katexFont(ext)))).toEqual({
        fallbackFont: 'Arial',
        ascentOverride: '93.02%',
        descentOverride: '28.02%',
        lineGapOverride: '9.27%',
        sizeAdjust: '97.07%'
      })
    }
    // Times New Roman's letters are narrower than Arial's: the same font needs a larger fallback.
    expect(fallbackMetrics(await readFile(katexFont('woff2')), 'serif')).toMatchObject({
      fallbackFont: 'Times New Roman',
      sizeAdjust: '106.18%'
    })
    // Not a font: no metrics (the face stays a plain local Arial).
    expect(fallbackMetrics(new TextEncoder().encode('regular'))).toBeUndefined()
  })
})

// A Nextra 2/3 site's `pages/_app` sets its font in a `<style jsx global>` (Hive 2024, graphql-code-generator):
// Next renders `_app` around every page; guildsite reads its global styled-jsx CSS into the site stylesheet.
describe("pages/_app's global styled-jsx", () => {
  const APP = (imports: string) => `${imports}
import localFont from 'next/font/local'

const neueMontreal = localFont({ src: [{ path: '../fonts/Neue-Regular.woff2', weight: '400' }] })

export default function App({ Component, pageProps }) {
  return (
    <>
      <style jsx global>{\`
        :root {
          --font-sans: \${neueMontreal.style.fontFamily};
        }
      \`}</style>
      <style jsx>{\`p { color: red }\`}</style>
      <Component {...pageProps} />
    </>
  )
}
`
  let dir = ''
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'guildsite-app-styles-'))
    for (const [name, imports] of [
      ['guild', "import '@theguild/components/style.css'"],
      ['plain', '']
    ]) {
      await mkdir(join(dir, name, 'pages'), { recursive: true })
      await mkdir(join(dir, name, 'fonts'), { recursive: true })
      await writeFile(join(dir, name, 'pages/_app.tsx'), APP(imports))
      await writeFile(join(dir, name, 'fonts/Neue-Regular.woff2'), 'regular')
    }
    await mkdir(join(dir, 'none', 'pages'), { recursive: true })
    await writeFile(
      join(dir, 'none', 'pages/_app.tsx'),
      'export default function App({ Component, pageProps }) { return <Component {...pageProps} /> }\n'
    )
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it('gives the site stylesheet its global rules (not its scoped ones), the font named as the loader names it', async () => {
    const family = localFont({ src: [{ path: '../fonts/Neue-Regular.woff2', weight: '400' }] }).style.fontFamily
    const plain = await appGlobalStyles(join(dir, 'plain', 'pages'), join(dir, 'plain'))
    expect(plain.replace(/\s+/g, ' ').trim()).toBe(`:root { --font-sans: ${family}; }`)
    // With components 7's stylesheet (its html font is var(--font-sans)), guildsite's chrome takes the font too.
    const guild = await appGlobalStyles(join(dir, 'guild', 'pages'), join(dir, 'guild'))
    expect(guild).toContain(`--font-sans: ${family};`)
    expect(guild.endsWith(':root{--gs-font-sans:var(--font-sans)}')).toBe(true)
    // (And its faces are written by the stylesheet pass, which reads `_app` as any module.)
    const sheet = await siteStylesheet({
      siteDir: join(dir, 'guild'),
      contentRoot: join(dir, 'guild', 'pages'),
      tailwind3: false,
      exclude: []
    })
    expect(sheet.css).toContain(`@font-face{font-family:${family.split(', ')[0]};`)
    expect(await appGlobalStyles(join(dir, 'none', 'pages'), join(dir, 'none'))).toBe('')
  })

  it('reaches the site stylesheet a build links, and only an `_app` with a global style is evaluated', async () => {
    const family = localFont({ src: [{ path: '../fonts/Neue-Regular.woff2', weight: '400' }] }).style.fontFamily
    const base = {
      files: new Map<string, string | Uint8Array>(),
      css: ['/_gs/assets/style.css'],
      scripts: [],
      diagramFiles: new Map<string, string>()
    }
    const plain = await withSiteStyles(base, join(dir, 'plain'), join(dir, 'plain', 'pages'), [])
    const sheet = plain.css.find(url => url.includes('site-styles-'))!
    expect(String(plain.files.get(sheet.slice(1)))).toContain(`--font-sans: ${family};`)
    // An `_app` without `<style jsx global>` (and a site without `_app`) adds no stylesheet: the gate
    // (`appStyledJsxFile`) keeps the lenient evaluator, ~200 ES modules, out of such a build.
    expect(appStyledJsxFile(join(dir, 'none', 'pages'))).toBeUndefined()
    expect(appStyledJsxFile(join(dir, 'missing', 'pages'))).toBeUndefined()
    expect(appStyledJsxFile(join(dir, 'plain', 'pages'))).toBe(join(dir, 'plain', 'pages', '_app.tsx'))
    const none = await withSiteStyles(base, join(dir, 'none'), join(dir, 'none', 'pages'), [])
    expect(none.css).toEqual(['/_gs/assets/style.css'])
  })
})
