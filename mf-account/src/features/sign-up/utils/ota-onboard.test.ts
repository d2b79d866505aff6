import { otaOnboardToken } from './ota-onboard';

describe('otaOnboardToken (spec §2)', () => {
  it('reads the signed token as it is, nothing else from the URL', () => {
    expect(otaOnboardToken('?ota_onboard=eyJ2IjoxfQ.c2ln&first_name=Mallory')).toBe('eyJ2IjoxfQ.c2ln');
  });
  it('no token, an empty or an oversized one: none', () => {
    expect(otaOnboardToken('?returnTo=/en-id')).toBeNull();
    expect(otaOnboardToken('?ota_onboard=')).toBeNull();
    expect(otaOnboardToken(`?ota_onboard=${'a'.repeat(401)}`)).toBeNull();
  });
});
