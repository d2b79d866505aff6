/**
 * The sandbox payment gateway: a separate service that behaves like a card provider's
 * hosted checkout. The API creates a checkout session server-to-server (API key), the guest pays
 * on this service's own page, and the result reaches the API only as a signed webhook (retried
 * with backoff until the API answers 2xx), never through the browser. Test cards:
 *   4242 4242 4242 4242  succeeds
 *   4000 0000 0000 0002  is declined
 *   4000 0000 0000 3220  asks for a one-time code first (3-D Secure-like); the code is 123456
 * Virtual accounts (bank transfer): POST /v1/virtual_accounts opens one; its page /va/<id> (or
 * POST /v1/virtual_accounts/<id>/simulate_transfer) sends the transfer, which arrives as a signed
 * payment.succeeded event; an expired account refuses it. POST /v1/checkout_sessions/<id>/expire and
 * /v1/virtual_accounts/<id>/expire close one early (the order it pays has ended).
 * Sessions live in this process's memory: a sandbox, not a ledger.
 */
import crypto from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import formbody from '@fastify/formbody';
import { signWebhook, SIGNATURE_HEADER } from '../modules/payment/webhook-signature.ts';

export const TEST_CARDS = {
  success: '4242424242424242',
  decline: '4000000000000002',
  challenge: '4000000000003220',
} as const;
export const CHALLENGE_CODE = '123456';

export interface GatewayOptions {
  apiKey: string;
  webhookSecret: string;
  now?: () => Date;
  /** delays between webhook attempts, ms (tests shorten them) */
  retryDelaysMs?: number[];
  logger?: boolean;
}

