/**
 * The prerendered first view the edge may stitch into the page (deploy/src/edge/first-view/first-view.ts) stands
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
  for (const container of main.querySelectorAll(":scope > [id^='single-spa-application']"))
    observer.observe(container, { childList: true });
  win.addEventListener('single-spa:before-routing-event', onRoute);
}

/**
 * Resolves once the fragment's high-priority pictures (the page's largest paint: home's first
 * banner, a hotel's or a listing's first picture) have been drawn, or after `timeoutMs`. The shell
 * starts the remotes after it: a remote that mounted first drew the same picture as a new element,
 * blank until decoded, and that later paint became the page's largest (Lighthouse's home LCP went
 * from 1.0 to 3.5 s once boot no longer waited for the API: the fragment's banner had not been
 * drawn yet). On a phone the picture comes long before the scripts, so nothing waits.
 */
export function firstViewPicturesShown(
  doc: Document = document,
  win: Window = window,
  timeoutMs = 1000,
): Promise<void> {
  const pictures = [
    ...doc.querySelectorAll<HTMLImageElement>('#rn-skeleton > .rn-first-view img[fetchpriority="high"]'),
  ];
  if (pictures.length === 0) return Promise.resolve();
  // decode(): ready to draw (it rejects for a broken picture, which has nothing to draw); then a frame draws it
  const decoded = Promise.all(
    pictures.map((img) => (typeof img.decode === 'function' ? img.decode().catch(() => undefined) : undefined)),
  );
  const drawn = decoded.then(
    () => new Promise<void>((resolve) => win.requestAnimationFrame(() => win.setTimeout(resolve, 0))),
  );
  return Promise.race([drawn, new Promise<void>((resolve) => win.setTimeout(resolve, timeoutMs))]);
}
