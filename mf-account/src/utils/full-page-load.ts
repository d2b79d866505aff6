/** A full page load of `href` (spec §4: after a Google or Facebook sign-in the page reloads). Its own module so tests can watch it. */
export function fullPageLoad(href: string) {
  window.location.assign(href);
}
