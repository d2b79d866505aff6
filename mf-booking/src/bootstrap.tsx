/** Standalone development: mf-booking mounted alone (see startStandalone in @rednest/shared/remote). */
import { startStandalone } from '@rednest/shared/remote';
import { App } from './app/app';

startStandalone({ App, homePath: 'my-bookings', name: 'mf-booking' });
