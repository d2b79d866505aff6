/** The API's outbox from its configuration: which transports, and the development inbox outside production. */
import type { AppConfig } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { createOutboxRepository } from './outbox.repository.ts';
import { createOutbox, type Outbox, type OutboxLog } from './outbox.service.ts';
import {
  createDevInbox,
  createHttpSmsProvider,
  createSmtpTransport,
  devInboxTransports,
  type DevInbox,
} from './transports.ts';

export function createAppOutbox(
  config: AppConfig,
  db: Db,
  now: () => Date,
  log: OutboxLog,
): { outbox: Outbox; devInbox: DevInbox | null } {
  // production never delivers into the development inbox: without a real transport its messages stay queued
  const devInbox = config.production ? null : createDevInbox();
  const dev = devInbox ? devInboxTransports(devInbox, now) : null;
  const mail = config.outbox.smtpUrl
    ? createSmtpTransport({ url: config.outbox.smtpUrl, from: config.outbox.mailFrom })
    : (dev?.mail ?? null);
  const sms = config.outbox.smsWebhookUrl
    ? createHttpSmsProvider({ url: config.outbox.smsWebhookUrl, token: config.outbox.smsWebhookToken })
    : (dev?.sms ?? null);
  if (!mail) log.warn({}, 'outbox: SMTP_URL is not set: mails are queued, not sent');
  if (!sms) log.warn({}, 'outbox: SMS_WEBHOOK_URL is not set: SMS are queued, not sent');
  const outbox = createOutbox({ repo: createOutboxRepository(db), mail, sms, now, log });
  return { outbox, devInbox };
}
