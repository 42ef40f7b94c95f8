/**
 * A route as the page map holds it (decoded: `/über uns/c#`, from file names) turned into a valid
 * URL path: every segment percent-encoded (`/%C3%BCber%20uns/c%23`). Every link to a page goes
 * through it: navigation, canonical URLs, the sitemap and search hits, so they agree with the
 * links authors write and with what a browser requests.
 */
export function encodeRoute(route: string): string {
  return route.split('/').map(encodeURIComponent).join('/')
}
