/** The one federated entry: single-spa lifecycles for the shell (see @rednest/shared/remote). */
import { createRemoteLifecycles } from '@rednest/shared/remote';
import { App } from '../app/app';
import '../app/labels';

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  remote: 'mf_content',
  rootComponent: App,
  labels: { renderError: 'content.app.renderError', retry: 'content.app.retry' },
});
