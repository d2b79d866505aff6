/**
 * Logs without secrets. Every log line of the API goes through these options:
 *
 * - `redact`: authorization and cookie headers, the hmac signature, query strings, bodies, and any
 *   field named like a password, hash, token, OTP, email, SQL or query parameters, at any of the
 *   first levels of a logged object, are replaced by "[redacted]";
 * - `serializers.req`: the path only (a query string is replaced by `?[redacted]`), so search
 *   terms and `data=` envelopes never reach the log;
 * - `serializers.err`: an allow-list of an error's fields. Drizzle's "Failed query: <sql> params:
 *   <values>" message, pg's `detail` ("Failing row contains (…)"), `where`, `internalQuery`,
 *   `query` and `params` are dropped; a database error's message is cut before the value it
 *   quotes ("invalid input syntax for type integer: \"…\""); the stack keeps its frames only;
 * - `hooks.logMethod`: every string logged (messages included) is scrubbed of emails, bearer
 *   tokens, argon2 hashes and long opaque strings.
 */
import type { FastifyServerOptions } from 'fastify';

/** where log lines go (a test passes a stream it reads) */
export interface LogStream {
  write(msg: string): void;
}
type LoggerConfig = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

const CENSOR = '[redacted]';

/** Field names whose values never reach a log line (at the top level and one or two levels down). */
const SECRET_FIELDS = [
  'password',
  'passwordHash',
  'password_hash',
  'new_password',
  'old_password',
  'access_token',
  'refresh_token',
  'token',
  'otp',
  'code_verifier',
  'secret',
  'authorization',
  'cookie',
  'email',
  'sql',
  'query',
  'params',
  'parameters',
  'body',
  'detail',
];

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-rn-hmac"]',
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS.flatMap((f) => [f, `*.${f}`, `*.*.${f}`]),
];

const EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[A-Za-z]{2,}/g;
const BEARER = /\b(Bearer|Basic)\s+[^\s"',]+/gi;
const ARGON2 = /\$argon2(?:id|i|d)\$[A-Za-z0-9+/=$,.-]+/g;
/** base64/base64url/hex runs as long as a token or a hash (paths and words never are) */
const OPAQUE = /[A-Za-z0-9+/_-]{32,}={0,2}/g;
const FAILED_QUERY = /Failed query:[\s\S]*/;

/** Masks what may be a secret or personal data inside free text. */
export function scrubText(text: string): string {
  return text
    .replace(FAILED_QUERY, 'Failed query (SQL text and parameters withheld from the log)')
    .replace(ARGON2, '[hash]')
    .replace(BEARER, (_m, scheme: string) => `${scheme} ${CENSOR}`)
    .replace(EMAIL, '[email]')
    .replace(OPAQUE, CENSOR);
}

/** pg and PGlite errors carry an SQLSTATE code and a severity; their messages may quote input values. */
function isDatabaseError(e: Record<string, unknown>): boolean {
  return typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && ('severity' in e || 'routine' in e);
}

/** Fields of an error worth keeping: none of them holds a value from the request. */
const SAFE_ERROR_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'schema',
  'table',
  'column',
  'constraint',
  'dataType',
  'routine',
] as const;

export function serializeError(err: unknown, depth = 0): Record<string, unknown> {
  if (!err || typeof err !== 'object') return { type: typeof err, message: scrubText(String(err)) };
  const e = err as Record<string, unknown> & { message?: unknown; stack?: unknown; cause?: unknown; name?: unknown };
  // a minified class name ("O" in PGlite's bundle) says less than the error's own name
  const ctor = typeof e.constructor === 'function' ? e.constructor.name : '';
  const type = ctor.length > 2 ? ctor : typeof e.name === 'string' && e.name ? e.name : 'Error';
  let message = typeof e.message === 'string' ? e.message : '';
  if (isDatabaseError(e)) message = message.split(/:\s/)[0]!;
  message = scrubText(message);
  const out: Record<string, unknown> = { type, message };
  for (const field of SAFE_ERROR_FIELDS) {
    const value = e[field];
    if (typeof value === 'number' || (typeof value === 'string' && value.length <= 120))
      out[field] = field === 'code' || field === 'statusCode' ? value : scrubText(String(value));
  }
  if (typeof e.stack === 'string') {
    const frames = e.stack.split('\n').filter((line) => /^\s+at /.test(line));
    out.stack = [`${type}: ${message}`, ...frames].join('\n');
  }
  if (e.cause !== undefined && depth < 3) out.cause = serializeError(e.cause, depth + 1);
  return out;
}

/** The request as a log line shows it: no query string, no headers. */
export function serializeRequest(req: {
  method?: string;
  url?: string;
  ip?: string;
  host?: string;
}): Record<string, unknown> {
  const url = typeof req.url === 'string' ? req.url : '';
  const q = url.indexOf('?');
  return {
    method: req.method,
    url: q === -1 ? url : `${url.slice(0, q)}?${CENSOR}`,
    host: req.host,
    remoteAddress: req.ip,
  };
}

function scrubArg(arg: unknown): unknown {
  return typeof arg === 'string' ? scrubText(arg) : arg;
}

/** Fastify `logger` options: level, optional destination and the rules above. */
export function loggerOptions(level: string, stream?: LogStream): LoggerConfig {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACT_PATHS, censor: CENSOR },
    serializers: { err: serializeError as never, error: serializeError, req: serializeRequest as never },
    hooks: {
      logMethod(args: unknown[], method: (...a: unknown[]) => void) {
        // pino's signature is (obj?, msg?, ...interpolation); strings anywhere are scrubbed
        method.apply(this, args.map(scrubArg));
      },
    },
  };
}
