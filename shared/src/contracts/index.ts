// The contracts subpath re-exports the browser-safe parts (no TypeBox runtime): constants,
// locales, the remote registry, the wire constants and the types of the rest. The catalogue's rows
// (ENDPOINTS) are read by the api client's transport chunk only (api-client/transport.ts), and by
// Node through the `contracts/endpoints` subpath: here they would load with every page's boot.
export * from './locales';
export * from './constants';
export * from './site-host';
export * from './remotes';
export type * from './endpoints';
export * from './wire';
export type * from './events';
export type * from './dto';
export type * from './endpoint-types';
