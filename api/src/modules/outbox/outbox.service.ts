/**
 * The outbox: `enqueueMail` / `enqueueSms` write a row (inside the caller's transaction when one
 * is given), the worker delivers due rows through the configured transports with retries and
 * exponential backoff. A message is never dropped: a channel without a transport (production
 * without SMTP_URL) stays queued until one is configured; a message that keeps failing ends
 * `failed` with its last error, after `maxAttempts`.
 */
import type { Db } from '../../db/client.ts';
import type { OutboxAttachment, OutboxChannel } from '../../db/schema/outbox.ts';
import { createOutboxRepository, type OutboxRepository, type OutboxRow } from './outbox.repository.ts';
import type { MailTransport, SmsProvider } from './transports.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: OutboxAttachment[];
  /** what it is for: otp, password_reset, booking_confirmation, … */
  kind: string;
  /** carries a code or a link: the stored body is blanked once delivered */
  sensitive?: boolean;
}
export interface SmsMessage {
  /** E.164: + and digits */
  to: string;
  text: string;
  kind: string;
  sensitive?: boolean;
}

export interface OutboxLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface OutboxOptions {
  repo: OutboxRepository;
  mail: MailTransport | null;
  sms: SmsProvider | null;
  now: () => Date;
  log?: OutboxLog;
  /** attempts before a message is marked failed (default 15: about 5 hours of retries) */
  maxAttempts?: number;
  /** first retry delay; doubles each attempt up to maxRetryDelayMs */
  retryBaseMs?: number;
  maxRetryDelayMs?: number;
  /** how long a claimed message belongs to this worker (a crashed worker's messages are taken again after it) */
  lockMs?: number;
  batchSize?: number;
}

export const OUTBOX_DEFAULTS = {
  maxAttempts: 15,
  retryBaseMs: 5_000,
  maxRetryDelayMs: 30 * 60_000,
  lockMs: 2 * 60_000,
  batchSize: 20,
};

/** Delay before attempt n + 1 after n failed attempts (n ≥ 1): base · 2^(n−1), capped. */
export function retryDelayMs(
  failedAttempts: number,
  baseMs = OUTBOX_DEFAULTS.retryBaseMs,
  maxMs = OUTBOX_DEFAULTS.maxRetryDelayMs,
): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, failedAttempts - 1));
}

const E164 = /^\+[1-9]\d{5,14}$/;
const EMAILISH = /^[^\s@]+@[^\s@]+$/;

export function createOutbox(options: OutboxOptions) {
  const settings = {
    ...OUTBOX_DEFAULTS,
    ...Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)),
  } as Required<OutboxOptions>;
  const channels: OutboxChannel[] = [
    ...(options.mail ? ['mail' as const] : []),
    ...(options.sms ? ['sms' as const] : []),
  ];
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let again = false;
  let stopped = false;

  const dueNow = () => {
    const at = options.now();
    return { createdAt: at, nextAttemptAt: at };
  };
  const repoFor = (tx?: Db) => (tx ? createOutboxRepository(tx) : options.repo);

  async function deliver(row: OutboxRow): Promise<void> {
    if (row.channel === 'mail') {
      await options.mail!.send({
        id: row.id,
        kind: row.kind,
        to: row.recipient,
        subject: row.subject,
        text: row.body,
        html: row.html,
        attachments: row.attachments,
      });
    } else {
      await options.sms!.send({ id: row.id, kind: row.kind, to: row.recipient, text: row.body });
    }
  }

  /** One pass: claims due messages and tries each once. */
  async function runOnce(): Promise<{ sent: number; retrying: number; failed: number }> {
    const result = { sent: 0, retrying: 0, failed: 0 };
    if (channels.length === 0) return result;
    const claimed = await options.repo.claimDue(channels, options.now(), settings.lockMs, settings.batchSize);
    for (const row of claimed) {
      try {
        await deliver(row);
        await options.repo.markSent(row.id, options.now(), row.sensitive);
        result.sent += 1;
        options.log?.info({ outboxId: row.id, kind: row.kind, channel: row.channel }, 'outbox: delivered');
      } catch (err) {
        const attempts = row.attempts + 1;
        const message = err instanceof Error ? err.message : String(err);
        const next =
          attempts >= settings.maxAttempts
            ? null
            : new Date(
                options.now().getTime() + retryDelayMs(attempts, settings.retryBaseMs, settings.maxRetryDelayMs),
              );
        await options.repo.markAttemptFailed(row.id, message, next);
        if (next) result.retrying += 1;
        else result.failed += 1;
        options.log?.warn(
          {
            outboxId: row.id,
            kind: row.kind,
            channel: row.channel,
            attempts,
            retryAt: next?.toISOString() ?? null,
            error: message,
          },
          next ? 'outbox: delivery failed, will retry' : 'outbox: delivery failed for good',
        );
      }
    }
    return result;
  }

  /** Runs passes until nothing due is left; concurrent calls join the running one. */
  function drain(): Promise<unknown> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        const r = await runOnce();
        if (r.sent + r.retrying + r.failed >= settings.batchSize) again = true;
      } while (again && !stopped);
    })()
      .catch((err: unknown) => options.log?.warn({ err }, 'outbox: pass failed'))
      .finally(() => {
        running = null;
      });
    return running;
  }

  const kick = () => {
    if (!stopped && timer) setImmediate(() => void drain());
  };

  return {
    /** Queues a mail; pass the transaction the change that causes it runs in. */
    async enqueueMail(message: MailMessage, tx?: Db): Promise<{ id: number }> {
      if (!EMAILISH.test(message.to)) throw new Error('enqueueMail: not an email address');
      const row = await repoFor(tx).insert({
        channel: 'mail',
        kind: message.kind,
        recipient: message.to,
        subject: message.subject,
        body: message.text,
        html: message.html ?? null,
        attachments: message.attachments ?? [],
        sensitive: message.sensitive ?? false,
        ...dueNow(),
      });
      kick();
      return { id: row.id };
    },
    /** Queues an SMS to an E.164 number (+ and 6–15 digits). */
    async enqueueSms(message: SmsMessage, tx?: Db): Promise<{ id: number }> {
      if (!E164.test(message.to)) throw new Error('enqueueSms: not an E.164 phone number');
      const row = await repoFor(tx).insert({
        channel: 'sms',
        kind: message.kind,
        recipient: message.to,
        body: message.text,
        sensitive: message.sensitive ?? false,
        ...dueNow(),
      });
      kick();
      return { id: row.id };
    },
    runOnce,
    drain,
    /** Polls every `pollMs` for due messages (retries) and delivers new ones as they are queued. */
    start(pollMs: number): void {
      if (timer || channels.length === 0) return;
      stopped = false;
      timer = setInterval(() => void drain(), pollMs);
      timer.unref();
      kick();
    },
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running;
      options.mail?.close?.();
    },
    channels,
  };
}
export type Outbox = ReturnType<typeof createOutbox>;
/** What other modules get: queue a mail or an SMS. */
export type OutboxSender = Pick<Outbox, 'enqueueMail' | 'enqueueSms'>;
