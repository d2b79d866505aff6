/**
 * `@rednest/shared/ui/button-link`: compiled into each remote that imports it, not a
 * module-federation singleton like `@rednest/shared/ui`, so a remote that ships it never depends on
 * the shell (or another remote) serving a UI kit new enough to have it.
 */
export { ButtonLink, buttonLinkClass, type ButtonLinkProps } from './button-link';
