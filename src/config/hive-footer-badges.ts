// The badges HiveFooter draws in its last column changed with @theguild/components' releases (read in the built
// code of 9.4.1, 9.7.1 and 9.11.3): up to 9.7.1 the CSA STAR Level One badge, always; 9.11.3 draws none unless
// it is given `showSecurityBadges`, and then the CSA badge and an AICPA SOC 2 one (Hive's site gives it).

/** What a footer shows there: the CSA badge, it and SOC 2's, or nothing. */
export type FooterBadges = 'csa' | 'csa+soc2' | 'none'

/**
 * The badges of the site's release (`version` as graphql-conf-card.ts reads it; the 9.x boundary lies between
 * 9.7.1 and 9.11.3, the releases the registry holds: 9.8 is taken) for a footer given `showSecurityBadges` or not.
 */
export function footerBadges(version: number[] | undefined, showSecurityBadges: boolean): FooterBadges {
  const newer = version !== undefined && (version[0]! > 9 || (version[0] === 9 && version[1]! >= 8))
  if (!newer) return 'csa'
  return showSecurityBadges ? 'csa+soc2' : 'none'
}
