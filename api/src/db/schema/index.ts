// Every schema file, for drizzle() and drizzle-kit. api-catalog appends its export lines below.
export * from './platform.ts';
export * from './catalog.ts';
export * from './booking.ts';
export * from './discovery.ts';
export * from './payment.ts';
export * from './outbox.ts';
export * from './promotion.ts';
export * from './account.ts';
export * from './corporate.ts';
export * from './ledger.ts';
export * from './club.ts';
