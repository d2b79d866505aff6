import { memoryStorage } from '@rednest/shared/testing';
import {
  PARTNER_REFERRAL_KEY,
  allowedReferral,
  captureReferral,
  pendingReferral,
  takeReferral,
} from './partner-referral';

const settings = { partner_referral_origins: ['https://partner.example', 'https://cashback.example'] };

describe('partner referral (spec §2)', () => {
  it('keeps a partner URL of an allowed origin and takes the parameter out of the address', () => {
    const storage = memoryStorage();
    const rest = captureReferral(
      '?referral_url=https%3A%2F%2Fpartner.example%2Fback%3Fid%3D7&location=cit-jakarta',
      settings,
      storage,
    );
    expect(rest).toBe('?location=cit-jakarta');
    expect(storage.getItem(PARTNER_REFERRAL_KEY)).toBe('https://partner.example/back?id=7');
    expect(pendingReferral(settings, storage)).toBe('https://partner.example/back?id=7');
  });

  it('ignores any other site, scheme or shape (no open redirect)', () => {
    for (const raw of [
      'https://evil.example/',
      'javascript:alert(1)',
      '//partner.example/x',
      'https://partner.example.evil.example/',
      'https://user:pw@partner.example/',
      'http://partner.example/',
      'not a url',
    ]) {
      const storage = memoryStorage();
      expect(captureReferral(`?referral_url=${encodeURIComponent(raw)}`, settings, storage)).toBe('');
      expect(storage.getItem(PARTNER_REFERRAL_KEY)).toBeNull();
    }
    expect(allowedReferral('https://partner.example/', { partner_referral_origins: [] })).toBeNull();
    expect(allowedReferral('https://partner.example/', null)).toBeNull();
  });

  it('is followed once: taking it clears it, and a stored URL the settings no longer allow is dropped', () => {
    const storage = memoryStorage();
    storage.setItem(PARTNER_REFERRAL_KEY, 'https://cashback.example/r/1');
    expect(takeReferral(settings, storage)).toBe('https://cashback.example/r/1');
    expect(takeReferral(settings, storage)).toBeNull();
    storage.setItem(PARTNER_REFERRAL_KEY, 'https://cashback.example/r/1');
    expect(pendingReferral({ partner_referral_origins: ['https://partner.example'] }, storage)).toBeNull();
  });

  it('leaves a query without the parameter untouched', () => {
    expect(captureReferral('?a=1', settings, memoryStorage())).toBe('?a=1');
  });
});
