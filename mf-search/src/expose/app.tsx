/**
 * The one federated entry (`mf_search/app`): single-spa lifecycles for the shell. A render error
 * stays inside this remote's area, and the shell hears about it (remote.failed.v1).
 */
import { createRemoteLifecycles } from '@rednest/shared/remote';
import { App } from '../app/app';
import { texts } from '../app/labels';

// the error panel's text must exist even when the very first render throws
texts.registerEnglish();

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  remote: 'mf_search',
  rootComponent: App,
  labels: { renderError: 'search.renderError' },
});
