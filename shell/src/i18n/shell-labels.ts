/**
 * Every text the shell shows, in the four UI languages (English, Bahasa Indonesia,
 * Vietnamese, Thai; the last three in texts/). load_labels from the API is merged over these at boot.
 * Keys are prefixed `shell.` so a remote can never override them by accident.
 */
import { registerLabels } from '@rednest/shared/i18n';
import type { Language } from '@rednest/shared/contracts';
import en, { type ShellLabelKey } from './texts/en';

export type { ShellLabelKey };

/**
 * English ships with the shell (it is also every language's fallback); Indonesian, Vietnamese and
 * Thai are chunks of their own, fetched only for that language, to keep the home page's JS small.
 */
export const SHELL_LABEL_LOADERS: Record<
  Exclude<Language, 'en'>,
  () => Promise<{ default: Record<ShellLabelKey, string> }>
> = {
  id: () => import(/* webpackChunkName: "shell-labels-id" */ './texts/id'),
  vi: () => import(/* webpackChunkName: "shell-labels-vi" */ './texts/vi'),
  th: () => import(/* webpackChunkName: "shell-labels-th" */ './texts/th'),
};

export const SHELL_LABELS_EN: Record<ShellLabelKey, string> = en;

/** Registers English at once and the page's language when its chunk arrives (English until then). */
export async function registerShellLabels(language: Language = 'en'): Promise<void> {
  registerLabels('en', en);
  if (language === 'en') return;
  try {
    registerLabels(language, (await SHELL_LABEL_LOADERS[language]()).default);
  } catch {
    // a failed chunk leaves the English fallback (and load_labels from the API) rather than no text
  }
}
