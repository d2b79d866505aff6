import fs from 'node:fs';
import path from 'node:path';
import en from './en';
import pagesEn from './pages/en';
import id from './id';
import pagesId from './pages/id';
import vi from './vi';
import pagesVi from './pages/vi';
import th from './th';
import pagesTh from './pages/th';

const SRC = path.join(__dirname, '..');

/**
 * What the sign-in page and the desktop sign-in dialog draw before any page texts arrive: these
 * files' texts must be in the entry's texts (en.ts), or a person would read a key.
 */
const FIRST_VIEW = [
  'expose/app.tsx',
  'app/sign-in-dialog.tsx',
  'app/routes/sign-in-page.tsx',
  'app/sign-in-panel.tsx',
  'app/routes/use-complete-sign-in.ts',
  'features/sign-in/components/sign-in-form.tsx',
  'features/social-sign-in/components/social-sign-in.tsx',
  'components/auth-form.tsx',
  'components/auth-field.tsx',
  'utils/error-message.ts',
  'utils/auth-form-schemas.ts',
];
/**
 * Keys of those files that the sign-in never shows: a company's, a partner's or a friend's sign-up
 * link (CORP_*, OTA_*, REFERRAL_NOT_FOUND and SELF_REFERRAL answer signup only).
 */
const SIGN_UP_ONLY = /^account\.error\.(corp|ota|referral|selfReferral)/;
/** The Facebook callback's words, shown above the sign-in options (sign-in-notice.ts): the entry carries them. */
const NOTICES = [
  'account.social.facebookCancelled',
  'account.social.facebookFailed',
  'account.social.facebookUnavailable',
  'account.social.facebookExpired',
  'account.social.facebookNoEmail',
  'account.social.facebookRefused',
];

const keysIn = (file: string) =>
  [...fs.readFileSync(path.join(SRC, file), 'utf8').matchAll(/'(account\.[A-Za-z.]+)'/g)].map((m) => m[1]!);

describe("mf-account's texts: the sign-in's in the entry, the other pages' fetched with them", () => {
  it('has every text the sign-in page and dialog show first in the entry', () => {
    const needed = [...new Set(FIRST_VIEW.flatMap(keysIn))].filter((k) => !SIGN_UP_ONLY.test(k));
    expect(needed.length).toBeGreaterThan(20);
    expect(needed.filter((k) => !(k in en))).toEqual([]);
    expect(NOTICES.filter((k) => !(k in en))).toEqual([]);
  });

  it('has each key once, in the entry or in the page texts, in every language', () => {
    expect(Object.keys(en).filter((k) => k in pagesEn)).toEqual([]);
    for (const [entry, pages] of [
      [id, pagesId],
      [vi, pagesVi],
      [th, pagesTh],
    ] as const) {
      expect(Object.keys(entry).sort()).toEqual(Object.keys(en).sort());
      expect(Object.keys(pages).sort()).toEqual(Object.keys(pagesEn).sort());
    }
  });
});
