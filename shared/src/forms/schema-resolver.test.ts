import { Type } from '@sinclair/typebox';
import { LoginBodySchema, SignupBodySchema } from '@rednest/shared/contracts/dto';
import { translate } from '@rednest/shared/i18n';
import type { Resolver } from './use-form';
import { fieldErrorText } from './index';
import { schemaResolver } from './schema-resolver';

// any resolver, any values: these tests feed raw form input
const run = (resolver: Resolver<any>, values: Record<string, unknown>) => resolver(values);

describe('schemaResolver: forms validate with the API body schemas', () => {
  it('reports each broken field once, as a label key the page translates', async () => {
    const { errors } = await run(schemaResolver(SignupBodySchema), {
      first_name: ' ',
      email: 'not-an-email',
      password: 'short',
    });
    expect(errors.first_name?.type).toBe('required');
    expect(errors.email?.type).toBe('email');
    expect(errors.password?.type).toBe('tooShort');
    expect(fieldErrorText((k, v) => translate('en', k, v), errors.password)).toBe('Use at least 8 characters.');
    expect(fieldErrorText((k, v) => translate('id', k, v), errors.email)).toMatch(/email yang valid/);
  });

  it("uses the field's own message where the form gives one (the password rule)", async () => {
    const resolver = schemaResolver(SignupBodySchema, {
      messages: { password: { pattern: 'account.error.passwordWeak' } },
    });
    const { errors } = await run(resolver, { first_name: 'Ana', email: 'ana@example.com', password: 'longenough' });
    expect(errors.password).toMatchObject({ type: 'pattern', message: 'account.error.passwordWeak' });
  });

  it('hands submit the trimmed values and leaves blank optional fields out', async () => {
    const { values, errors } = await run(schemaResolver(SignupBodySchema), {
      first_name: ' Ana ',
      email: ' ana@example.com ',
      password: 'secret123',
      phone: '',
    });
    expect(errors).toEqual({});
    expect(values).toEqual({ first_name: 'Ana', email: 'ana@example.com', password: 'secret123' });
  });

  it('accepts what the API accepts for sign-in', async () => {
    expect((await run(schemaResolver(LoginBodySchema), { email: 'demo@rednest.test', password: 'x' })).errors).toEqual(
      {},
    );
    expect((await run(schemaResolver(LoginBodySchema), { email: '', password: '' })).errors).toMatchObject({
      email: { type: 'required' },
      password: { type: 'required' },
    });
  });

  it('names numbers in range messages', async () => {
    const { errors } = await run(schemaResolver(Type.Object({ rooms: Type.Integer({ minimum: 1, maximum: 10 }) })), {
      rooms: 11,
    });
    expect(fieldErrorText((k, v) => translate('en', k, v), errors.rooms)).toBe('Enter 10 or less.');
  });
});
