import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { useBuiltFixture } from '../helpers/built-fixture-browser.js'

// Nextra 4's i18n with a content folder per locale (its swr-site): every locale is served under
// `/{locale}`, its pages link without the locale (`/docs/getting-started`) and its proxy sends such a
// URL to the NEXT_LOCALE cookie's locale, else the browser's, else the default. guildsite's static
// output writes a page at each locale-less route that does the same in the browser.
const files: Record<string, string> = {
  'package.json': JSON.stringify({
    type: 'module',
    dependencies: { next: '16.0.7', nextra: '4.6.1', 'nextra-theme-docs': '4.6.1', react: '19.1.0' }
  }),
  'next.config.mjs':
    "import nextra from 'nextra'\nexport default nextra({ contentDirBasePath: '/' })({ i18n: { locales: ['en', 'fr'], defaultLocale: 'en' } })\n",
  'mdx-components.jsx':
    "import { useMDXComponents as docs } from 'nextra-theme-docs'\nexport const useMDXComponents = c => ({ ...docs(), ...c })\n",
  'app/[lang]/layout.jsx':
    "import { Layout, Navbar } from 'nextra-theme-docs'\nimport { getPageMap } from 'nextra/page-map'\n" +
    'export default async function RootLayout({ children, params }) {\n  const { lang } = await params\n' +
    '  return <html lang={lang}><body><Layout navbar={<Navbar logo={<b>Gadgets</b>} />} pageMap={await getPageMap(`/${lang}`)}>{children}</Layout></body></html>\n}\n',
  'app/[lang]/[[...mdxPath]]/page.jsx':
    "import { generateStaticParamsFor, importPage } from 'nextra/pages'\nimport { useMDXComponents } from '../../../mdx-components'\n" +
    "export const generateStaticParams = generateStaticParamsFor('mdxPath')\nconst Wrapper = useMDXComponents().wrapper\n" +
    'export default async function Page(props) {\n  const params = await props.params\n' +
    '  const { default: MDXContent, toc, metadata } = await importPage(params.mdxPath, params.lang)\n' +
    '  return <Wrapper toc={toc} metadata={metadata}><MDXContent {...props} params={params} /></Wrapper>\n}\n',
  'content/en/index.mdx': '# Home\n',
  'content/en/docs/guide.mdx': '# The guide\n',
  'content/en/only-english.mdx': '# Only in English\n',
  'content/fr/index.mdx': '# Accueil\n',
  'content/fr/docs/guide.mdx': '# Le guide\n'
}

describe('locale-less URLs of a Nextra 4 site with a content folder per locale', () => {
  const site = useBuiltFixture(files, { ok: true })
  const heading = async (route: string, setup?: Parameters<typeof site.open>[2]) => {
    const page = await site.open(route, 1280, setup)
    await page.waitForURL(/\/(en|fr)\//)
    const found = { path: new URL(page.url()).pathname, h1: await page.locator('h1').first().textContent() }
    await page.close()
    return found
  }

  it("writes a page at each locale-less route, the default locale's for readers without JavaScript", () => {
    const html = readFileSync(join(site.out, 'docs/guide/index.html'), 'utf8')
    expect(html).toContain('<noscript><meta http-equiv="refresh" content="0; url=/en/docs/guide"></noscript>')
    expect(readFileSync(join(site.out, 'only-english/index.html'), 'utf8')).toContain('url=/en/only-english')
  })

  it("sends a reader to the NEXT_LOCALE cookie's locale, else the browser's language, else the default", async () => {
    expect(await heading('/docs/guide')).toEqual({ path: '/en/docs/guide', h1: 'The guide' })
    const withCookie = await heading('/docs/guide', page =>
      page.context().addCookies([{ name: 'NEXT_LOCALE', value: 'fr', url: site.url }])
    )
    expect(withCookie).toEqual({ path: '/fr/docs/guide', h1: 'Le guide' })
    // (A locale that lacks the page: the default's.)
    const lacking = await heading('/only-english', page =>
      page.context().addCookies([{ name: 'NEXT_LOCALE', value: 'fr', url: site.url }])
    )
    expect(lacking.path).toBe('/en/only-english')
    await site.browser.contexts()[0]?.clearCookies()
    const french = await site.browser.newContext({ locale: 'fr-FR' })
    const page = await french.newPage()
    await page.goto(site.url + '/docs/guide')
    await page.waitForURL(/\/fr\//)
    expect(await page.locator('h1').first().textContent()).toBe('Le guide')
    await french.close()
  })

  it("gives the language switch the same page in each locale, the default's served under its prefix too", async () => {
    const page = await site.open('/en/docs/guide')
    await page.waitForFunction(
      () => document.querySelector('.gs-locale-switch a[hreflang="fr"]')?.getAttribute('href') !== '/fr'
    )
    // (Nextra 4's switch is at the sidebar's foot; the navbar's copy, hidden there, links alike.)
    const links = (which: string) =>
      page.evaluate(
        selector =>
          Array.from(
            document.querySelectorAll(`${selector} a[hreflang]`),
            a => `${a.getAttribute('hreflang')} ${a.getAttribute('href')}`
          ),
        which
      )
    // (It was /fr/en/docs/guide: the default locale's root taken as /.)
    expect(await links('.gs-locale-switch--foot')).toEqual(['en /en/docs/guide', 'fr /fr/docs/guide'])
    expect(await links('.gs-navbar .gs-locale-switch')).toEqual(['en /en/docs/guide', 'fr /fr/docs/guide'])
    // From French, English is reached through the locale-less page, the click remembering the choice.
    await page.goto(site.url + '/fr/docs/guide')
    await page.locator('.gs-locale-switch--foot summary').click()
    await page.locator('.gs-locale-switch--foot a[hreflang="en"]').click()
    await page.waitForURL(/\/en\/docs\/guide$/)
    expect(await page.locator('h1').first().textContent()).toBe('The guide')
    await page.close()
  })
})
