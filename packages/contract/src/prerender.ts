/**
 * What a prerendered public page (docs/decisions/031-prerendered-public-pages.md) shares between
 * the build that writes it, the server that sends it and the client that takes it over.
 */

/** `<div id="root" data-prerendered="hi">`: the page's markup is already there, in this language. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** The global the early-clicks script defines: it stops listening and returns the buttons pressed. */
export const EARLY_CLICKS_GLOBAL = 'lbEarlyClicks';

/**
 * The one inline script of a prerendered page, in its `<head>`. A visitor can see and press the
 * page's buttons (Register As, the carousel, the language picker) before the JavaScript that
 * handles them has arrived; this keeps the buttons pressed until then, and the client presses them
 * again once React has taken the page over (main.tsx). The server's Content-Security-Policy
 * allows exactly this text by its SHA-256 hash, so it must stay byte for byte what is sent.
 */
export const EARLY_CLICKS_SCRIPT =
  '(()=>{const c=[],h=e=>{const b=e.target.closest?.("button");b&&c.push(b)};' +
  `addEventListener("click",h,true);window.${EARLY_CLICKS_GLOBAL}=()=>(removeEventListener("click",h,true),c)})()`;
