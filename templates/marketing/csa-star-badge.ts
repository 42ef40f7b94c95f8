// An original drawing of a cloud-security-alliance STAR level-one badge (SPEC §2 "Footer":
// a badge image 72 px wide): a seal with a star and a ribbon. Kept as an SVG string and inlined
// as a data: URL, so the footer image needs no file in the site's output.

/** The badge as SVG markup (viewBox 120 × 132). */
export const CSA_STAR_BADGE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 132" width="120" height="132" font-family="Arial,Helvetica,sans-serif">' +
  '<title>CSA STAR Level One</title>' +
  '<circle cx="60" cy="58" r="56" fill="#0b3c5d"/>' +
  '<circle cx="60" cy="58" r="49" fill="none" stroke="#7fd3f7" stroke-width="2"/>' +
  '<text x="60" y="36" fill="#ffffff" font-size="17" font-weight="700" text-anchor="middle" letter-spacing="2">CSA</text>' +
  '<path d="M60 42l6.2 12.6 13.9 2-10 9.8 2.4 13.8L60 73.7l-12.5 6.5 2.4-13.8-10-9.8 13.9-2z" fill="#f5b700"/>' +
  '<path d="M0 91h120l-7 11 7 11H0l7-11z" fill="#f5b700"/>' +
  '<text x="60" y="106" fill="#0b3c5d" font-size="11.5" font-weight="700" text-anchor="middle" letter-spacing="0.5">STAR · LEVEL 1</text>' +
  '</svg>'

/** The badge as a `data:` URL for an `<img src>`. */
export const CSA_STAR_BADGE_SRC = `data:image/svg+xml,${encodeURIComponent(CSA_STAR_BADGE_SVG)}`

/** Width of the badge in the footer (SPEC: 72) and the height that keeps its proportions. */
export const CSA_STAR_BADGE_WIDTH = 72
export const CSA_STAR_BADGE_HEIGHT = Math.round((72 * 132) / 120)
