/**
 * What a prerendered public page (docs/decisions/031-prerendered-public-pages.md) shares between
 * the build that writes it, the server that sends it and the client that takes it over.
 */

/** `<div id="root" data-prerendered="hi">`: the page's markup is already there, in this language. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** The global the page script defines: it stops keeping clicks and returns the buttons pressed. */
export const EARLY_CLICKS_GLOBAL = 'lbEarlyClicks';

/**
 * `<html data-waiting>`: a button was pressed before the app arrived. The stylesheet shows a bar
 * moving along the top of the page, and the button itself is marked `aria-busy="true"`, until
 * the app takes the page over and presses it again (main.tsx).
 */
export const WAITING_ATTRIBUTE = 'data-waiting';

/**
 * `<script type="text/plain" data-after-paint="module" src=…>`, `<link rel="x-after-paint"
 * data-after-paint="modulepreload" href=…>`: the app's scripts, chunks and texts, written inert in
 * a prerendered page; the page script makes them real (the attribute's value becomes the type or
 * rel) once the page has been painted.
 */
export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint';

/**
 * The one inline script of a prerendered page, in its `<head>`. The page is readable before any
 * JavaScript, so the app's scripts and texts are fetched only after the browser has painted it
 * (the frame after DOMContentLoaded; in a tab opened in the background, which paints nothing, at
 * once): until then the network belongs to the page, its picture and its font. They are started
 * one a task: each takes the browser a few milliseconds, and seventeen at once were a long task on
 * a slow phone. A visitor can also press the page's buttons (Register As, the carousel, the
 * language picker) before the app has arrived: the buttons pressed are kept and shown as waiting
 * (WAITING_ATTRIBUTE), and main.tsx presses them again once React has taken the page over. The server's Content-Security-Policy allows
 * exactly this text by its SHA-256 hash, so it must stay byte for byte what is sent.
 */
export const PRERENDERED_PAGE_SCRIPT =
  '(()=>{const c=[],h=e=>{const b=e.target.closest?.("button");' +
  `b&&(c.push(b),b.setAttribute("aria-busy","true"),document.documentElement.setAttribute("${WAITING_ATTRIBUTE}",""))};` +
  `addEventListener("click",h,true);window.${EARLY_CLICKS_GLOBAL}=()=>(removeEventListener("click",h,true),c);` +
  `const a="${AFTER_PAINT_ATTRIBUTE}",s=()=>{const l=[...document.querySelectorAll("["+a+"]")],r=()=>{const o=l.shift();if(!o)return;` +
  'const n=document.createElement(o.localName);for(const t of o.attributes)t.name!==a&&n.setAttribute(t.name,t.value);' +
  'n.setAttribute(o.localName==="script"?"type":"rel",o.getAttribute(a));o.replaceWith(n);document.hidden?r():setTimeout(r)};r()},' +
  'p=()=>document.hidden?setTimeout(s):requestAnimationFrame(()=>setTimeout(s));' +
  'document.readyState==="loading"?addEventListener("DOMContentLoaded",p):p()})()';
