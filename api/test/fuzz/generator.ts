/**
 * The fuzz suite's generator: from the OpenAPI document (every operation, its query and path
 * parameters and its JSON body schema) and the catalogue's wire row (auth, `data` bodies, `aes`
 * answers, hmac), the cases to send. Nothing here names an endpoint: a row added to the
 * catalogue is fuzzed without anyone writing a line. `hints` may give a field a value that is
 * valid beyond its schema (a location slug that exists), so a case that mutates another field
 * reaches the handler's own rules; without a hint the value is made from the schema.
 *
 * Deterministic: the only randomness is a seeded PRNG (junk strings), so a seed reproduces a run.
 */
import type { EndpointDef } from '@rednest/shared/contracts/endpoints';
import { createRng, type Rng } from '../../src/db/seed/prng.ts';

/** the JSON Schema keywords the generator reads */
export interface SchemaLike {
  type?: string | string[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: SchemaLike[];
  oneOf?: SchemaLike[];
  allOf?: SchemaLike[];
  default?: unknown;
  examples?: unknown[];
  properties?: Record<string, SchemaLike>;
  required?: string[];
  items?: SchemaLike;
}

export type FieldIn = 'query' | 'path' | 'body';
export interface FieldSpec {
  name: string;
  in: FieldIn;
  schema: SchemaLike;
  required: boolean;
}
export interface OperationSpec {
  id: string;
  method: string;
  /** OpenAPI path, `{param}` segments */ path: string;
  fields: FieldSpec[];
  hasBody: boolean;
}

/** A JSON token JSON.stringify cannot write (1e309, NaN): sent as raw text inside a JSON body. */
export class RawJson {
  constructor(readonly text: string) {}
  toJSON(): string {
    return `\u0001RAW:${this.text}\u0001`;
  }
}

/** JSON text of a value, RawJson tokens written as they are (so `1e309` reaches JSON.parse). */
export function toJsonText(value: unknown): string {
  return JSON.stringify(value).replace(/"\\u0001RAW:(.*?)\\u0001"/g, (_, raw: string) => raw);
}

type OpenApiParameter = { in: string; name: string; required?: boolean; schema?: SchemaLike };
type OpenApiOperation = {
  operationId?: string;
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: SchemaLike }> };
};
export interface OpenApiDocument {
  paths?: Record<string, Record<string, OpenApiOperation>>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of the document with its inputs. */
export function operationsOf(doc: OpenApiDocument): OperationSpec[] {
  const out: OperationSpec[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      if (!Object.hasOwn(item, method)) continue;
      const op = item[method]!;
      const fields: FieldSpec[] = [];
      for (const p of op.parameters ?? []) {
        if (p.in === 'query' || p.in === 'path')
          fields.push({ name: p.name, in: p.in, schema: p.schema ?? {}, required: p.in === 'path' || !!p.required });
      }
      const content = op.requestBody?.content ?? {};
      const bodySchema = Object.values(content)[0]?.schema;
      for (const [name, schema] of Object.entries(bodySchema?.properties ?? {})) {
        fields.push({ name, in: 'body', schema, required: (bodySchema?.required ?? []).includes(name) });
      }
      out.push({
        id: op.operationId ?? `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        fields,
        hasBody: !!bodySchema,
      });
    }
  }
  return out;
}

/** the leaf schemas a value may take (unions unfolded) */
export function leavesOf(schema: SchemaLike): SchemaLike[] {
  const union = schema.anyOf ?? schema.oneOf;
  return union ? union.flatMap(leavesOf) : [schema];
}

const typeOf = (s: SchemaLike): string | undefined => (Array.isArray(s.type) ? s.type[0] : s.type);
export const isTextField = (s: SchemaLike) =>
  leavesOf(s).some((l) => typeOf(l) === 'string' && l.const === undefined && l.enum === undefined);
export const isNumberField = (s: SchemaLike) =>
  leavesOf(s).some((l) => typeOf(l) === 'integer' || typeOf(l) === 'number');

/** strings tried, in order, against a pattern when a schema gives no example */
const PATTERN_CANDIDATES = ['en-id', 'secret123', 'about_us', 'abc', 'ABC_1', 'a', '1', 'lumo'];

/** A value the schema accepts. `unique` makes emails fresh per case (sign-up, per-email limits). */
export function exampleValue(schema: SchemaLike, unique: () => string): unknown {
  if (schema.default !== undefined) return schema.default;
  if (schema.examples?.length) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) return exampleValue(union.find((s) => typeOf(s) !== 'null') ?? union[0]!, unique);
  switch (typeOf(schema)) {
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of schema.required ?? []) out[key] = exampleValue(schema.properties?.[key] ?? {}, unique);
      return out;
    }
    case 'string':
    default: {
      if (schema.format === 'email') return `fuzz.${unique()}@example.test`;
      const min = schema.minLength ?? 0;
      const fits = (v: string) => v.length >= min && (schema.maxLength === undefined || v.length <= schema.maxLength);
      if (schema.pattern) {
        const re = new RegExp(schema.pattern, 'u');
        const found = PATTERN_CANDIDATES.find((c) => fits(c) && re.test(c));
        if (found) return found;
      }
      return 'fuzz'.padEnd(Math.max(min, 4), 'z').slice(0, schema.maxLength ?? 64);
    }
  }
}

/** What a mutation must get besides "no 5xx": refused (4xx), e.g. a NUL byte or an infinite number. */
export type Expectation = 'refused' | undefined;

export interface ValueMutation {
  name: string;
  /** the value; undefined = the field left out */
  value: unknown;
  expect?: Expectation;
}

export const LONG = 100_000;
const PROTO_KEYS = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'prototype',
  '__defineGetter__',
];
const NON_FINITE = ['Infinity', '-Infinity', '1e309', '-1e309', 'NaN'];

/**
 * The mutations of one field's value. `wire` decides what can travel: a query, path or form value
 * is text (a lone surrogate cannot be written there: its UTF-8 is invalid and arrives as U+FFFD,
 * so it is sent but not expected to be refused), a JSON or `data` body value any JSON, including
 * raw tokens (1e309) that JSON.stringify cannot write.
 */
export function valueMutations(
  field: FieldSpec,
  rng: Rng,
  wire: 'text' | 'json' = field.in === 'body' ? 'json' : 'text',
): ValueMutation[] {
  const text = isTextField(field.schema);
  const numeric = isNumberField(field.schema);
  const refusedIfText: Expectation = text ? 'refused' : undefined;
  const out: ValueMutation[] = [
    { name: 'missing', value: undefined },
    { name: 'empty', value: '' },
    { name: 'blank', value: '   ' },
    { name: 'long-ascii', value: 'a'.repeat(LONG) },
    { name: 'long-astral', value: '😀'.repeat(LONG / 2) },
    { name: 'long-thai', value: 'ภ'.repeat(LONG) },
    { name: 'nul', value: 'a\u0000b', expect: refusedIfText },
    { name: 'nul-only', value: '\u0000', expect: refusedIfText },
    { name: 'nul-suffix', value: 'en-id\u0000', expect: refusedIfText },
    { name: 'control', value: '\u0001\u001f\u007f\u0085' },
    { name: 'crlf', value: 'a\r\nX-Injected: 1' },
    { name: 'emoji', value: '😀🏨👩‍👩‍👧' },
    { name: 'thai', value: 'สวัสดีครับ' },
    { name: 'vietnamese', value: 'Đà Nẵng Tiếng Việt' },
    { name: 'bidi-zero-width', value: '\u202Eab\u200Bc\uFEFF' },
    ...NON_FINITE.map((v) => ({ name: `number:${v}`, value: v, expect: numeric ? ('refused' as const) : undefined })),
    ...['-1', '0', '-0', '1.5', '1e3', '0x10', '9007199254740993', '99999999999999999999999', '1_000', ' 7 '].map(
      (v) => ({ name: `number:${v}`, value: v }),
    ),
    ...PROTO_KEYS.map((v) => ({ name: `proto:${v}`, value: v })),
    ...PROTO_KEYS.slice(0, 5).map((v) => ({ name: `proto-svg:${v}`, value: `${v}.svg` })),
    { name: 'sql-quote', value: "' OR '1'='1" },
    { name: 'sql-drop', value: '1; DROP TABLE users; --' },
    { name: 'sql-union', value: "x' UNION SELECT null, version() --" },
    { name: 'sql-like', value: '%_%\\' },
    { name: 'html-script', value: '<script>alert(1)</script>' },
    { name: 'html-attr', value: '"><img src=x onerror=alert(1)>' },
    { name: 'url-javascript', value: 'javascript:alert(1)' },
    { name: 'path-traversal', value: '../../../etc/passwd' },
    { name: 'path-encoded', value: '..%2F..%2Fetc%2Fpasswd' },
    { name: 'format-string', value: '%s%s%n${7*7}{{7*7}}' },
    { name: 'word-null', value: 'null' },
    { name: 'word-true', value: 'true' },
    { name: 'seeded-junk', value: junk(rng, 24) },
    { name: 'seeded-junk-long', value: junk(rng, 300) },
  ];
  if (wire === 'text') {
    out.push({ name: 'lone-surrogate-as-utf8', value: 'a\uD800b' });
  }
  if (field.in === 'path') {
    // sent as they are, not encoded: a broken percent-encoding and an encoded slash
    out.push(
      { name: 'raw:bad-percent', value: new RawJson('%E0%A4%A') },
      { name: 'raw:encoded-slash', value: new RawJson('..%2F..%2F1') },
      { name: 'raw:percent-nul', value: new RawJson('a%00b'), expect: refusedIfText },
    );
  }
  if (field.in === 'query') {
    out.push(
      { name: 'array-of-two', value: ['a', 'b'] },
      { name: 'array-of-nonfinite', value: ['Infinity', '1'], expect: numeric ? 'refused' : undefined },
      { name: 'array-of-nul', value: ['a\u0000b'], expect: refusedIfText },
    );
  }
  if (wire === 'json') {
    out.push(
      { name: 'lone-high-surrogate', value: '\uD800', expect: refusedIfText },
      { name: 'lone-low-surrogate', value: 'a\uDC00b', expect: refusedIfText },
      { name: 'cut-emoji', value: 'ok 😀\uD83D', expect: refusedIfText },
      { name: 'json:1', value: 1 },
      { name: 'json:-1', value: -1 },
      { name: 'json:1.5', value: 1.5 },
      { name: 'json:1e309', value: new RawJson('1e309'), expect: numeric ? 'refused' : undefined },
      { name: 'json:-1e309', value: new RawJson('-1e309'), expect: numeric ? 'refused' : undefined },
      { name: 'json:huge-int', value: new RawJson('123456789012345678901234567890') },
      { name: 'json:true', value: true },
      { name: 'json:false', value: false },
      { name: 'json:null', value: null },
      { name: 'json:[]', value: [] },
      { name: 'json:array-of-strings', value: ['a', 'b'] },
      { name: 'json:array-of-nul', value: ['a\u0000b'], expect: refusedIfText },
      { name: 'json:{}', value: {} },
      {
        name: 'json:proto-object',
        value: JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}') as unknown,
      },
      { name: 'json:nested-deep', value: nested(200) },
    );
  }
  return out;
}

/** printable and unprintable code points from the seeded PRNG (BMP, astral, controls; no lone surrogates) */
function junk(rng: Rng, length: number): string {
  let s = '';
  while (s.length < length) {
    const kind = rng.int(0, 4);
    const cp =
      kind === 0
        ? rng.int(0x20, 0x7e)
        : kind === 1
          ? rng.int(0x80, 0x7ff)
          : kind === 2
            ? rng.int(0x0e00, 0x0e7f)
            : kind === 3
              ? rng.int(0x1f300, 0x1f6ff)
              : rng.int(0x01, 0x1f);
    s += String.fromCodePoint(cp);
  }
  return s;
}

function nested(depth: number): unknown {
  let v: unknown = 'x';
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
}

/** Raw bodies and content types for operations with a body: the envelope, not the fields. */
export interface EnvelopeMutation {
  name: string;
  contentType: string | null;
  payload: string | Buffer | null;
  extraHeaders?: Record<string, string>;
}

export function envelopeMutations(
  def: EndpointDef | undefined,
  validBody: string,
  bodyContentType: string,
): EnvelopeMutation[] {
  const json = 'application/json';
  const out: EnvelopeMutation[] = [
    { name: 'no-body', contentType: null, payload: null },
    { name: 'empty-json', contentType: json, payload: '' },
    { name: 'broken-json:{', contentType: json, payload: '{' },
    { name: 'broken-json:key', contentType: json, payload: '{"a":' },
    { name: 'broken-json:nul', contentType: json, payload: 'nul' },
    { name: 'broken-json:trailing', contentType: json, payload: `${validBody}}` },
    { name: 'broken-json:single-quotes', contentType: json, payload: "{'a':'b'}" },
    { name: 'json:[]', contentType: json, payload: '[]' },
    { name: 'json:null', contentType: json, payload: 'null' },
    { name: 'json:string', contentType: json, payload: '"x"' },
    { name: 'json:number', contentType: json, payload: '1e309' },
    {
      name: 'json:proto-top',
      contentType: json,
      payload: '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
    },
    { name: 'json:deep-array', contentType: json, payload: `${'['.repeat(5000)}${']'.repeat(5000)}` },
    { name: 'json:bom', contentType: json, payload: `\uFEFF${validBody}` },
    { name: 'json:utf16', contentType: 'application/json; charset=utf-16', payload: Buffer.from(validBody, 'utf16le') },
    {
      name: 'json:invalid-utf8',
      contentType: json,
      payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0xff, 0x22, 0x7d]),
    },
    {
      name: 'oversized',
      contentType: bodyContentType,
      payload:
        bodyContentType === json ? JSON.stringify({ pad: 'x'.repeat(300 * 1024) }) : `pad=${'x'.repeat(300 * 1024)}`,
    },
    { name: 'oversized-1mb', contentType: json, payload: 'x'.repeat(1024 * 1024) },
    { name: 'type:text-plain', contentType: 'text/plain', payload: validBody },
    {
      name: 'type:xml',
      contentType: 'application/xml',
      payload: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>',
    },
    {
      name: 'type:multipart-garbage',
      contentType: 'multipart/form-data; boundary=zz',
      payload: '--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--zz--',
    },
    {
      name: 'type:form',
      contentType: 'application/x-www-form-urlencoded',
      payload: 'a=1&__proto__[polluted]=1&constructor[prototype][x]=1',
    },
    { name: 'type:octet', contentType: 'application/octet-stream', payload: Buffer.from([0, 1, 2, 255]) },
    { name: 'type:garbage', contentType: 'garbage/;;;==', payload: validBody },
    { name: 'type:json-missing', contentType: null, payload: validBody },
    {
      name: 'encoding:gzip-lie',
      contentType: bodyContentType,
      payload: validBody,
      extraHeaders: { 'content-encoding': 'gzip' },
    },
  ];
  if (def?.body === 'data') {
    const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
    const data = (value: unknown) => JSON.stringify({ data: value });
    out.push(
      { name: 'data:missing', contentType: json, payload: '{}' },
      { name: 'data:empty', contentType: json, payload: data('') },
      { name: 'data:number', contentType: json, payload: data(123) },
      { name: 'data:array', contentType: json, payload: data(['a']) },
      { name: 'data:object', contentType: json, payload: data({ email: 'x' }) },
      { name: 'data:null', contentType: json, payload: data(null) },
      { name: 'data:not-base64', contentType: json, payload: data('!!!***') },
      { name: 'data:base64-not-json', contentType: json, payload: data(b64('not json')) },
      { name: 'data:base64-array', contentType: json, payload: data(b64('[]')) },
      { name: 'data:base64-null', contentType: json, payload: data(b64('null')) },
      { name: 'data:base64-string', contentType: json, payload: data(b64('"s"')) },
      { name: 'data:base64-1e309', contentType: json, payload: data(b64('1e309')) },
      { name: 'data:base64-proto', contentType: json, payload: data(b64('{"__proto__":{"polluted":true}}')) },
      {
        name: 'data:base64-invalid-utf8',
        contentType: json,
        payload: data(Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]).toString('base64')),
      },
      {
        name: 'data:base64url',
        contentType: json,
        payload: data(
          b64(JSON.parse(validBody).data ? Buffer.from(JSON.parse(validBody).data, 'base64').toString('utf8') : '{}')
            .replace(/\+/g, '-')
            .replace(/\//g, '_'),
        ),
      },
      { name: 'data:with-whitespace', contentType: json, payload: data(' aGVsbG8= ') },
      { name: 'data:huge', contentType: json, payload: data('A'.repeat(200 * 1024)) },
      {
        name: 'data:extra-keys',
        contentType: json,
        payload: validBody.replace(/^\{/, '{"__proto__":1,"constructor":2,'),
      },
    );
  }
  return out;
}

/** Authorization variants. `valid` is what the row wants; the rest must be refused or ignored, never a 5xx. */
export type AuthVariant =
  | 'valid'
  | 'none'
  | 'bearer-empty'
  | 'bearer-unknown'
  | 'bearer-malformed'
  | 'bearer-huge'
  | 'bearer-lowercase'
  | 'basic-garbage'
  | 'basic-wrong-secret'
  | 'basic-no-colon'
  | 'scheme-garbage'
  | 'guest-on-user'
  | 'other-user'
  | 'revoked'
  | 'bearer-on-basic';

export function authVariants(def: EndpointDef | undefined): AuthVariant[] {
  const common: AuthVariant[] = [
    'none',
    'bearer-empty',
    'bearer-unknown',
    'bearer-malformed',
    'bearer-huge',
    'scheme-garbage',
    'basic-garbage',
  ];
  switch (def?.auth) {
    case 'user':
      return ['valid', ...common, 'bearer-lowercase', 'guest-on-user', 'other-user', 'revoked'];
    case 'token':
      return ['valid', ...common, 'bearer-lowercase', 'other-user', 'revoked'];
    case 'client-basic':
      return ['valid', ...common, 'basic-wrong-secret', 'basic-no-colon', 'bearer-on-basic'];
    default:
      return ['valid', ...common];
  }
}

/** Query-level mutations: keys the fields do not name (prototype keys, bracket syntax, many keys). */
export function queryMutations(): Array<{ name: string; query: string }> {
  return [
    { name: 'extra:proto-keys', query: PROTO_KEYS.map((k) => `${encodeURIComponent(k)}=1`).join('&') },
    { name: 'extra:proto-brackets', query: '__proto__[polluted]=1&constructor[prototype][polluted]=1&a[__proto__]=1' },
    { name: 'extra:nested-brackets', query: 'a[b][c][d]=1&a[]=2' },
    { name: 'extra:many-keys', query: Array.from({ length: 2000 }, (_, i) => `k${i}=${i}`).join('&') },
    { name: 'extra:long-key', query: `${'k'.repeat(LONG)}=1` },
    { name: 'extra:nul-key', query: 'a%00b=1' },
    { name: 'extra:bad-percent', query: 'a=%E0%A4%A&b=%' },
    {
      name: 'extra:common-params',
      query:
        'desktop_rewamp=true&app_type=web&device_type=web&domain_name=indonesia&ab_group=NA&bouquet_group=T&bouquet_segment=guest',
    },
  ];
}

export { createRng };
