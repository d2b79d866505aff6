/**
 * The one federated entry (`mf_search/app`): single-spa lifecycles for the shell. A render error
 * stays inside this remote's area, and the shell hears about it (remote.failed.v1).
 */
import { createRemoteLifecycles } from '@rednest/shared/remote';
import { App } from '../app/app';
import { registerSearchLabels } from '../app/labels';

registerSearchLabels();

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  remote: 'mf_search',
  rootComponent: App,
  labels: { renderError: 'search.renderError' },
});
