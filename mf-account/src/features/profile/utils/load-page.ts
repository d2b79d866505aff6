/** A full page load (the shell's way to switch locale: labels, settings and every remote's routes follow it). */
export function loadPage(href: string): void {
  window.location.assign(href);
}
