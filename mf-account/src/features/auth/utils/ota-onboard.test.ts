import { parseOtaOnboard } from './ota-onboard';

describe('parseOtaOnboard (spec §2)', () => {
  it('reads a base64 JSON payload, including non-ASCII names', () => {
    const json = JSON.stringify({ booking_id: 42, first_name: 'Nguyễn', last_name: 'An', phone: '0901234567' });
    const base64 = btoa(String.fromCharCode(...new TextEncoder().encode(json)));
    expect(parseOtaOnboard(`?ota_onboard=${encodeURIComponent(base64)}`)).toEqual({
      bookingId: '42',
      firstName: 'Nguyễn',
      lastName: 'An',
      phone: '0901234567',
    });
  });

  it('reads plain query parameters', () => {
    expect(parseOtaOnboard('?ota_onboard=1&booking_id=B7&first_name=Somchai&phone=812')).toEqual({
      bookingId: 'B7',
      firstName: 'Somchai',
      lastName: '',
      phone: '812',
    });
  });

  it('is null without ota_onboard or without any data', () => {
    expect(parseOtaOnboard('?first_name=X')).toBeNull();
    expect(parseOtaOnboard('?ota_onboard=1')).toBeNull();
  });
});
