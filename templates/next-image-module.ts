// `import Image from 'next/image'` resolves here: next/image's default export is the component.
import { NextImage } from './components/next-image.js'

export default NextImage
export { NextImage }

/** `getImageProps(props)`: the `<img>` attributes Next would write (`{ props }`), here the static ones. */
export function getImageProps(props: Record<string, unknown>): { props: Record<string, unknown> } {
  const { src, ...rest } = props
  const url = typeof src === 'object' && src !== null && 'src' in src ? (src as { src: string }).src : src
  return { props: { ...rest, src: url, loading: rest.priority ? 'eager' : 'lazy', decoding: 'async' } }
}
