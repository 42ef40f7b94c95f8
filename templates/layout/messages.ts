// The texts of the docs chrome, one table per UI language (the search UI's own texts are in
// src/shared/search/messages.ts). React-free data: the main thread and the workers both read it.

/** Every text the layout shows around a page's content. `{date}` and `{route}` are placeholders. */
export interface ChromeMessages {
  /** The edit link under the TOC (SPEC §2). */
  editLink: string
  /** The feedback link (SPEC §2). */
  feedback: string
  /** TOC heading. */
  onThisPage: string
  /** `Last updated on {date}`: the date is formatted with Intl in the page's locale. */
  lastUpdated: string
  previous: string
  next: string
  /** Theme switch: its label and the three choices (the label says the current one). */
  theme: { label: string; light: string; dark: string; system: string; current: string; next: string }
  copyCode: string
  copied: string
  expandSidebar: string
  collapseSidebar: string
  /** A long sidebar list's left-out run (`{count}` items), a link to the nearest of them without JavaScript. */
  morePages: string
  menu: string
  closeMenu: string
  /** The navbar's dropdown of the items that do not fit. */
  more: string
  dismissBanner: string
  /** Landmark and control labels for assistive technology. */
  labels: {
    breadcrumb: string
    docsNavigation: string
    sidebar: string
    pagination: string
    main: string
    announcement: string
    permalink: string
    language: string
  }
  notFound: { heading: string; message: string; issueLink: string }
  serverError: { heading: string; message: string; issueLink: string }
  backHome: string
  skipToContent: string
  /** Title of the comments frame. */
  comments: string
}

export type ChromeMessageOverrides = {
  [K in keyof ChromeMessages]?: ChromeMessages[K] extends string ? string : Partial<ChromeMessages[K]>
}

const EN: ChromeMessages = {
  editLink: 'Edit this page on GitHub',
  feedback: 'Question? Give us feedback →',
  onThisPage: 'On this page',
  lastUpdated: 'Last updated on {date}',
  previous: 'Previous',
  next: 'Next',
  theme: {
    label: 'Toggle theme',
    light: 'Light',
    dark: 'Dark',
    system: 'System',
    current: 'Theme: {theme}',
    next: 'Switch to {theme}'
  },
  copyCode: 'Copy code',
  copied: 'Copied',
  expandSidebar: 'Expand sidebar',
  collapseSidebar: 'Collapse sidebar',
  morePages: '{count} more pages',
  menu: 'Menu',
  closeMenu: 'Close menu',
  more: 'More',
  dismissBanner: 'Dismiss banner',
  labels: {
    breadcrumb: 'Breadcrumb',
    docsNavigation: 'Docs navigation',
    sidebar: 'Sidebar',
    pagination: 'Pagination',
    main: 'Main',
    announcement: 'Announcement',
    permalink: 'Permalink',
    language: 'Language'
  },
  notFound: {
    heading: 'Page not found',
    message: 'The page you are looking for does not exist or has been moved.',
    issueLink: 'Submit an issue about broken link →'
  },
  serverError: {
    heading: 'Something went wrong',
    message: 'An unexpected error occurred while loading this page.',
    issueLink: 'Submit an issue about error in url →'
  },
  backHome: 'Back to the home page',
  skipToContent: 'Skip to content',
  comments: 'Comments'
}

const FR: ChromeMessages = {
  editLink: 'Modifier cette page sur GitHub',
  feedback: 'Une question ? Donnez-nous votre avis →',
  onThisPage: 'Sur cette page',
  lastUpdated: 'Dernière mise à jour le {date}',
  previous: 'Précédent',
  next: 'Suivant',
  theme: {
    label: 'Changer de thème',
    light: 'Clair',
    dark: 'Sombre',
    system: 'Système',
    current: 'Thème : {theme}',
    next: 'Passer au thème {theme}'
  },
  copyCode: 'Copier le code',
  copied: 'Copié',
  expandSidebar: 'Déplier la barre latérale',
  collapseSidebar: 'Replier la barre latérale',
  morePages: '{count} pages de plus',
  menu: 'Menu',
  closeMenu: 'Fermer le menu',
  more: 'Plus',
  dismissBanner: 'Fermer le bandeau',
  labels: {
    breadcrumb: "Fil d'Ariane",
    docsNavigation: 'Navigation de la documentation',
    sidebar: 'Barre latérale',
    pagination: 'Pagination',
    main: 'Principal',
    announcement: 'Annonce',
    permalink: 'Lien permanent',
    language: 'Langue'
  },
  notFound: {
    heading: 'Page introuvable',
    message: "La page que vous cherchez n'existe pas ou a été déplacée.",
    issueLink: 'Signaler ce lien cassé →'
  },
  serverError: {
    heading: 'Une erreur est survenue',
    message: 'Une erreur inattendue est survenue lors du chargement de cette page.',
    issueLink: 'Signaler une erreur sur cette adresse →'
  },
  backHome: "Retour à l'accueil",
  skipToContent: 'Aller au contenu',
  comments: 'Commentaires'
}

