/**
 * Types derived from the catalogue: what a call to an endpoint takes and what it answers. The
 * client's `api.call(name, input)` and the API's `defineEndpoint(app, name, handler)` both use
 * these, so neither side writes a generic or a shape by hand. Type-only: no schema code reaches
 * the browser through this file.
 */
import type { Static, TSchema } from '@sinclair/typebox';
import type { EndpointName } from './endpoints';
import type { ENDPOINT_SCHEMAS } from './endpoint-schemas';

type Rows = typeof ENDPOINT_SCHEMAS;
type Part<N extends EndpointName, K extends string> = Rows[N] extends { [P in K]: infer S extends TSchema }
  ? Static<S>
  : undefined;

export type EndpointQuery<N extends EndpointName> = Part<N, 'query'>;
export type EndpointParams<N extends EndpointName> = Part<N, 'params'>;
export type EndpointBody<N extends EndpointName> = Part<N, 'body'>;
export type EndpointResult<N extends EndpointName> = Static<Rows[N]['response']>;

/** a field that must be given when its schema has required properties, may be given otherwise, and is absent when the row has none */
type Field<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: never }
  : Record<string, never> extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

export type EndpointInput<N extends EndpointName> = Field<'query', EndpointQuery<N>> &
  Field<'params', EndpointParams<N>> &
  Field<'body', EndpointBody<N>> & {
    signal?: AbortSignal;
    headers?: Record<string, string>;
  };

/** `[input?]` when nothing is required, `[input]` otherwise: `api.call('countryList')` needs no second argument. */
export type EndpointArgs<N extends EndpointName> =
  Record<string, never> extends Omit<EndpointInput<N>, 'signal' | 'headers'>
    ? [input?: EndpointInput<N>]
    : [input: EndpointInput<N>];