type SessionStatus = 'open' | 'requires_action' | 'succeeded' | 'failed' | 'expired';
interface Session {
  id: string;
  amount: number;
  currency: string;
  reference: string;
  description: string;
  successUrl: string;
  cancelUrl: string;
  webhookUrl: string;
  status: SessionStatus;
  attempts: number;
  createdAt: Date;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const luhn = (digits: string) => {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
};
const isHttpUrl = (u: unknown): u is string => {
  if (typeof u !== 'string' || u.length > 2000) return false;
  try {
    const p = new URL(u).protocol;
    return p === 'http:' || p === 'https:';
  } catch {
    return false;
  }
};
/** minor units → "IDR 480,000.00" for the page; the sandbox does not need local formats */
const money = (amount: number, currency: string) =>
  `${currency} ${(amount / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`;

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f5f7;margin:0;color:#1d1d1f}main{max-width:420px;margin:40px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px rgba(0,0,0,.08)}h1{font-size:20px;margin:0 0 4px}p{margin:4px 0 16px}.amount{font-size:28px;font-weight:700}label{display:block;font-weight:600;margin:12px 0 4px}input{width:100%;box-sizing:border-box;font:inherit;padding:10px;border:1px solid #8a8f98;border-radius:8px}.row{display:flex;gap:12px}.row>div{flex:1}button{margin-top:20px;width:100%;padding:12px;font:inherit;font-weight:700;color:#fff;background:#0b5fff;border:0;border-radius:8px;cursor:pointer}.error{color:#b00020;font-weight:600}.cards{font-size:13px;color:#555}.cancel{display:block;text-align:center;margin-top:16px;color:#0b5fff}.badge{display:inline-block;font-size:12px;background:#ffe08a;border-radius:4px;padding:2px 6px}`;

export async function buildGateway(options: GatewayOptions): Promise<FastifyInstance> {
  const now = options.now ?? (() => new Date());
  const delays = options.retryDelaysMs ?? [1000, 2000, 4000, 8000, 16000, 32000, 60000, 120000];
  const sessions = new Map<string, Session>();
  const timers = new Set<NodeJS.Timeout>();
  const app = Fastify({ logger: options.logger ?? false });
  await app.register(formbody);

  const page = (title: string, body: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title><link rel="stylesheet" href="/checkout.css"></head><body><main>${body}</main></body></html>`;
  const sendPage = (reply: FastifyReply, html: string, code = 200) =>
    reply
      .code(code)
      .header('content-type', 'text/html; charset=utf-8')
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'self'; form-action 'self' http: https:; frame-ancestors 'none'; base-uri 'none'",
      )
      .header('cache-control', 'no-store')
      .send(html);

  /**
   * delivers an event to the API, retrying with backoff until it answers 2xx; a payment.failed
   * says why (failure_code, like a card network's decline code): card_declined, authentication_failed
   */
  function deliver(session: Session, type: string, failureCode?: 'card_declined' | 'authentication_failed'): void {
    const body = JSON.stringify({
      id: `evt_${crypto.randomBytes(12).toString('hex')}`,
      type,
      created: Math.floor(now().getTime() / 1000),
      data: {
        session_id: session.id,
        reference: session.reference,
        amount: session.amount,
        currency: session.currency,
        status: session.status,
        ...(failureCode ? { failure_code: failureCode } : {}),
      },
    });
    deliverRaw(session.webhookUrl, body);
  }

  function deliverRaw(webhookUrl: string, body: string): void {
    const send = async (n: number): Promise<void> => {
      try {
        const res = await fetch(webhookUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [SIGNATURE_HEADER]: signWebhook(options.webhookSecret, body, now()),
          },
          body,
          signal: AbortSignal.timeout(10_000),
        });
        if (res.ok) return;
        throw new Error(`webhook answered ${res.status}`);
      } catch (error) {
        if (n >= delays.length) {
          app.log.error({ err: error, webhookUrl }, 'webhook given up');
          return;
        }
        const timer = setTimeout(() => {
          timers.delete(timer);
          void send(n + 1);
        }, delays[n]);
        timer.unref();
        timers.add(timer);
      }
    };
    void send(0);
  }

  app.addHook('onClose', async () => {
    for (const t of timers) clearTimeout(t);
  });

  app.get('/ready', async () => ({ status: 'ok', service: 'sandbox-gateway' }));
  app.get('/checkout.css', async (_req, reply) =>
    reply.header('content-type', 'text/css').header('cache-control', 'public, max-age=3600').send(STYLE),
  );

  // ── server to server ──────────────────────────────────────────────────────
  app.post('/v1/checkout_sessions', async (request, reply) => {
    if (request.headers.authorization !== `Bearer ${options.apiKey}`)
      return reply.code(401).send({ code: 'UNAUTHORIZED', message: 'A valid API key is required.' });
    const b = (request.body ?? {}) as Record<string, unknown>;
    const problems: string[] = [];
    if (!Number.isInteger(b.amount) || (b.amount as number) <= 0)
      problems.push('amount must be a positive integer of minor units');
    if (typeof b.currency !== 'string' || !/^[A-Z]{3}$/.test(b.currency)) problems.push('currency must be an ISO code');
    if (typeof b.reference !== 'string' || !b.reference || b.reference.length > 100)
      problems.push('reference is required');
    for (const k of ['success_url', 'cancel_url', 'webhook_url'])
      if (!isHttpUrl(b[k])) problems.push(`${k} must be an http(s) URL`);
    if (problems.length) return reply.code(400).send({ code: 'INVALID_REQUEST', message: problems.join('; ') });
    const session: Session = {
      id: `cs_${crypto.randomBytes(16).toString('hex')}`,
      amount: b.amount as number,
      currency: b.currency as string,
      reference: b.reference as string,
      description: typeof b.description === 'string' ? b.description.slice(0, 200) : '',
      successUrl: b.success_url as string,
      cancelUrl: b.cancel_url as string,
      webhookUrl: b.webhook_url as string,
      status: 'open',
      attempts: 0,
      createdAt: now(),
    };
    sessions.set(session.id, session);
    const origin = `${request.protocol}://${request.headers.host}`;
    return reply.code(201).send({ id: session.id, url: `${origin}/checkout/${session.id}`, status: session.status });
  });

  app.get<{ Params: { id: string } }>('/v1/checkout_sessions/:id', async (request, reply) => {
    if (request.headers.authorization !== `Bearer ${options.apiKey}`)
      return reply.code(401).send({ code: 'UNAUTHORIZED', message: 'A valid API key is required.' });
    const s = sessions.get(request.params.id);
    if (!s) return reply.code(404).send({ code: 'NOT_FOUND', message: 'No such session.' });
    return { id: s.id, status: s.status, amount: s.amount, currency: s.currency, reference: s.reference };
  });

