import type { ReactNode } from 'react'
import type { AnchorProps } from './anchor.js'
import type { NextImageProps } from './next-image.js'

/** `ILink` of `@theguild/components`: a link's props and its text. */
export type GuildLink = AnchorProps & { children?: ReactNode }

/** `next/image` props, as the Guild blocks take their images. */
export type GuildImage = NextImageProps
