/** The one federated entry: single-spa lifecycles for the shell (see @rednest/shared/remote). */
import { createRemoteLifecycles } from '@rednest/shared/remote';
import { App } from '../app/app';

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  remote: 'mf_account',
  rootComponent: App,
  labels: { title: 'account.error.generic', renderError: 'account.app.renderError', retry: 'account.profile.retry' },
});