  /**
   * Expires an open session, as Stripe's `POST /v1/checkout/sessions/:id/expire`: its page takes no
   * card any more. The API calls it when the order the session pays has ended. A session already
   * paid (or paid while this was asked) answers 409 with its status: its success event is on its way.
   */
  app.post<{ Params: { id: string } }>('/v1/checkout_sessions/:id/expire', async (request, reply) => {
    if (request.headers.authorization !== `Bearer ${options.apiKey}`)
      return reply.code(401).send({ code: 'UNAUTHORIZED', message: 'A valid API key is required.' });
    const s = sessions.get(request.params.id);
    if (!s) return reply.code(404).send({ code: 'NOT_FOUND', message: 'No such session.' });
    if (s.status === 'succeeded')
      return reply
        .code(409)
        .send({ code: 'SESSION_COMPLETED', message: 'This session is paid and cannot be expired.', status: s.status });
    s.status = 'expired';
    return { id: s.id, status: s.status };
  });

  /**
   * refunds: part or all of a paid session's amount back, confirmed by a refund.succeeded event.
   * `reference` is the caller's own id for the refund, as Stripe's idempotency key: asked again with
   * the same reference (a retry after a timeout, a sweeper racing the first request) it answers the
   * same refund and moves no money twice; the event carries it back as refund_reference, so the
   * caller can match the event even before it has stored the refund id.
   */
  const refunded = new Map<string, number>();
  const refundsByReference = new Map<string, { id: string; amount: number }>();
  app.post('/v1/refunds', async (request, reply) => {
    if (request.headers.authorization !== `Bearer ${options.apiKey}`)
      return reply.code(401).send({ code: 'UNAUTHORIZED', message: 'A valid API key is required.' });
    const b = (request.body ?? {}) as { session_id?: unknown; amount?: unknown; reference?: unknown };
    if (
      b.reference !== undefined &&
      (typeof b.reference !== 'string' || b.reference.length === 0 || b.reference.length > 200)
    ) {
      return reply
        .code(400)
        .send({ code: 'INVALID_REFERENCE', message: 'A refund reference is a string of 1 to 200 characters.' });
    }
    // a paid virtual account is refunded like a paid session
    const va = typeof b.session_id === 'string' ? accounts.get(b.session_id) : undefined;
    const s =
      typeof b.session_id === 'string'
        ? (sessions.get(b.session_id) ??
          (va?.status === 'paid'
            ? {
                id: va.id,
                status: 'succeeded' as const,
                amount: va.amount,
                currency: va.currency,
                reference: va.reference,
                webhookUrl: va.webhookUrl,
              }
            : undefined))
        : undefined;
    if (!s || s.status !== 'succeeded')
      return reply.code(404).send({ code: 'NOT_FOUND', message: 'No paid session with this id.' });
    const key = typeof b.reference === 'string' ? `${s.id}\u0000${b.reference}` : null;
    const earlier = key ? refundsByReference.get(key) : undefined;
    if (earlier) {
      if (earlier.amount !== b.amount)
        return reply
          .code(409)
          .send({ code: 'REFERENCE_REUSED', message: 'This refund reference was used for another amount.' });
      return reply.code(200).send({ id: earlier.id, status: 'pending' });
    }
    const already = refunded.get(s.id) ?? 0;
    if (!Number.isInteger(b.amount) || (b.amount as number) <= 0 || already + (b.amount as number) > s.amount) {
      return reply.code(400).send({
        code: 'INVALID_AMOUNT',
        message: 'A refund is a positive amount up to what was paid and not yet refunded.',
      });
    }
    refunded.set(s.id, already + (b.amount as number));
    const id = `re_${crypto.randomBytes(12).toString('hex')}`;
    if (key) refundsByReference.set(key, { id, amount: b.amount as number });
    const body = JSON.stringify({
      id: `evt_${crypto.randomBytes(12).toString('hex')}`,
      type: 'refund.succeeded',
      created: Math.floor(now().getTime() / 1000),
      data: {
        refund_id: id,
        refund_reference: typeof b.reference === 'string' ? b.reference : null,
        session_id: s.id,
        reference: s.reference,
        amount: b.amount,
        currency: s.currency,
        status: 'succeeded',
      },
    });
    deliverRaw(s.webhookUrl, body);
    return reply.code(201).send({ id, status: 'pending' });
  });

