// The contracts subpath re-exports the browser-safe parts (no TypeBox runtime): constants,
// locales, the remote registry, the wire half of the catalogue and the types of the rest.
export * from './locales';
export * from './constants';
export * from './remotes';
export * from './endpoints';
export * from './wire';
export type * from './events';
export type * from './dto';
export type * from './endpoint-types';
