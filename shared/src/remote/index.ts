// What every remote does the same way (bundled into each remote, not a federation singleton).
export type { ShellProps } from './shell-props';
export {
  ShellProvider,
  useShell,
  useShellUser,
  useShellSite,
  useShellMoney,
  useShellEvent,
  useSignedInUser,
  useDocumentTitle,
} from './shell-context';
export { RemoteRoot } from './remote-root';
export { createRemoteLifecycles, RenderFailure, type RemoteLabels } from './lifecycles';
export { NotFoundRedirect } from './not-found-redirect';
export { createPageTexts, type LazyWithPageTexts, type PageTextLoaders, type PageTexts } from './page-texts';
export { useIsPrerender } from './prerender-mode';
export { FirstViewPicture } from './first-view-picture';
export { startStandalone } from './standalone';
