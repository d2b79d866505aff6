/**
 * One error shape for every failure (dto ApiErrorSchema): `{ code, message, details?, request_id }`.
 * Services throw AppError; the handler below turns everything else into a safe response.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { waitInWords } from '@rednest/shared/format';
import { PASSWORD_PATTERN } from '@rednest/shared/contracts/dto';
import { isTransientConflict } from './db/pg-error.ts';

/** `value`: the bound the field must meet, machine-readable (the earliest check-in a stay may start) */
export interface ErrorDetail {
  field: string;
  message: string;
  value?: string;
}

export class AppError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly statusCode = 400,
    readonly details?: ErrorDetail[],
    /** extra response headers, e.g. Retry-After or WWW-Authenticate */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (code: string, message: string, details?: ErrorDetail[]) =>
  new AppError(code, message, 400, details);
export const validationFailed = (details: ErrorDetail[], message = 'Some fields are missing or invalid.') =>
  new AppError('VALIDATION_FAILED', message, 400, details);
export const unauthorized = (code = 'UNAUTHORIZED', message = 'Please sign in to continue.') =>
  new AppError(code, message, 401, undefined, { 'www-authenticate': 'Bearer' });
export const forbidden = (code = 'FORBIDDEN', message = 'You are not allowed to do this.') =>
  new AppError(code, message, 403);
export const notFound = (code = 'NOT_FOUND', message = 'We could not find what you asked for.') =>
  new AppError(code, message, 404);
export const conflict = (code: string, message: string) => new AppError(code, message, 409);
/** 429 with the true wait: whole seconds in Retry-After, and in words after `reason` ("… Please try again in 42 minutes.") */
export const rateLimited = (retryAfterSeconds: number, reason = 'Too many attempts.') => {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError('RATE_LIMITED', `${reason} Please try again ${waitInWords(seconds, 'en')}.`, 429, undefined, {
    'retry-after': String(seconds),
  });
};

interface AjvError {
  instancePath?: string;
  keyword: string;
  message?: string;
  params?: Record<string, unknown>;
}

const FIELD_MESSAGES: Record<string, (e: AjvError) => string> = {
  required: () => 'is required',
  format: (e) =>
    e.params?.format === 'email' ? 'must be a valid email address' : `must be a valid ${String(e.params?.format)}`,
  minLength: (e) =>
    e.params?.limit === 1 ? 'must not be empty' : `must be at least ${String(e.params?.limit)} characters`,
  maxLength: (e) => `must be at most ${String(e.params?.limit)} characters`,
  minimum: (e) => `must be at least ${String(e.params?.limit)}`,
  maximum: (e) => `must be at most ${String(e.params?.limit)}`,
  type: (e) => `must be ${/^[aeiou]/.test(String(e.params?.type)) ? 'an' : 'a'} ${String(e.params?.type)}`,
  enum: (e) =>
    `must be one of ${(e.params?.allowedValues as unknown[] | undefined)?.join(', ') ?? 'the allowed values'}`,
  const: (e) => `must be ${JSON.stringify(e.params?.allowedValue)}`,
  anyOf: () => 'has an unsupported value',
  additionalProperties: (e) => `is not allowed (${String(e.params?.additionalProperty)})`,
  pattern: (e) => patternMessage(String(e.params?.pattern)),
};

/**
 * What a contract pattern means, in the words a form shows next to the field. Text fields carry
 * the safe-text rule (shared schemas/kit.ts: no NUL, no lone surrogate), alone or as a lookahead
 * before the field's own rule (`^(?=<safe text>)<own rule>`).
 */
function patternMessage(pattern: string): string {
  if (pattern === PASSWORD_PATTERN || pattern.endsWith(`)${PASSWORD_PATTERN.slice(1)}`))
    return 'must contain at least one letter and one digit';
  if (pattern.startsWith('^[^\\u0000'))
    return 'contains a character that is not allowed (a NUL byte or half of an emoji)';
  return 'has an invalid format';
}

/** FIELD_MESSAGES[keyword] without reaching Object.prototype (a keyword is never "constructor", but a look-up must not trust that). */
const fieldMessage = (e: AjvError): string | undefined =>
  Object.hasOwn(FIELD_MESSAGES, e.keyword) ? FIELD_MESSAGES[e.keyword]!(e) : undefined;

