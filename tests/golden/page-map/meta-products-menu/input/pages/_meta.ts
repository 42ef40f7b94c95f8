import { PRODUCTS_MENU_LIST } from '@theguild/components/products'
import type { Item } from 'nextra/normalize-pages'

const docs: Partial<Item> = { title: 'Docs', type: 'page' }

export default {
  index: { title: 'Home', type: 'page', display: 'hidden' },
  docs,
  products: { title: 'Products', type: 'menu', items: PRODUCTS_MENU_LIST }
}
