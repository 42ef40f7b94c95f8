export default {
  '*': { display: 'hidden' },
  overview: { title: 'Overview', display: 'normal' },
  shown: { title: 'Shown folder', display: 'normal' }
}