/** Fastify's own 4xx codes → our code and message. A Map: error codes are compared, never looked up on a plain object. */
const FASTIFY_CLIENT_ERRORS = new Map<string, [string, string]>([
  ['FST_ERR_CTP_INVALID_JSON_BODY', ['INVALID_JSON', 'The request body is not valid JSON.']],
  ['FST_ERR_CTP_EMPTY_JSON_BODY', ['INVALID_JSON', 'The request body is empty.']],
  ['FST_ERR_CTP_BODY_TOO_LARGE', ['BODY_TOO_LARGE', 'The request body is too large.']],
  ['FST_ERR_CTP_INVALID_MEDIA_TYPE', ['UNSUPPORTED_MEDIA_TYPE', 'This content type is not supported here.']],
  ['FST_ERR_CTP_INVALID_CONTENT_LENGTH', ['BAD_REQUEST', 'The request length does not match its body.']],
]);

/** Ajv errors → one entry per field, in words a form can show next to the field. */
export function validationDetails(errors: AjvError[]): ErrorDetail[] {
  const seen = new Map<string, ErrorDetail>();
  for (const e of errors) {
    let field = (e.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    if (e.keyword === 'required' && e.params?.missingProperty)
      field = [field, String(e.params.missingProperty)].filter(Boolean).join('.');
    if (e.keyword === 'additionalProperties' && e.params?.additionalProperty)
      field = [field, String(e.params.additionalProperty)].filter(Boolean).join('.');
    field ||= '(body)';
    if (seen.has(field)) continue;
    const message = fieldMessage(e) ?? e.message ?? 'is invalid';
    seen.set(field, { field, message });
  }
  return [...seen.values()];
}

function send(
  reply: FastifyReply,
  request: FastifyRequest,
  status: number,
  body: { code: string; message: string; details?: ErrorDetail[] },
) {
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send({ ...body, request_id: String(request.id) });
}

/**
 * Fastify's `frameworkErrors` option: errors the router meets before any hook or handler runs (a
 * path parameter longer than maxParamLength, a path that is not valid percent-encoding). Without
 * it Fastify writes its own body (`FST_ERR_MAX_PARAM_LENGTH` and the whole path echoed) instead
 * of our shape. `buildApp` passes it to `Fastify({ frameworkErrors })`.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void send(reply, request, 414, { code: 'URL_TOO_LONG', message: 'A part of the address is too long.' });
    return;
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    void send(reply, request, 400, { code: 'BAD_URL', message: 'The address is not valid.' });
    return;
  }
  const status =
    typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void send(reply, request, status, { code: 'BAD_REQUEST', message: 'The request could not be understood.' });
}

/** Registers THE error handler and the 404 handler. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      if (error.statusCode >= 500) request.log.error({ err: error }, 'app error');
      return send(reply, request, error.statusCode, {
        code: error.code,
        message: error.message,
        details: error.details,
      });
    }
    const fe = error as FastifyError;
    if (fe.validation) {
      return send(reply, request, 400, {
        code: 'VALIDATION_FAILED',
        message: 'Some fields are missing or invalid.',
        details: validationDetails(fe.validation as AjvError[]),
      });
    }
    const status = fe.statusCode ?? 500;
    if (status === 429) {
      // a 429 that is not our AppError (plugins/rate-limit.ts throws AppErrors): keep its words when it is ours.
      const message =
        fe.code === 'RATE_LIMITED' && fe.message
          ? fe.message
          : 'Too many attempts. Please wait a moment and try again.';
      return send(reply, request, 429, { code: 'RATE_LIMITED', message });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx (bad JSON, wrong content type, body too large): clear, never internals.
      const known = typeof fe.code === 'string' ? FASTIFY_CLIENT_ERRORS.get(fe.code) : undefined;
      const [code, message] = known ?? ['BAD_REQUEST', 'The request could not be understood.'];
      if (fe.code && !known) request.log.warn({ err: fe }, 'client error');
      if (fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || fe.name === 'SyntaxError') {
        return send(reply, request, 400, { code: 'INVALID_JSON', message: 'The request body is not valid JSON.' });
      }
      return send(reply, request, status, { code, message });
    }
    if (isTransientConflict(error)) {
      // a deadlock or serialization failure left after the transaction's own runs (db/transaction-retry.ts):
      // nothing was written, and the same request a moment later will most likely go through
      request.log.warn({ err: error }, 'transaction still conflicting after its retries');
      reply.header('retry-after', '1');
      return send(reply, request, 409, {
        code: 'BUSY_TRY_AGAIN',
        message:
          'Many people are booking the same thing right now and nothing was saved. Please try again in a moment.',
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, request, 500, {
      code: 'INTERNAL_ERROR',
      message: 'Something went wrong on our side. Please try again.',
    });
  });

  app.setNotFoundHandler((request, reply) =>
    send(reply, request, 404, {
      code: 'NOT_FOUND',
      message: `No route ${request.method} ${request.url.split('?')[0]}.`,
    }),
  );
}
