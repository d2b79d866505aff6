/**
 * Every text the shell shows, in the four UI languages (issue 2: English, Bahasa Indonesia,
 * Vietnamese, Thai; the last three in texts/). load_labels from the API is merged over these at boot.
 * Keys are prefixed `shell.` so a remote can never override them by accident.
 */
import { registerLabels } from '@rednest/shared/i18n';
import type { Language } from '@rednest/shared/contracts';

export type ShellLabelKey = keyof typeof en;

const en = {
  'loader.label': 'Loading',
  'shell.skip': 'Skip to main content',
  'shell.home': '{name} home',
  'shell.nav.label': 'Main',
  'shell.nav.myBookings': 'My Bookings',
  'shell.nav.faq': 'FAQ',
  'shell.nav.listProperty': 'List your Property',
  'shell.signIn': 'Sign in',
  'shell.accountMenu': 'Account menu for {name}',
  'shell.menu.myBookings': 'My bookings',
  'shell.menu.account': 'My account',
  'shell.menu.redcash': 'RedCash',
  'shell.signOut': 'Sign out',
  'shell.signingOut': 'Signing out…',
  'shell.signedOut': 'You are signed out.',
  'shell.sessionExpired': 'Your session has ended. Please sign in again.',
  'shell.locale': 'Language and country',
  'shell.currency': 'Currency',
  'shell.footer.label': 'Footer',
  'shell.footer.about': 'About',
  'shell.footer.faq': 'FAQ',
  'shell.footer.terms': 'Terms',
  'shell.footer.privacy': 'Privacy',
  'shell.footer.careers': 'Careers',
  'shell.footer.blog': 'Blog',
  'shell.footer.customerService': 'Customer service',
  'shell.footer.getApp': 'Get the app',
  'shell.footer.appStore': 'Download on the App Store',
  'shell.footer.googlePlay': 'Get it on Google Play',
  'shell.footer.rights': '© {year} {name}. All rights reserved.',
  'shell.error.title': 'Oops!',
  'shell.error.subtitle': 'Something went wrong',
  'shell.error.home': 'Go to Home Page',
  'shell.error.call': 'Need help? Call us at',
  'shell.cookie.title': 'Cookie Policies',
  'shell.cookie.text': 'We use cookies to help personalize content and provide a safer experience. By continuing to browse, you agree to our use of cookies.',
  'shell.cookie.ok': 'OK',
  'shell.remote.failed': "This part of the page couldn't load.",
  'shell.remote.hint': 'Check your connection and try again. The rest of the page still works.',
  'shell.remote.retry': 'Retry',
};

/**
 * English ships with the shell (it is also every language's fallback); Indonesian, Vietnamese and
 * Thai are chunks of their own, fetched only for that language, to keep the home page's JS small.
 */
export const SHELL_LABEL_LOADERS: Record<Exclude<Language, 'en'>, () => Promise<{ default: Record<ShellLabelKey, string> }>> = {
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
