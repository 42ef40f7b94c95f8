import { describe, expect, it } from 'vitest'
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, localizedPath } from '../../../src/client/locale.js'

describe('localizedPath: the same page in another locale', () => {
  it('swaps the locale prefix, the default locale living at the root', () => {
    expect(localizedPath('/docs/guide', '/', '/fr')).toBe('/fr/docs/guide')
    expect(localizedPath('/fr/docs/guide', '/fr', '/')).toBe('/docs/guide')
    expect(localizedPath('/fr/docs/guide/', '/fr', '/de')).toBe('/de/docs/guide/')
    expect(localizedPath('/fr', '/fr', '/')).toBe('/')
    expect(localizedPath('/', '/', '/fr')).toBe('/fr')
  })

  it('keeps a base path', () => {
    expect(localizedPath('/base/fr/a', '/base/fr', '/base')).toBe('/base/a')
    expect(localizedPath('/base/a', '/base', '/base/fr')).toBe('/base/fr/a')
  })

  it('does not mistake a page named like a locale for the prefix', () => {
    expect(localizedPath('/french/a', '/fr', '/')).toBe('/')
  })

  it('remembers the choice in NEXT_LOCALE for one year', () => {
    expect(LOCALE_COOKIE).toBe('NEXT_LOCALE')
    expect(LOCALE_COOKIE_MAX_AGE).toBe(31_536_000)
  })
})
