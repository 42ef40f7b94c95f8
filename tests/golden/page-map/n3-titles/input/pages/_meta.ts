export default {
  index: 'Home',
  guides: 'Guides'
}