const RU: ChromeMessages = {
  editLink: 'Редактировать эту страницу на GitHub',
  feedback: 'Есть вопрос? Оставьте отзыв →',
  onThisPage: 'На этой странице',
  lastUpdated: 'Последнее обновление: {date}',
  previous: 'Назад',
  next: 'Далее',
  theme: {
    label: 'Сменить тему',
    light: 'Светлая',
    dark: 'Тёмная',
    system: 'Системная',
    current: 'Тема: {theme}',
    next: 'Переключить на: {theme}'
  },
  copyCode: 'Копировать код',
  copied: 'Скопировано',
  expandSidebar: 'Развернуть боковую панель',
  collapseSidebar: 'Свернуть боковую панель',
  morePages: 'Ещё страниц: {count}',
  menu: 'Меню',
  closeMenu: 'Закрыть меню',
  more: 'Ещё',
  dismissBanner: 'Закрыть баннер',
  labels: {
    breadcrumb: 'Навигационная цепочка',
    docsNavigation: 'Навигация по документации',
    sidebar: 'Боковая панель',
    pagination: 'Страницы',
    main: 'Основное',
    announcement: 'Объявление',
    permalink: 'Постоянная ссылка',
    language: 'Язык'
  },
  notFound: {
    heading: 'Страница не найдена',
    message: 'Страница, которую вы ищете, не существует или была перемещена.',
    issueLink: 'Сообщить о неработающей ссылке →'
  },
  serverError: {
    heading: 'Что-то пошло не так',
    message: 'При загрузке этой страницы произошла непредвиденная ошибка.',
    issueLink: 'Сообщить об ошибке по этому адресу →'
  },
  backHome: 'На главную',
  skipToContent: 'Перейти к содержимому',
  comments: 'Комментарии'
}

const ZH_CN: ChromeMessages = {
  editLink: '在 GitHub 上编辑此页',
  feedback: '有疑问？欢迎反馈 →',
  onThisPage: '本页目录',
  lastUpdated: '最后更新于 {date}',
  previous: '上一页',
  next: '下一页',
  theme: {
    label: '切换主题',
    light: '浅色',
    dark: '深色',
    system: '跟随系统',
    current: '主题：{theme}',
    next: '切换到{theme}'
  },
  copyCode: '复制代码',
  copied: '已复制',
  expandSidebar: '展开侧边栏',
  collapseSidebar: '收起侧边栏',
  morePages: '还有 {count} 个页面',
  menu: '菜单',
  closeMenu: '关闭菜单',
  more: '更多',
  dismissBanner: '关闭横幅',
  labels: {
    breadcrumb: '面包屑导航',
    docsNavigation: '文档导航',
    sidebar: '侧边栏',
    pagination: '翻页',
    main: '主导航',
    announcement: '公告',
    permalink: '永久链接',
    language: '语言'
  },
  notFound: { heading: '页面未找到', message: '你要找的页面不存在或已被移动。', issueLink: '提交失效链接问题 →' },
  serverError: { heading: '出错了', message: '加载此页面时发生了意外错误。', issueLink: '提交此地址的错误问题 →' },
  backHome: '返回首页',
  skipToContent: '跳到正文',
  comments: '评论'
}

const TABLES: Record<string, ChromeMessages> = { 'en-US': EN, en: EN, fr: FR, ru: RU, 'zh-CN': ZH_CN, zh: ZH_CN }

/** The locales with a table of their own (a locale of the same language uses it too). */
export const CHROME_LOCALES = ['en-US', 'fr', 'ru', 'zh-CN'] as const

/** The built-in table of a locale: its own, its language's, else English. */
export function builtinChromeMessages(locale: string): ChromeMessages {
  return TABLES[locale] ?? TABLES[locale.split('-')[0]!.toLowerCase()] ?? EN
}

/** A locale's texts: the built-in table with the site's overrides (config `i18n.messages`) on top. */
export function chromeMessages(locale: string, overrides?: ChromeMessageOverrides): ChromeMessages {
  const base = builtinChromeMessages(locale)
  if (!overrides) return base
  const merged = { ...base } as Record<string, unknown>
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) continue
    const own = (base as unknown as Record<string, unknown>)[key]
    merged[key] = typeof own === 'object' && own !== null ? { ...own, ...(value as object) } : value
  }
  return merged as unknown as ChromeMessages
}

/** `text` with `{name}` placeholders filled. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match)
}
