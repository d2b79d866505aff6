import { navigateToUrl } from 'single-spa';
import type { MouseEvent } from 'react';

/** Same-page navigation: pushState, so single-spa re-routes to the remote that owns the URL. */
export type Navigate = (url: string) => void;

export const navigate: Navigate = (url) => navigateToUrl(url);

/** onClick for an <a>: lets modified clicks (new tab, download) do what the browser does. */
export function linkHandler(nav: Navigate, href: string, after?: () => void) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    nav(href);
    after?.();
  };
}
