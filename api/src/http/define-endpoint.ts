/**
 * Registers one row of the endpoint catalogue. The wire half (shared/src/contracts/endpoints.ts)
 * gives the path (API_BASE_PATH + routePath(def)), method, auth kind, body and response encodings
 * and hmac signature; the schema half (ENDPOINT_SCHEMAS, endpoint-schemas.ts) gives the query,
 * params, body and response schemas and the success status. Modules pass only the name and a
 * handler, whose request and result types follow from the row: the client and the server
 * validate with the same schemas and cannot drift.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { Type, type TSchema } from '@sinclair/typebox';
import { ENDPOINTS, routePath, type EndpointDef, type EndpointName } from '@rednest/shared/contracts/endpoints';
import type { EndpointBody, EndpointParams, EndpointQuery, EndpointResult } from '@rednest/shared/contracts';
import type { EndpointSchemaRow } from '@rednest/shared/contracts/dto';
import { ApiErrorSchema, ENDPOINT_SCHEMAS } from '@rednest/shared/contracts/dto';
import { HMAC_SIGNATURE_HEADER, HMAC_TIMESTAMP_HEADER } from './wire-constants.ts';
import { AppError } from '../errors.ts';
import { aesEncrypt, decodeDataField, verifyHmac } from './wire.ts';
import { NO_AUTH, type AuthContext, type TokenService } from '../modules/auth/token.service.ts';
import type { AppConfig } from '../config/env.ts';
import { inLanguage, languageOfHeader } from '../i18n/language.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext;
  }
  interface FastifyInstance {
    /** what defineEndpoint needs from the platform (set by app.ts before modules load) */
    endpointContext: { config: Pick<AppConfig, 'apiBasePath'>; tokens: TokenService; now: () => Date };
  }
  interface FastifyContextConfig {
    endpoint?: EndpointName;
  }
}

/** The request a handler of endpoint N gets: query, body and params typed from its schema row. */
export type EndpointRequest<N extends EndpointName> = FastifyRequest<{
  Querystring: EndpointQuery<N>;
  Body: EndpointBody<N>;
  Params: EndpointParams<N>;
}>;

export interface EndpointOptions<N extends EndpointName> {
  /** the answer (encrypted for `aes` rows, sent as a picture for `svg` rows); nothing → 204 */
  handler: (request: EndpointRequest<N>, reply: FastifyReply) => Promise<EndpointResult<N> | void>;
  /** extra hooks run after auth and validation (e.g. per-email rate limits) */
  preHandler?: (request: EndpointRequest<N>, reply: FastifyReply) => Promise<void>;
  /** headers of a successful answer (caching, the picture headers); errors never carry them */
  headers?: Readonly<Record<string, string>>;
  /** longer description for the OpenAPI document */
  description?: string;
  /** this route's own per-address limit on top of the default one (plugins/rate-limit.ts); timeWindow in ms */
  rateLimit?: { max: number; timeWindow: number | string } | false;
  bodyLimit?: number;
}

const AUTH_DOC: Record<EndpointDef['auth'], string> = {
  none: 'No Authorization header.',
  token: 'Bearer token: the guest token (client-credentials grant) or a signed-in user token.',
  user: 'Bearer token of a signed-in user.',
  'client-basic': 'HTTP Basic with the web client id and secret (a public client).',
};

const SVG_CONTENT_TYPE = 'image/svg+xml; charset=utf-8';

const errorResponses = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  429: ApiErrorSchema,
  500: ApiErrorSchema,
};

/** The success answer as the route declares it: the wire shape of `aes` rows, a media type for `svg` rows. */
function successResponse(def: EndpointDef, schema: TSchema): unknown {
  switch (def.response) {
    case 'aes':
      return Type.Object(
        {
          data: Type.String({
            description: `AES-256-CBC "<base64 ciphertext>---<hex iv>" of: ${schema.title ?? 'the JSON below'}`,
          }),
        },
        {
          description: `Encrypted. Decrypted JSON schema: ${JSON.stringify(schema)}`,
        },
      );
    case 'svg':
      return { description: schema.description ?? 'an SVG picture', content: { 'image/svg+xml': { schema } } };
    case 'pdf':
      return {
        description: schema.description ?? 'a PDF document',
        content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
      };
    case 'file':
      return {
        description: schema.description ?? 'a file, as an attachment',
        content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
      };
    case 'json':
      return schema;
  }
}

