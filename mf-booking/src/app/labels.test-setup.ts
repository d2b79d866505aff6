// Jest: the English texts are registered before every test file, as the remote's entry does (and,
// for the pages that load on demand, as PageTexts does), so a feature rendered on its own (without
// RemoteRoot) reads its real texts.
import { registerLabels } from '@rednest/shared/i18n';
import { texts } from './labels';
import pageTexts from '../texts/pages/en';

texts.registerEnglish();
registerLabels('en', pageTexts);