  // ── bank transfer: virtual accounts ───────────────────────────────────────
  /**
   * A virtual account takes one transfer of exactly its amount until it expires; the transfer
   * arrives as a signed payment.succeeded event. The sandbox has no bank: its page (and
   * POST /v1/virtual_accounts/:id/simulate_transfer) plays the guest's bank sending the money.
   */
  interface VirtualAccount {
    id: string;
    number: string;
    bank: string;
    amount: number;
    currency: string;
    reference: string;
    webhookUrl: string;
    expiresAt: Date;
    status: 'open' | 'paid';
  }
  const accounts = new Map<string, VirtualAccount>();
  const transfer = (va: VirtualAccount): 'paid' | 'expired' | 'already' => {
    if (va.status === 'paid') return 'already';
    if (va.expiresAt.getTime() <= now().getTime()) return 'expired';
    va.status = 'paid';
    deliverRaw(
      va.webhookUrl,
      JSON.stringify({
        id: `evt_${crypto.randomBytes(12).toString('hex')}`,
        type: 'payment.succeeded',
        created: Math.floor(now().getTime() / 1000),
        data: {
          virtual_account_id: va.id,
          reference: va.reference,
          amount: va.amount,
          currency: va.currency,
          status: 'succeeded',
        },
      }),
    );
    return 'paid';
  };
  app.post('/v1/virtual_accounts', async (request, reply) => {
    if (request.headers.authorization !== `Bearer ${options.apiKey}`)
      return reply.code(401).send({ code: 'UNAUTHORIZED', message: 'A valid API key is required.' });
    const b = (request.body ?? {}) as Record<string, unknown>;
    const problems: string[] = [];
    if (!Number.isInteger(b.amount) || (b.amount as number) <= 0)
      problems.push('amount must be a positive integer of minor units');
    if (b.currency !== 'IDR') problems.push('virtual accounts take IDR only');
    if (typeof b.reference !== 'string' || !b.reference || b.reference.length > 100)
      problems.push('reference is required');
    if (!isHttpUrl(b.webhook_url)) problems.push('webhook_url must be an http(s) URL');
    const expires = typeof b.expires_at === 'string' ? new Date(b.expires_at) : null;
    if (!expires || Number.isNaN(expires.getTime()) || expires.getTime() <= now().getTime())
      problems.push('expires_at must be a future ISO time');
    if (problems.length) return reply.code(400).send({ code: 'INVALID_REQUEST', message: problems.join('; ') });
    const va: VirtualAccount = {
      id: `va_${crypto.randomBytes(12).toString('hex')}`,
      // 8808 (the sandbox bank's prefix) + 12 random digits
      number: `8808${String(crypto.randomInt(0, 1e6)).padStart(6, '0')}${String(crypto.randomInt(0, 1e6)).padStart(6, '0')}`,
      bank: 'Sandbox Bank',
      amount: b.amount as number,
      currency: 'IDR',
      reference: b.reference as string,
      webhookUrl: b.webhook_url as string,
      expiresAt: expires!,
      status: 'open',
    };
    accounts.set(va.id, va);
    const origin = `${request.protocol}://${request.headers.host}`;
    return reply.code(201).send({
      id: va.id,
      va_number: va.number,
      bank: va.bank,
      amount: va.amount,
      currency: va.currency,
      expires_at: va.expiresAt.toISOString(),
      simulate_url: `${origin}/va/${va.id}`,
    });
  });
  /** closes an open account before its expiry (the order it pays has ended): the bank refuses a transfer to it from then on */
  app.post<{ Params: { id: string } }>('/v1/virtual_accounts/:id/expire', async (request, reply) => {
    if (request.headers.authorization !== `Bearer ${options.apiKey}`)
      return reply.code(401).send({ code: 'UNAUTHORIZED', message: 'A valid API key is required.' });
    const va = accounts.get(request.params.id);
    if (!va) return reply.code(404).send({ code: 'NOT_FOUND', message: 'No such virtual account.' });
    if (va.status === 'paid')
      return reply
        .code(409)
        .send({ code: 'ACCOUNT_PAID', message: 'This account has received its transfer.', status: 'paid' });
    if (va.expiresAt.getTime() > now().getTime()) va.expiresAt = now();
    return { id: va.id, status: 'expired', expires_at: va.expiresAt.toISOString() };
  });
  app.post<{ Params: { id: string } }>('/v1/virtual_accounts/:id/simulate_transfer', async (request, reply) => {
    if (request.headers.authorization !== `Bearer ${options.apiKey}`)
      return reply.code(401).send({ code: 'UNAUTHORIZED', message: 'A valid API key is required.' });
    const va = accounts.get(request.params.id);
    if (!va) return reply.code(404).send({ code: 'NOT_FOUND', message: 'No such virtual account.' });
    const result = transfer(va);
    if (result === 'expired')
      return reply
        .code(410)
        .send({ code: 'EXPIRED', message: 'This virtual account has expired and takes no transfer.' });
    return reply.code(200).send({ id: va.id, status: va.status });
  });
  const vaPage = (va: VirtualAccount, note = '') =>
    page(
      'Simulate a bank transfer',
      `<span class="badge">Sandbox</span><h1>Simulate a bank transfer</h1><p>Plays the guest's bank sending money to a virtual account.</p>` +
        `<p>${escape(va.bank)} virtual account</p><p class="amount">${escape(va.number)}</p><p>Amount: <strong>${escape(money(va.amount, va.currency))}</strong></p><p>Open until ${escape(va.expiresAt.toISOString())}</p>` +
        (note ? `<p class="error" role="status">${escape(note)}</p>` : '') +
        (va.status === 'open'
          ? `<form method="post" action="/va/${va.id}"><button type="submit">Send ${escape(money(va.amount, va.currency))}</button></form>`
          : ''),
    );
  app.get<{ Params: { id: string } }>('/va/:id', async (request, reply) => {
    const va = accounts.get(request.params.id);
    if (!va) return sendPage(reply, page('Not found', '<h1>This virtual account does not exist</h1>'), 404);
    return sendPage(reply, vaPage(va, va.status === 'paid' ? 'The transfer was sent.' : ''));
  });
  app.post<{ Params: { id: string } }>('/va/:id', async (request, reply) => {
    const va = accounts.get(request.params.id);
    if (!va) return sendPage(reply, page('Not found', '<h1>This virtual account does not exist</h1>'), 404);
    const result = transfer(va);
    if (result === 'expired')
      return sendPage(reply, vaPage(va, 'This virtual account has expired: the bank refused the transfer.'), 410);
    return sendPage(reply, vaPage(va, 'The transfer was sent.'));
  });

