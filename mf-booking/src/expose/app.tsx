/** The one federated entry: single-spa lifecycles for the shell (see @rednest/shared/remote). */
import { createRemoteLifecycles } from '@rednest/shared/remote';
import { App } from '../app/app';

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  remote: 'mf_booking',
  rootComponent: App,
  labels: { title: 'booking.renderError', renderError: 'booking.error.generic', retry: 'booking.retry' },
});
