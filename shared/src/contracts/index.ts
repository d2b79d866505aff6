// The contracts subpath re-exports the browser-safe parts (no TypeBox runtime).
export * from './locales';
export * from './endpoints';
export * from './wire';
export type * from './events';
export type * from './dto';
