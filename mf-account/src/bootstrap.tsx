/** Standalone development: mf-account mounted alone (see startStandalone in @rednest/shared/remote). */
import { startStandalone } from '@rednest/shared/remote';
import { App } from './app/app';

startStandalone({ App, homePath: 'signIn', name: 'mf-account' });
