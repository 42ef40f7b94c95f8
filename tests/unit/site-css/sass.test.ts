import { describe, expect, it } from 'vitest'
import { sassClassNames } from '../../../src/site-css/sass.js'

// A Sass module's class names without Sass (src/site-css/sass.ts): what `styles.x` can name.
describe('sassClassNames', () => {
  it('lists the local class names of rules, nested ones and `&` suffixes, in order', () => {
    const source = `$gap: 1.5rem; // .commented {}
.card {
  padding: $gap;
  &__title { margin: 0.5em 0; }
  &.active { opacity: 0.6; }
  .inner { transition: all 0.5s; }
  &:hover { color: red; }
}
@media (max-width: 0.5px) { .narrow { display: none; } }
.tag-#{$gap} { color: blue; } /* .hidden {} */
.a, .b-c { &--mod { color: green; } }
@include tablet { .included { color: red; } }`
    expect(sassClassNames(source)).toEqual([
      'card',
      'card__title',
      'active',
      'inner',
      'narrow',
      'a',
      'b-c',
      'a--mod',
      'b-c--mod',
      'included'
    ])
  })

  it('leaves out what `:global` makes global, a block or a selector', () => {
    const source = `.home { :global { .flexbox { .box { flex: 1; } } button { margin: 0; } } }
:global(.theme-dark) .panel { color: white; }
.wrap :global(.external) { color: red; }`
    expect(sassClassNames(source)).toEqual(['home', 'panel', 'wrap'])
  })
})
