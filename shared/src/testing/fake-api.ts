import { ApiCallError, type ApiClient, type EndpointInput } from '@rednest/shared/api-client';
import type { EndpointName } from '@rednest/shared/contracts';

/** What a fake handler is called with: the typed input of the call, loosely (tests read fields). */
export type FakeCall = {
  query?: Record<string, unknown>;
  params?: Record<string, unknown>;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};
export type FakeHandler = (input: FakeCall) => unknown;
/** answers by endpoint: a value (partial DTOs are fine in tests) or a function of the input */
export type FakeHandlers = Partial<Record<EndpointName, FakeHandler | unknown>>;

export interface FakeApi extends ApiClient {
  /** every call in order, for "called with" assertions */
  readonly calls: Array<{ name: EndpointName; input: FakeCall }>;
  /** replace or add answers mid-test (e.g. fail first, then succeed on retry) */
  respond(name: EndpointName, handler: FakeHandler | unknown): void;
  callsTo(name: EndpointName): FakeCall[];
}

/**
 * An ApiClient answering from a table: a value is returned as the response, a function is called
 * with the input (throw an ApiCallError from it, or use apiError(), to fail). Unlisted
 * endpoints reject with 404 NOT_MOCKED so a test notices a call it did not expect.
 */
export function createFakeApi(handlers: FakeHandlers = {}): FakeApi {
  const table = new Map<EndpointName, FakeHandler | unknown>(
    Object.entries(handlers) as Array<[EndpointName, unknown]>,
  );
  const calls: Array<{ name: EndpointName; input: FakeCall }> = [];
  const call = async (name: EndpointName, input: FakeCall = {}): Promise<unknown> => {
    calls.push({ name, input });
    if (input.signal?.aborted) throw new ApiCallError(name, 0, 'ABORTED', 'The request was cancelled.');
    if (!table.has(name)) throw new ApiCallError(name, 404, 'NOT_MOCKED', `No fake answer for ${name}.`);
    const handler = table.get(name);
    const value = typeof handler === 'function' ? await (handler as FakeHandler)(input) : handler;
    if (value instanceof Error) throw value;
    return structuredCloneSafe(value);
  };
  return {
    calls,
    respond(name, handler) {
      table.set(name, handler);
    },
    callsTo(name) {
      return calls.filter((c) => c.name === name).map((c) => c.input);
    },
    call: call as ApiClient['call'],
  };
}

/** An ApiCallError to return or throw from a fake handler. */
export function apiError(name: EndpointName, status: number, code: string, message = code): ApiCallError {
  return new ApiCallError(name, status, code, message, { code, message });
}

function structuredCloneSafe(value: unknown): unknown {
  // components must not be able to mutate the table between calls
  try {
    return value === undefined ? undefined : JSON.parse(JSON.stringify(value));
  } catch {
    return value;
  }
}

export type { EndpointInput };
