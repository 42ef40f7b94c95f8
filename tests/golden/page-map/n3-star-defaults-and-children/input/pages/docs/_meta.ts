export default {
  '*': { type: 'doc' },
  a: 'A',
  sub: { title: 'Sub', type: 'page' }
}
