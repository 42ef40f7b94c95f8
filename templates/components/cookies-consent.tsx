// `CookiesConsent` of `@theguild/components` (issue 35.4): a banner shown until the reader allows cookies,
// remembered in `localStorage.cookies` ("true") as the Guild's component does. The static page holds it
// hidden; a few bytes of inline script right after it show it when nothing is remembered (before the
// first paint: no flash) and hide it, remembering, on "Allow". Pages without it carry none of this.
import type { HTMLAttributes, ReactElement } from 'react'
import { cx } from './class-names.js'

/** Shows the banner unless consent is remembered; "Allow" remembers and hides it. */
const SCRIPT =
  "(function(b){try{if(localStorage.getItem('cookies')==='true')return}catch(e){}b.hidden=false;b.querySelector('[data-gs-cookies-allow]').addEventListener('click',function(){try{localStorage.setItem('cookies','true')}catch(e){}b.hidden=true})})(document.currentScript.previousElementSibling)"

export function CookiesConsent({ className, ...rest }: HTMLAttributes<HTMLDivElement>): ReactElement {
  return (
    <>
      <div
        {...rest}
        className={cx('gs-cookies', className)}
        data-gs-cookies=""
        hidden
        role="region"
        aria-label="Cookies"
      >
        <div>
          <p>This site uses cookies for analytics and improving your experience.</p>{' '}
          <p>By using our services, you consent to cookies.</p>
        </div>
        <div className="gs-cookies-actions">
          <a href="https://the-guild.dev/graphql/hive/privacy-policy.pdf" target="_blank" rel="noopener noreferrer">
            Privacy Policy
          </a>
          <button type="button" className="gs-cookies-allow" data-gs-cookies-allow="">
            Allow
          </button>
        </div>
      </div>
      <script dangerouslySetInnerHTML={{ __html: SCRIPT }} />
    </>
  )
}