  // ── the guest's hosted page ───────────────────────────────────────────────
  const form = (s: Session, error = '') =>
    page(
      'Pay by card',
      `<span class="badge">Sandbox</span><h1>Pay by card</h1><p>${escape(s.description)}</p><p class="amount">${escape(money(s.amount, s.currency))}</p>` +
        (error ? `<p class="error" role="alert">${escape(error)}</p>` : '') +
        `<form method="post" action="/checkout/${s.id}"><label for="number">Card number</label><input id="number" name="number" inputmode="numeric" autocomplete="cc-number" required>` +
        `<div class="row"><div><label for="exp">Expiry (MM/YY)</label><input id="exp" name="exp" autocomplete="cc-exp" required></div><div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required></div></div>` +
        `<label for="name">Name on card</label><input id="name" name="name" autocomplete="cc-name" required><button type="submit">Pay ${escape(money(s.amount, s.currency))}</button></form>` +
        `<a class="cancel" href="${escape(s.cancelUrl)}">Cancel and go back</a>` +
        `<p class="cards">Test cards: 4242 4242 4242 4242 succeeds · 4000 0000 0000 0002 is declined · 4000 0000 0000 3220 asks for code ${CHALLENGE_CODE}. Any future expiry and any 3-digit CVC.</p>`,
    );
  const finished = (s: Session) =>
    page(
      'Payment',
      `<h1>This payment is ${s.status === 'succeeded' ? 'complete' : 'closed'}</h1><p><a href="${escape(s.status === 'succeeded' ? s.successUrl : s.cancelUrl)}">Back to the booking</a></p>`,
    );