export function defineEndpoint<N extends EndpointName>(
  app: FastifyInstance,
  name: N,
  options: EndpointOptions<N>,
): void {
  const def: EndpointDef = ENDPOINTS[name];
  const row: EndpointSchemaRow = ENDPOINT_SCHEMAS[name];
  const ctx = app.endpointContext;
  if (!ctx) throw new Error('defineEndpoint: app.endpointContext is missing (register modules through buildApp)');
  const path = `${ctx.config.apiBasePath}${routePath(def)}`;
  const status = row.status ?? 200;

  const schema: FastifySchema & Record<string, unknown> = {
    operationId: name,
    summary: def.summary,
    description: [
      options.description,
      `Auth: ${AUTH_DOC[def.auth]}`,
      def.body === 'data' ? 'Body/query wire format: `{ data: base64(JSON of the documented body) }`.' : '',
      def.hmac ? `Signed: headers ${HMAC_TIMESTAMP_HEADER} and ${HMAC_SIGNATURE_HEADER}.` : '',
    ]
      .filter(Boolean)
      .join('\n\n'),
    tags: [def.host],
    ...(def.auth === 'token' || def.auth === 'user'
      ? { security: [{ bearer: [] }] }
      : def.auth === 'client-basic'
        ? { security: [{ clientBasic: [] }] }
        : {}),
    ...(row.query ? { querystring: row.query } : {}),
    ...(row.body ? { body: row.body } : {}),
    ...(row.params ? { params: row.params } : {}),
    response: { ...errorResponses, [status]: successResponse(def, row.response) },
  };

  app.route({
    method: def.method,
    url: path,
    schema,
    bodyLimit: options.bodyLimit,
    config: { endpoint: name, ...(options.rateLimit !== undefined ? { rateLimit: options.rateLimit } : {}) },
    onRequest: async (request) => {
      request.auth = NO_AUTH;
      if (def.hmac) {
        const rawPath = request.url.split('?')[0]!;
        verifyHmac({
          timestamp: request.headers[HMAC_TIMESTAMP_HEADER] as string | undefined,
          signature: request.headers[HMAC_SIGNATURE_HEADER] as string | undefined,
          method: request.method,
          paths: [rawPath, rawPath.slice(ctx.config.apiBasePath.length) || '/'],
          nowSeconds: Math.floor(ctx.now().getTime() / 1000),
        });
      }
      switch (def.auth) {
        case 'none':
          return;
        case 'client-basic':
          ctx.tokens.checkClientBasic(request.headers.authorization);
          return;
        case 'token': {
          const auth = await ctx.tokens.resolveBearer(request.headers.authorization);
          if (auth.kind === 'none')
            throw new AppError(
              'UNAUTHORIZED',
              'An access token is required. Reload the page to get a new one.',
              401,
              undefined,
              { 'www-authenticate': 'Bearer' },
            );
          request.auth = auth;
          return;
        }
        case 'user': {
          const auth = await ctx.tokens.resolveBearer(request.headers.authorization);
          if (auth.kind !== 'user')
            throw new AppError('UNAUTHORIZED', 'Please sign in to continue.', 401, undefined, {
              'www-authenticate': 'Bearer',
            });
          request.auth = auth;
          return;
        }
      }
    },
    preValidation: async (request) => {
      if (def.body !== 'data') return;
      if (def.method === 'GET' || def.method === 'DELETE') {
        const query = (request.query ?? {}) as Record<string, unknown>;
        if (query.data === undefined) return;
        const decoded = decodeDataField(query.data, 'query');
        if (!decoded || typeof decoded !== 'object' || Array.isArray(decoded))
          throw new AppError('INVALID_DATA_ENCODING', 'The "data" query must hold a JSON object.', 400);
        const rest = { ...query };
        delete rest.data;
        // Query values are strings on the wire; the schema coerces them, so stringify scalars.
        request.query = {
          ...rest,
          ...Object.fromEntries(
            Object.entries(decoded).map(([k, v]) => [k, v !== null && typeof v === 'object' ? v : String(v)]),
          ),
        };
        return;
      }
      const body = request.body as Record<string, unknown> | undefined;
      if (!body || typeof body !== 'object' || Array.isArray(body) || !('data' in body)) {
        throw new AppError('INVALID_DATA_ENCODING', 'The body must be { "data": base64(JSON) }.', 400, [
          { field: 'data', message: 'is required' },
        ]);
      }
      request.body = decodeDataField(body.data, 'body');
    },
    ...(options.preHandler ? { preHandler: options.preHandler as never } : {}),
    handler: async (request, reply) => {
      // texts of the data (descriptions, room names, reviews) come in the site's language: caches keep one answer per language
      if (def.method === 'GET') reply.header('vary', 'Accept-Language');
      const result = await inLanguage(languageOfHeader(request.headers['accept-language']), () =>
        options.handler(request as EndpointRequest<N>, reply),
      );
      if (reply.sent) return reply;
      if (options.headers) reply.headers(options.headers);
      if (result === undefined) return reply.status(reply.statusCode === 200 ? 204 : reply.statusCode).send();
      if (reply.statusCode === 200) reply.status(status);
      if (def.response === 'aes') return { data: aesEncrypt(JSON.stringify(result)) };
      if (def.response === 'svg' && !reply.hasHeader('content-type')) reply.type(SVG_CONTENT_TYPE);
      if (def.response === 'pdf' && !reply.hasHeader('content-type')) reply.type('application/pdf');
      return result;
    },
  });
}
