/** Standalone development: mf-corporate mounted alone (see startStandalone in @rednest/shared/remote). */
import { startStandalone } from '@rednest/shared/remote';
import { App } from './app/app';

startStandalone({ App, homePath: 'reseller-landing', name: 'mf-corporate' });
