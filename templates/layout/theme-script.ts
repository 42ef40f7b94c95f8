/**
 * Embeds a value in an inline script as a JS string literal. `<` is escaped so a value such as
 * `</script>` cannot end the script element early; U+2028/2029 are line breaks in old engines.
 */
export function scriptString(value: string): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029')
}

/**
 * The inline script that runs in `<head>` before first paint, so the page never flashes the
 * wrong theme or a banner the reader already dismissed:
 * - `js` on `<html>` lets CSS show controls that only work with JavaScript;
 * - the stored theme (`localStorage.theme`: light | dark | system, default system) sets
 *   `html.dark` and `color-scheme`;
 * - `banner-dismissed` hides a banner whose key is set in localStorage.
 * Storage access throws in some privacy modes, hence the try/catch.
 */
export function themeScript(bannerKey?: string): string {
  const banner = bannerKey ? `if(localStorage.getItem(${scriptString(bannerKey)}))d.classList.add('banner-dismissed');` : ''
  return (
    `(function(){var d=document.documentElement;d.classList.add('js');try{` +
    `var t=localStorage.getItem('theme'),m=t==='dark'||(t!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches);` +
    `d.classList.toggle('dark',m);d.style.colorScheme=m?'dark':'light';` +
    banner +
    `}catch(e){}})()`
  )
}
