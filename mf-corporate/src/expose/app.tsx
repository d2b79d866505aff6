/** The one federated entry: single-spa lifecycles for the shell (see @rednest/shared/remote). */
import { createRemoteLifecycles } from '@rednest/shared/remote';
import { App } from '../app/app';
import { texts } from '../app/labels';

// the render-failure panel is drawn outside App, so its English texts must exist before any render
texts.registerEnglish();

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  remote: 'mf_corporate',
  rootComponent: App,
  labels: { renderError: 'corp.app.renderError', retry: 'corp.app.retry' },
});
