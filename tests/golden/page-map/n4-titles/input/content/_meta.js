export default {
  guides: 'Guides'
}