  app.get<{ Params: { id: string } }>('/checkout/:id', async (request, reply) => {
    const s = sessions.get(request.params.id);
    if (!s) return sendPage(reply, page('Not found', '<h1>This payment page does not exist</h1>'), 404);
    if (s.status === 'succeeded' || s.status === 'expired') return sendPage(reply, finished(s));
    return sendPage(reply, form(s));
  });

  app.post<{ Params: { id: string }; Body: Record<string, string> }>('/checkout/:id', async (request, reply) => {
    const s = sessions.get(request.params.id);
    if (!s) return sendPage(reply, page('Not found', '<h1>This payment page does not exist</h1>'), 404);
    if (s.status === 'succeeded' || s.status === 'expired') return sendPage(reply, finished(s));
    const number = String(request.body?.number ?? '').replace(/[\s-]/g, '');
    const exp = /^(\d{2})\s*\/\s*(\d{2})$/.exec(String(request.body?.exp ?? '').trim());
    const cvc = String(request.body?.cvc ?? '').trim();
    if (!/^\d{12,19}$/.test(number) || !luhn(number))
      return sendPage(reply, form(s, 'The card number is not valid.'), 422);
    const month = exp ? Number(exp[1]) : 0;
    const year = exp ? 2000 + Number(exp[2]) : 0;
    const today = now();
    if (!exp || month < 1 || month > 12 || year * 12 + month < today.getUTCFullYear() * 12 + today.getUTCMonth() + 1)
      return sendPage(reply, form(s, 'The expiry date is not valid or has passed.'), 422);
    if (!/^\d{3,4}$/.test(cvc)) return sendPage(reply, form(s, 'The CVC is not valid.'), 422);
    s.attempts += 1;
    if (number === TEST_CARDS.decline) {
      s.status = 'failed';
      deliver(s, 'payment.failed', 'card_declined');
      s.status = 'open'; // the guest may try another card on the same page
      return sendPage(reply, form(s, 'Your card was declined. Try another card.'), 402);
    }
    if (number === TEST_CARDS.challenge) {
      s.status = 'requires_action';
      return reply.redirect(`/checkout/${s.id}/challenge`, 303);
    }
    s.status = 'succeeded';
    deliver(s, 'payment.succeeded');
    return reply.redirect(s.successUrl, 303);
  });

  const challenge = (s: Session, error = '') =>
    page(
      'Confirm your payment',
      `<span class="badge">Sandbox</span><h1>Confirm your payment</h1><p>Your bank sent a one-time code. (In the sandbox it is ${CHALLENGE_CODE}.)</p>` +
        (error ? `<p class="error" role="alert">${escape(error)}</p>` : '') +
        `<form method="post" action="/checkout/${s.id}/challenge"><label for="code">One-time code</label><input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" required><button type="submit">Confirm</button></form><a class="cancel" href="${escape(s.cancelUrl)}">Cancel and go back</a>`,
    );
  app.get<{ Params: { id: string } }>('/checkout/:id/challenge', async (request, reply) => {
    const s = sessions.get(request.params.id);
    if (!s || s.status !== 'requires_action') return reply.redirect(`/checkout/${request.params.id}`, 303);
    return sendPage(reply, challenge(s));
  });
  app.post<{ Params: { id: string }; Body: Record<string, string> }>(
    '/checkout/:id/challenge',
    async (request, reply) => {
      const s = sessions.get(request.params.id);
      if (!s || s.status !== 'requires_action') return reply.redirect(`/checkout/${request.params.id}`, 303);
      if (String(request.body?.code ?? '').trim() !== CHALLENGE_CODE) {
        s.status = 'failed';
        deliver(s, 'payment.failed', 'authentication_failed');
        s.status = 'open';
        return sendPage(reply, form(s, 'The code was wrong, so the bank refused the payment. Try again.'), 402);
      }
      s.status = 'succeeded';
      deliver(s, 'payment.succeeded');
      return reply.redirect(s.successUrl, 303);
    },
  );

  return app;
}
