import { CHAPTERS, VERSION } from '../lib/chapters'
import { NEW } from '../lib/badge'

export default {
  index: `Home v${VERSION}`,
  ...Object.fromEntries(CHAPTERS.map((slug, i) => [slug, `Chapter ${i + 1}`])),
  news: { title: NEW },
  extras: 'Extras'
}
