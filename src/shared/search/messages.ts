/**
 * The search UI's texts in the SPEC §9 UI languages (en-US, fr, ru, zh-CN). English texts are the
 * SPEC's own (§2, §8, §9); other locales fall back to their language, then to English.
 */
export interface SearchMessages {
  /** Docs modal title (SPEC §2). */
  modalTitle: string
  /** Docs modal input placeholder (SPEC §2). */
  modalPlaceholder: string
  /** Header search box placeholder. */
  boxPlaceholder: string
  loading: string
  /** Docs modal, a query without hits (SPEC §8). */
  noResultsFor: (query: string) => string
  /** The autocomplete item without a URL that opens the docs modal with the query. */
  searchAllFor: (query: string) => string
  /** Header search box, a query without hits (SPEC §8). */
  noResults: string
  /** SPEC §8. */
  loadError: string
  /** SPEC §9 default labels. */
  search: string
  clear: string
  submit: string
  cancel: string
  close: string
  hitTypes: { page: string; heading: string; content: string }
  results: string
  preview: string
  openPage: string
  onThisPage: string
  keys: { navigate: string; select: string; close: string }
}

const EN: SearchMessages = {
  modalTitle: 'Search docs',
  modalPlaceholder: 'Search…',
  boxPlaceholder: 'Search documentation…',
  loading: 'Loading…',
  noResultsFor: query => `No results for "${query}"`,
  searchAllFor: query => `Search all docs for "${query}"`,
  noResults: 'No results found',
  loadError: 'Failed to load search index',
  search: 'Search',
  clear: 'Clear',
  submit: 'Submit',
  cancel: 'Cancel',
  close: 'Close',
  hitTypes: { page: 'Page', heading: 'Section', content: 'Text' },
  results: 'Search results',
  preview: 'Preview',
  openPage: 'Open page',
  onThisPage: 'Matches on this page',
  keys: { navigate: 'to navigate', select: 'to open', close: 'to close' }
}

const MESSAGES: Record<string, SearchMessages> = {
  'en-US': EN,
  fr: {
    modalTitle: 'Rechercher dans la documentation',
    modalPlaceholder: 'Rechercher…',
    boxPlaceholder: 'Rechercher dans la documentation…',
    loading: 'Chargement…',
    noResultsFor: query => `Aucun résultat pour « ${query} »`,
    searchAllFor: query => `Rechercher « ${query} » dans toute la documentation`,
    noResults: 'Aucun résultat trouvé',
    loadError: "Échec du chargement de l'index de recherche",
    search: 'Rechercher',
    clear: 'Effacer',
    submit: 'Valider',
    cancel: 'Annuler',
    close: 'Fermer',
    hitTypes: { page: 'Page', heading: 'Section', content: 'Texte' },
    results: 'Résultats de recherche',
    preview: 'Aperçu',
    openPage: 'Ouvrir la page',
    onThisPage: 'Correspondances sur cette page',
    keys: { navigate: 'pour naviguer', select: 'pour ouvrir', close: 'pour fermer' }
  },
  ru: {
    modalTitle: 'Поиск по документации',
    modalPlaceholder: 'Поиск…',
    boxPlaceholder: 'Поиск по документации…',
    loading: 'Загрузка…',
    noResultsFor: query => `Нет результатов для «${query}»`,
    searchAllFor: query => `Искать «${query}» во всей документации`,
    noResults: 'Ничего не найдено',
    loadError: 'Не удалось загрузить поисковый индекс',
    search: 'Поиск',
    clear: 'Очистить',
    submit: 'Найти',
    cancel: 'Отмена',
    close: 'Закрыть',
    hitTypes: { page: 'Страница', heading: 'Раздел', content: 'Текст' },
    results: 'Результаты поиска',
    preview: 'Предпросмотр',
    openPage: 'Открыть страницу',
    onThisPage: 'Совпадения на этой странице',
    keys: { navigate: 'для перехода', select: 'чтобы открыть', close: 'чтобы закрыть' }
  },
  'zh-CN': {
    modalTitle: '搜索文档',
    modalPlaceholder: '搜索…',
    boxPlaceholder: '搜索文档…',
    loading: '正在加载…',
    noResultsFor: query => `没有找到“${query}”的结果`,
    searchAllFor: query => `在全部文档中搜索“${query}”`,
    noResults: '未找到结果',
    loadError: '无法加载搜索索引',
    search: '搜索',
    clear: '清除',
    submit: '提交',
    cancel: '取消',
    close: '关闭',
    hitTypes: { page: '页面', heading: '章节', content: '正文' },
    results: '搜索结果',
    preview: '预览',
    openPage: '打开页面',
    onThisPage: '本页中的匹配项',
    keys: { navigate: '切换', select: '打开', close: '关闭' }
  }
}

/** The texts for `locale`: exact match, then same language (`fr-CA` → `fr`, `zh` → `zh-CN`), then English. */
export function searchMessages(locale: string | undefined): SearchMessages {
  if (!locale) return EN
  if (MESSAGES[locale]) return MESSAGES[locale]
  const language = locale.toLowerCase().split('-')[0]
  const match = Object.keys(MESSAGES).find(key => key.toLowerCase().split('-')[0] === language)
  return match ? MESSAGES[match] : EN
}
