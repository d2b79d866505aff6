export {
  renderWithShell,
  createFakeShellProps,
  memoryStorage,
  type ShellOptions,
  type ShellRenderResult,
} from './render-with-shell';
export { createFakeApi, apiError, type FakeApi, type FakeHandler, type FakeHandlers } from './fake-api';
export { makeUser, makeSiteSettings } from './fixtures';
export { mountRemote, type MountedRemote } from './mount-remote';
export { textKeyDifferences, type TextKeyDifference } from './text-keys';
