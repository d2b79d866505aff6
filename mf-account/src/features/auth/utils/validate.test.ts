import { validateSignIn, validateSignUp } from './validate';

const valid = { firstName: 'Siti', lastName: 'Rahma', email: 'siti@example.com', password: 'nest2026stay', phone: '' };

describe('sign-in and sign-up validation', () => {
  it('asks for what is missing, then for what is malformed', () => {
    expect(validateSignIn({ email: ' ', password: '' })).toEqual({ email: 'account.error.emailRequired', password: 'account.error.passwordRequired' });
    expect(validateSignIn({ email: 'siti@', password: 'x' })).toEqual({ email: 'account.error.emailInvalid' });
    expect(validateSignIn({ email: 'siti@example.com', password: 'x' })).toEqual({});
  });

  it("applies the API's password rule to new accounts: 8+ characters with a letter and a digit", () => {
    expect(validateSignUp(valid)).toEqual({});
    expect(validateSignUp({ ...valid, password: 'ab1' }).password).toBe('account.error.passwordShort');
    expect(validateSignUp({ ...valid, password: 'abcdefgh' }).password).toBe('account.error.passwordWeak');
    expect(validateSignUp({ ...valid, password: '12345678' }).password).toBe('account.error.passwordWeak');
  });

  it('accepts an optional phone in local or international form, rejects letters and short numbers', () => {
    expect(validateSignUp({ ...valid, phone: '0812-3456-7890' })).toEqual({});
    expect(validateSignUp({ ...valid, phone: '+65 9123 4567' })).toEqual({});
    expect(validateSignUp({ ...valid, phone: '12345' }).phone).toBe('account.error.phoneInvalid');
    expect(validateSignUp({ ...valid, phone: '0812abc456' }).phone).toBe('account.error.phoneInvalid');
  });
});
