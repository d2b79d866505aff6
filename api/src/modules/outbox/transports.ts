/**
 * Where the outbox delivers: a mail transport and an SMS provider, each behind a small interface.
 * - development inbox (default outside production): keeps what was delivered in this process's
 *   memory, readable at GET {API_BASE_PATH}/dev/inbox; never used in production.
 * - SMTP (SMTP_URL) through nodemailer.
 * - SMS over an HTTP provider (SMS_WEBHOOK_URL): POST { to, text } with a bearer token.
 * A send that throws is retried by the outbox with backoff.
 */
import nodemailer from 'nodemailer';
import type { OutboxAttachment } from '../../db/schema/outbox.ts';

export interface OutgoingMail {
  /** the outbox row and what it is for */
  id: number;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  attachments?: OutboxAttachment[];
}
export interface OutgoingSms {
  id: number;
  kind: string;
  to: string;
  text: string;
}

export interface MailTransport {
  readonly name: string;
  send(mail: OutgoingMail): Promise<void>;
  close?(): void;
}
export interface SmsProvider {
  readonly name: string;
  send(sms: OutgoingSms): Promise<void>;
}

export interface InboxMessage {
  id: number;
  channel: 'mail' | 'sms';
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attachments: Array<{ filename: string; contentType: string; size: number }>;
  delivered_at: string;
}

/** The development inbox: the newest `capacity` deliveries of this process, newest first. */
export function createDevInbox(capacity = 500) {
  const messages: InboxMessage[] = [];
  return {
    record(message: InboxMessage): void {
      messages.unshift(message);
      if (messages.length > capacity) messages.length = capacity;
    },
    /** newest first; `to` matches an address or phone number exactly (case-insensitive) */
    list(filter: { to?: string; limit?: number } = {}): InboxMessage[] {
      const to = filter.to?.trim().toLowerCase();
      return messages.filter((m) => !to || m.to.toLowerCase() === to).slice(0, filter.limit ?? 50);
    },
    clear(): void {
      messages.length = 0;
    },
  };
}
export type DevInbox = ReturnType<typeof createDevInbox>;

/** Mail and SMS "delivered" into the development inbox. */
export function devInboxTransports(inbox: DevInbox, now: () => Date): { mail: MailTransport; sms: SmsProvider } {
  return {
    mail: {
      name: 'dev-inbox',
      async send(mail) {
        inbox.record({
          id: mail.id,
          channel: 'mail',
          kind: mail.kind,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? null,
          attachments: (mail.attachments ?? []).map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            size: Buffer.byteLength(a.contentBase64, 'base64'),
          })),
          delivered_at: now().toISOString(),
        });
      },
    },
    sms: {
      name: 'dev-inbox',
      async send(sms) {
        inbox.record({
          id: sms.id,
          channel: 'sms',
          kind: sms.kind,
          to: sms.to,
          subject: '',
          text: sms.text,
          html: null,
          attachments: [],
          delivered_at: now().toISOString(),
        });
      },
    },
  };
}

/** Nodemailer over SMTP. `url`: smtp://user:pass@host:587 or smtps://…:465. */
export function createSmtpTransport(options: { url: string; from: string; timeoutMs?: number }): MailTransport {
  const timeout = options.timeoutMs ?? 15_000;
  const transport = nodemailer.createTransport(options.url, { from: options.from });
  // connection settings on top of what the URL says
  Object.assign(transport.options, {
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout * 2,
  });
  return {
    name: 'smtp',
    async send(mail) {
      await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        attachments: (mail.attachments ?? []).map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.contentBase64, 'base64'),
        })),
      });
    },
    close: () => transport.close(),
  };
}

/** An SMS gateway reached over HTTP: POST JSON { to, text }; any 2xx is delivered. */
export function createHttpSmsProvider(options: { url: string; token: string | null; timeoutMs?: number }): SmsProvider {
  return {
    name: 'http-sms',
    async send(sms) {
      const res = await fetch(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        body: JSON.stringify({ to: sms.to, text: sms.text }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
      if (!res.ok) throw new Error(`SMS provider answered ${res.status}`);
    },
  };
}
