import { decodeFieldError } from '@rednest/shared/forms';
import { signInResolver, signUpResolver } from './auth-form-schemas';

type AnyResolver = (
  values: never,
  context: undefined,
  options: never,
) => Promise<{ errors: Record<string, { message?: string } | undefined> }>;

/** The label key of each field's error, as the form shows it (values as the form hands them: text trimmed). */
async function errorsOf(
  resolver: unknown,
  values: Record<string, string>,
): Promise<Record<string, string | undefined>> {
  const { errors } = await (resolver as AnyResolver)(values as never, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  } as never);
  return Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [field, error?.message && decodeFieldError(error.message).key]),
  );
}

const valid = {
  first_name: 'Siti',
  last_name: 'Rahma',
  email: 'siti@example.com',
  password: 'nest2026stay',
  phone: '',
};

describe('sign-in and sign-up validation (the API body schemas, as the forms compose them)', () => {
  it('asks for what is missing, then for what is malformed', async () => {
    expect(await errorsOf(signInResolver, { email: '', password: '' })).toEqual({
      email: 'account.error.emailRequired',
      password: 'account.error.passwordRequired',
    });
    expect(await errorsOf(signInResolver, { email: 'siti@', password: 'x' })).toEqual({
      email: 'account.error.emailInvalid',
    });
    expect(await errorsOf(signInResolver, { email: 'siti@example.com', password: 'x' })).toEqual({});
  });

  it("applies the API's password rule to new accounts: 8+ characters with a letter and a digit", async () => {
    expect(await errorsOf(signUpResolver, valid)).toEqual({});
    expect((await errorsOf(signUpResolver, { ...valid, password: 'ab1' })).password).toBe(
      'account.error.passwordShort',
    );
    expect((await errorsOf(signUpResolver, { ...valid, password: 'abcdefgh' })).password).toBe(
      'account.error.passwordWeak',
    );
    expect((await errorsOf(signUpResolver, { ...valid, password: '12345678' })).password).toBe(
      'account.error.passwordWeak',
    );
  });

  it('accepts an optional phone in local or international form, rejects letters and short numbers', async () => {
    expect(await errorsOf(signUpResolver, { ...valid, phone: '0812-3456-7890' })).toEqual({});
    expect(await errorsOf(signUpResolver, { ...valid, phone: '+65 9123 4567' })).toEqual({});
    expect((await errorsOf(signUpResolver, { ...valid, phone: '12345' })).phone).toBe('account.error.phoneInvalid');
    expect((await errorsOf(signUpResolver, { ...valid, phone: '0812abc456' })).phone).toBe(
      'account.error.phoneInvalid',
    );
  });

  it('asks for a last name, which the API alone would not', async () => {
    expect(await errorsOf(signUpResolver, { ...valid, last_name: '' })).toEqual({
      last_name: 'account.error.lastNameRequired',
    });
  });
});
