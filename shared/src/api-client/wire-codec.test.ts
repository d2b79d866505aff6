import { decodeData, decryptAes, encodeData, encryptAes } from './wire-codec';

describe('wire codec', () => {
  it('round-trips data bodies with Thai, Vietnamese and emoji text', () => {
    const value = { name: 'Nguyễn Văn A', city: 'กรุงเทพ', note: '🏨' };
    expect(decodeData(encodeData(value))).toEqual(value);
  });

  it('decrypts what encryptAes produced', async () => {
    const text = await encryptAes({ ok: true }, 'ffeeddccbbaa99887766554433221100');
    expect(text).toMatch(/^[A-Za-z0-9+/=]+---ffeeddccbbaa99887766554433221100$/);
    await expect(decryptAes(text)).resolves.toEqual({ ok: true });
  });

  it('returns text without a separator unchanged', async () => {
    await expect(decryptAes('plain')).resolves.toBe('plain');
  });
});
