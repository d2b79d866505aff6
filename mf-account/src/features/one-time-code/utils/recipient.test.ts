import { parseRecipient } from './recipient';

const id = { code: 'id', phoneCode: '62' };

describe('parseRecipient', () => {
  it('reads an email address as typed', () => {
    expect(parseRecipient('  dewi@example.com ', id)).toEqual({ email: 'dewi@example.com' });
    expect(parseRecipient('dewi@example', id)).toBeNull();
  });
  it('reads a local or international phone number as the subscriber number with the site country', () => {
    expect(parseRecipient('0812-3456-7890', id)).toEqual({ phone: '81234567890', country_code: 'id' });
    expect(parseRecipient('+62 812 3456 7890', id)).toEqual({ phone: '81234567890', country_code: 'id' });
  });
  it('refuses what is neither', () => {
    expect(parseRecipient('12345', id)).toBeNull();
    expect(parseRecipient('call me', id)).toBeNull();
    expect(parseRecipient('', id)).toBeNull();
  });
});
