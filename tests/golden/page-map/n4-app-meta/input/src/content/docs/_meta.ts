export default {
  index: '',
  features: '',
  comparison: ''
}
