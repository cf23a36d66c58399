/**
 * Settles once the app has drawn its first page and that page has sent its own requests
 * (main.tsx says so). What that page does not need waits for it (the script's font files, the
 * bid screens' texts): a browser opens six connections to a host, and on a 2G network each
 * request holds one for about two seconds, so a page's data queued behind them came seconds
 * later (docs/decisions/038-the-first-tap-on-a-weak-network.md).
 */
let settle: () => void = () => undefined;
export const firstRender = new Promise<void>((resolve) => {
  settle = resolve;
});

/** main.tsx, after the first commit: the page's requests went out in its effects, just before. */
export function firstRenderDone() {
  setTimeout(settle);
}
