// `import Image from 'next/image'` resolves here: next/image's default export is the component.
import { NextImage } from './components/next-image.js'

export default NextImage
export { NextImage }
