export default {
  'get-started': 'Get Started',
  recipes: 'Recipes'
}
