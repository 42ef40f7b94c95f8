export default { index: 'Home' }
