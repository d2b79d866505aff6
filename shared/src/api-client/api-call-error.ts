import type { EndpointName } from '@rednest/shared/contracts';

/**
 * A failed call. `status` 0 means no HTTP answer (network down, aborted, or refused before
 * sending); `code` is the server's stable code from `{ code, message }` when it sent one.
 */
export class ApiCallError extends Error {
  readonly status: number;
  readonly code: string;
  readonly body: unknown;
  readonly endpoint: EndpointName;
  /** a 429's Retry-After: whole seconds until the limit lets the call through again; null when the answer gave none */
  readonly retryAfterSeconds: number | null;

  constructor(
    endpoint: EndpointName,
    status: number,
    code: string,
    message: string,
    body: unknown = null,
    retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'ApiCallError';
    this.endpoint = endpoint;
    this.status = status;
    this.code = code;
    this.body = body;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  get aborted(): boolean {
    return this.code === 'ABORTED';
  }
}

export function isApiCallError(value: unknown): value is ApiCallError {
  return value instanceof ApiCallError;
}
