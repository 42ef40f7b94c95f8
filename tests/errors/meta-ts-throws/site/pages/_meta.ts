const titles: Record<string, string> = {}

export default {
  index: 'Home',
  guide: titles.guide.toUpperCase()
}
