import { Type, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { Resolver } from '@rednest/shared/forms';
import { schemaResolver } from '@rednest/shared/forms/validation';
import {
  ENDPOINT_SCHEMAS,
  PASSWORD_PATTERN,
  SAFE_TEXT_PATTERN,
  SignupBodySchema,
  Text,
  safeTextAnd,
} from '@rednest/shared/contracts/dto';

/** Every input field of every catalogue row (query, path params, body), by "row.part.field". */
function inputFields(): Array<[string, TSchema]> {
  const out: Array<[string, TSchema]> = [];
  for (const [name, row] of Object.entries(ENDPOINT_SCHEMAS) as Array<
    [string, Partial<Record<'query' | 'params' | 'body', TSchema>>]
  >) {
    for (const part of ['query', 'params', 'body'] as const) {
      const schema = row[part];
      for (const [field, fieldSchema] of Object.entries((schema?.properties ?? {}) as Record<string, TSchema>))
        out.push([`${name}.${part}.${field}`, fieldSchema]);
    }
  }
  return out;
}

/** the schemas a field can take: itself, or the members of a union (nullable, literal unions) */
const leaves = (schema: TSchema): TSchema[] =>
  Array.isArray(schema.anyOf) ? (schema.anyOf as TSchema[]).flatMap(leaves) : [schema];

const GOOD_TEXT = [
  'plain',
  '😀 🏨 𝄞',
  'สวัสดีครับ โรงแรม',
  'Tiếng Việt: Đà Nẵng, Hồ Chí Minh',
  'Jl. Sudirman № 5 — “quotes”',
  '',
];
const BAD_TEXT = ['a\u0000b', '\u0000', '\uD800', 'x\uDC00y', 'emoji cut \uD83D', '\uDE00 low first', '😀\uD83D'];

describe('the safe text pattern', () => {
  it.each([
    ['with the u flag (ajv, the API)', 'u'],
    ['without it (TypeBox Value, the forms)', ''],
  ])('%s: refuses NUL and lone surrogates, keeps every script and emoji', (_name, flags) => {
    const re = new RegExp(SAFE_TEXT_PATTERN, flags);
    for (const good of GOOD_TEXT) expect([good, re.test(good)]).toEqual([good, true]);
    for (const bad of BAD_TEXT) expect([bad, re.test(bad)]).toEqual([bad, false]);
  });

  it('stays fast on long values (100 kB and more)', () => {
    for (const flags of ['u', '']) {
      const re = new RegExp(SAFE_TEXT_PATTERN, flags);
      const started = Date.now();
      for (const unit of ['a', 'ภ', '😀']) expect(re.test(unit.repeat(300_000))).toBe(true);
      expect(re.test(`${'😀'.repeat(100_000)}\u0000`)).toBe(false);
      expect(Date.now() - started).toBeLessThan(1000);
    }
  });

  it("joins a field's own pattern (the password rule) without losing either", () => {
    const both = safeTextAnd(PASSWORD_PATTERN);
    for (const flags of ['u', '']) {
      const re = new RegExp(both, flags);
      expect(re.test('secret123')).toBe(true);
      expect(re.test('sécrèt123 😀')).toBe(true);
      expect(re.test('secretsecret')).toBe(false);
      expect(re.test('secret\u0000123')).toBe(false);
      expect(re.test('secret123\uD800')).toBe(false);
    }
    expect(() => safeTextAnd('[a-z]+')).toThrow(/start with \^/);
  });
});

describe('every input of the catalogue', () => {
  const fields = inputFields();

  it('finds the inputs (the walk itself works)', () => {
    expect(fields.map(([f]) => f)).toEqual(
      expect.arrayContaining([
        'hotelsList.query.guest',
        'signup.body.first_name',
        'contentImage.params.key',
        'monitorErrorLog.body.error',
      ]),
    );
  });

  it('text fields: bounded, and NUL and lone surrogates refused (API and forms alike)', () => {
    const problems: string[] = [];
    for (const [field, schema] of fields) {
      for (const leaf of leaves(schema)) {
        if (leaf.type !== 'string' || leaf.const !== undefined || leaf.enum !== undefined) continue;
        if (typeof leaf.maxLength !== 'number') problems.push(`${field}: no maxLength`);
        const pattern = typeof leaf.pattern === 'string' ? leaf.pattern : null;
        if (!pattern) {
          problems.push(`${field}: no pattern (use Text() from schemas/kit)`);
          continue;
        }
        for (const flags of ['u', '']) {
          for (const bad of BAD_TEXT)
            if (new RegExp(pattern, flags).test(bad))
              problems.push(`${field}: accepts ${JSON.stringify(bad)} (flags "${flags}")`);
        }
        if (Value.Check(leaf, 'a\u0000b')) problems.push(`${field}: TypeBox Value accepts NUL`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('numbers: finite, with explicit bounds, and the type re-checked after query coercion', () => {
    const problems: string[] = [];
    for (const [field, schema] of fields) {
      for (const leaf of leaves(schema)) {
        if (leaf.type !== 'integer' && leaf.type !== 'number') continue;
        if (!Number.isFinite(leaf.minimum) || !Number.isFinite(leaf.maximum))
          problems.push(`${field}: no finite minimum and maximum (use BoundedInteger)`);
        const recheck = (leaf.allOf as TSchema[] | undefined)?.some((s) => s.type === leaf.type);
        if (!recheck) problems.push(`${field}: no allOf type re-check (use BoundedInteger)`);
        for (const bad of [Infinity, -Infinity, NaN])
          if (Value.Check(leaf, bad)) problems.push(`${field}: accepts ${bad}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('forms keep accepting every script', () => {
  // the forms' own path: schemaResolver (TypeBox Value, patterns without the u flag)
  const run = (values: Record<string, unknown>) => (schemaResolver(SignupBodySchema) as Resolver<any>)(values);
  const base = { email: 'ana@example.com', password: 'secret123' };

  it('sign-up takes Thai and Vietnamese names and emoji', async () => {
    expect((await run({ ...base, first_name: 'สมชาย', last_name: 'Nguyễn Thị Ánh 😀' })).errors).toEqual({});
    expect((await run({ ...base, first_name: '😀', last_name: 'Đặng' })).errors).toEqual({});
  });

  it('sign-up refuses NUL and half an emoji in any field', async () => {
    expect((await run({ ...base, first_name: 'Ana\u0000' })).errors).toMatchObject({ first_name: { type: 'pattern' } });
    expect((await run({ ...base, first_name: 'Ana \uD83D' })).errors).toMatchObject({
      first_name: { type: 'pattern' },
    });
    expect((await run({ ...base, first_name: 'Ana', email: 'a\u0000@example.com' })).errors).toHaveProperty('email');
    expect((await run({ ...base, first_name: 'Ana', password: 'secret\u0000123' })).errors).toHaveProperty('password');
  });

  it('Text() keeps its options', () => {
    const schema = Text({ minLength: 2, maxLength: 5 });
    expect(Value.Check(schema, 'ab')).toBe(true);
    expect(Value.Check(schema, 'a')).toBe(false);
    expect(Value.Check(Type.Object({ s: schema }), { s: '😀😀' })).toBe(true);
  });
});
