// Theme config options for the links around a page: repository (edit, feedback links), project and chat.
import { isObject, isText, type OptionContext } from './option-context.js'

/** One theme config option about the page's links into `fields`; false when `key` is not one. */
export function mapThemeLinkOption(key: string, option: unknown, { fields, read, ignored }: OptionContext): boolean {
  switch (key) {
    case 'docsRepositoryBase':
      if (isText(option) && option.startsWith('https://github.com/')) {
        fields.docsRepositoryBase = option
        read(key, 'edit and feedback links')
      } else ignored(key, 'not a https://github.com/ URL')
      return true
    case 'projectLink':
    case 'projectChatLink':
      // Nextra 2's betas: `project.link` and `chat.link` from 2.0.0 on.
      if (isText(option) && option.startsWith('https://')) {
        const field = key === 'projectLink' ? 'project' : 'chat'
        fields[field] ??= { link: option }
        read(key, `${field}.link (Nextra 2 beta's name)`)
      } else ignored(key, 'no https:// link')
      return true
    case 'footerEditLink':
      if (isText(option)) {
        fields.editLink ??= { text: option }
        read(key, "the edit link text (Nextra 2 beta's name)")
      } else ignored(key, 'a React element; the default text is used')
      return true
    case 'feedbackLink':
    case 'feedbackLabels': {
      if (isText(option) && fields.feedback !== false) {
        const feedback = (isObject(fields.feedback) ? fields.feedback : {}) as Record<string, unknown>
        fields.feedback = { ...feedback, [key === 'feedbackLink' ? 'content' : 'labels']: option }
        read(key, `the feedback link ${key === 'feedbackLink' ? 'text' : 'labels'} (Nextra 2 beta's name)`)
      } else ignored(key, 'not a string')
      return true
    }
    case 'project':
    case 'chat':
      if (isObject(option) && isText(option.link) && option.link.startsWith('https://')) {
        fields[key] = { link: option.link }
        read(key, `${key}.link`)
      } else ignored(key, 'no https:// link')
      return true
    case 'editLink':
      if (
        option === false ||
        (isObject(option) && (option.component === null || option.content === null || option.text === null))
      ) {
        fields.editLink = false
        read(key, 'the edit link is hidden')
      } else if (isObject(option) && (isText(option.text) || isText(option.content))) {
        fields.editLink = { text: isText(option.text) ? option.text : option.content }
        read(key, 'the edit link text')
      } else if (isObject(option) && typeof option.component === 'function')
        read(key, "the edit link is the config's component, rendered for each page (src/website/theme-edit-link.ts)")
      else ignored(key, 'a React element; the default text is used')
      return true
    case 'feedback':
      if (option === false || (isObject(option) && option.content === null)) {
        fields.feedback = false
        read(key, 'the feedback link is hidden')
      } else if (isObject(option) && (isText(option.content) || isText(option.labels))) {
        fields.feedback = {
          ...(isText(option.content) && { content: option.content }),
          ...(isText(option.labels) && { labels: option.labels })
        }
        read(key, 'the feedback link text and labels')
      } else ignored(key, 'a React element; the default text is used')
      return true
    default:
      return false
  }
}
