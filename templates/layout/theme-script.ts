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
 * wrong theme or a banner the reader already dismissed, and nothing moves when the behaviour
 * scripts (src/client/) arrive:
 * - `js` on `<html>` lets CSS show controls that only work with JavaScript;
 * - the stored theme (`localStorage.theme`: light | dark | system; default the site's `defaultTheme`, system) sets
 *   `html.dark` and `color-scheme`;
 * - `banner-dismissed` hides a banner whose key is set in localStorage;
 * - `gs-sidebar-collapsed` re-applies the sidebar toggle of this visit (sessionStorage);
 * - stored tab choices (keys listed under `gs-tabs`, see src/client/tabs.ts) show their panel
 *   through a temporary `<style id="gs-tabs-restore">` that the tabs script removes.
 * Storage access throws in some privacy modes, hence a try/catch per part.
 */
export function themeScript(
  bannerKey?: string,
  lightOnly = false,
  defaultTheme?: 'light' | 'dark',
  forcedTheme?: 'light' | 'dark'
): string {
  const banner = bannerKey
    ? `if(localStorage.getItem(${scriptString(bannerKey)}))d.classList.add('banner-dismissed');`
    : ''
  // A light-only page (config `lightOnlyPages`) is light whatever is stored; the choice stays stored.
  // A site's forced theme (config `forcedTheme`) is every reader's, the stored choice aside.
  const dark =
    lightOnly || forcedTheme === 'light'
      ? 'm=false'
      : forcedTheme === 'dark'
        ? 'm=true'
        : `m=t==='dark'||(t!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches)`
  return (
    `(function(){var d=document.documentElement;d.classList.add('js');try{` +
    // (No choice stored: the site's default theme, when it has one: config defaultTheme.)
    `var t=localStorage.getItem('theme')${defaultTheme ? `||${scriptString(defaultTheme)}` : ''},${dark};` +
    `d.classList.toggle('dark',m);d.style.colorScheme=m?'dark':'light';` +
    banner +
    `}catch(e){}try{` +
    `if(sessionStorage.getItem('gs-sidebar-collapsed')==='1')d.classList.add('gs-sidebar-collapsed');` +
    `var c='';JSON.parse(localStorage.getItem('gs-tabs')||'[]').forEach(function(k){var i=localStorage.getItem(k);` +
    `if(/^\\d+$/.test(i)){var s='[data-storage-key="'+CSS.escape(k)+'"]>[data-tab-panel';c+=s+']{display:none!important}'+s+'="'+i+'"]{display:block!important}'}});` +
    `if(c){var e=document.createElement('style');e.id='gs-tabs-restore';e.textContent=c;document.head.appendChild(e)}` +
    `}catch(e){}})()`
  )
}

/**
 * Inline script placed right after the sidebar tree: re-opens and re-closes the folders the
 * reader toggled earlier in this visit (by route, `data-sidebar-folder`), fills a re-opened folder
 * the page left out (`data-lazy`) with its list as an earlier page had it (`gs-sidebar-html`, see
 * src/client/sidebar-lazy.ts), and restores the tree's scroll offset when the same folders are
 * open, all before the tree is painted (src/client/sidebar.ts saves the state). It never closes
 * the folder of the current page, and leaves folders alone under auto-collapse, where the
 * server-rendered state is the intended one.
 */
export function sidebarRestoreScript(): string {
  return (
    `(function(){try{var n=document.getElementById('gs-sidebar-tree'),s=JSON.parse(sessionStorage.getItem('gs-sidebar')||'null');` +
    `if(!n||!s||typeof s.o!=='string')return;var h={},o=s.o.split('\\n'),z=(s.c||'').split('\\n'),f,x,k,i,p=[];` +
    `try{var c=JSON.parse(sessionStorage.getItem('gs-sidebar-html')||'null');if(c&&c.u===n.getAttribute('data-sidebar-data'))h=c.h}catch(e){}` +
    `if(!n.hasAttribute('data-auto-collapse'))for(i=0;(x=(f=n.querySelectorAll('details[data-sidebar-folder]'))[i]);i++){k=x.getAttribute('data-sidebar-folder');` +
    `if(o.indexOf(k)>=0){if(x.hasAttribute('data-lazy')&&h[k]){x.insertAdjacentHTML('beforeend',h[k]);x.removeAttribute('data-lazy')}x.open=true}` +
    `else if(z.indexOf(k)>=0&&!x.parentNode.querySelector('[aria-current="page"]'))x.open=false}` +
    `n.querySelectorAll('details[data-sidebar-folder][open]').forEach(function(x){p.push(x.getAttribute('data-sidebar-folder'))});` +
    `if(p.join('\\n')===s.o)n.parentElement.scrollTop=s.t}catch(e){}})()`
  )
}
