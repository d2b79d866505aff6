/**
 * The outbox: every mail and SMS the API sends is a row here first, written with the
 * change that caused it, then delivered by the outbox worker with retries and backoff.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

export type OutboxChannel = 'mail' | 'sms';
export type OutboxState = 'queued' | 'sending' | 'sent' | 'failed';
export interface OutboxAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: varchar('channel', { length: 10 }).$type<OutboxChannel>().notNull(),
    /** what the message is for (otp, password_reset, booking_confirmation, …): logs and the development inbox */
    kind: varchar('kind', { length: 60 }).notNull(),
    /** an email address or an E.164 phone number (+62…) */
    recipient: varchar('recipient', { length: 254 }).notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    html: text('html'),
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
    /** a one-time code or a reset link is inside: the body is blanked once the message is delivered */
    sensitive: boolean('sensitive').notNull().default(false),
    state: varchar('state', { length: 10 }).$type<OutboxState>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** a worker that claimed the row (state sending) owns it until then; after it, the row is taken again */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_due_idx').on(t.state, t.nextAttemptAt),
    check('outbox_channel_ck', sql`${t.channel} in ('mail', 'sms')`),
    check('outbox_state_ck', sql`${t.state} in ('queued', 'sending', 'sent', 'failed')`),
  ],
);
