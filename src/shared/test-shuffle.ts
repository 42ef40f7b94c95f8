/**
 * TEST-ONLY hook. `GUILDSITE_TEST_SHUFFLE=<seed>` makes a build take its pages (as read, as sent to
 * the workers, as bundled) and its metas in an order shuffled by that seed, so that a test can show
 * that the output never depends on the order in which pages are met
 * (tests/integration/determinism.test.ts). Never set it outside tests.
 */
export function testShuffle<T>(items: T[], salt = ''): T[] {
  const seed = process.env.GUILDSITE_TEST_SHUFFLE
  if (!seed) return items
  // mulberry32, seeded by the seed and the call site's salt.
  let state = 0
  for (const char of seed + salt) state = (Math.imul(state, 31) + char.charCodeAt(0)) | 0
  const random = () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const out = [...items]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[out[i], out[j]] = [out[j], out[i]]
  }
  return out
}
