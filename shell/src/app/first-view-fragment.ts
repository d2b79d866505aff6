/**
 * The prerendered first view the edge may stitch into the page (deploy/src/first-view.ts) stands
 * in for the remote until the remote draws: it goes as soon as any remote container has content
 * (the remote's own first view is in place; CSS has already hidden it), or when the visitor goes
 * to another page first (it shows this page, not that one). Removed, not only hidden, so its
 * markup never sits beside the mounted page's.
 */
export function retireFirstViewFragment(doc: Document = document, win: Window = window): void {
  const fragment = doc.querySelector('#rn-skeleton > .rn-first-view');
  const main = doc.getElementById('rn-main');
  if (!fragment || !main) return;
  const path = win.location.pathname;
  const mounted = () => main.querySelector(":scope > [id^='single-spa-application']:not(:empty)") !== null;
  const observer = new MutationObserver(() => {
    if (mounted()) retire();
  });
  const onRoute = () => {
    if (win.location.pathname !== path) retire();
  };
  function retire() {
    fragment!.remove();
    observer.disconnect();
    win.removeEventListener('single-spa:before-routing-event', onRoute);
  }
  if (mounted()) return retire();
  for (const container of main.querySelectorAll(":scope > [id^='single-spa-application']")) observer.observe(container, { childList: true });
  win.addEventListener('single-spa:before-routing-event', onRoute);
}
