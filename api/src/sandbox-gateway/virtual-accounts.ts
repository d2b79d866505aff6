/**
 * Bank transfer through virtual accounts: the API opens one (server to server), and it takes one
 * transfer of exactly its amount until it expires. The sandbox has no bank: its page /va/<id> (and
 * POST /v1/virtual_accounts/:id/simulate_transfer) plays the guest's bank sending the money, which
 * arrives as a signed payment.succeeded event; an expired account refuses it.
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { authorized, eventBody, isHttpUrl, type GatewayContext, type VirtualAccount } from './gateway-context.ts';
import { escape, money, page, sendPage } from './gateway-pages.ts';

export function registerVirtualAccounts(app: FastifyInstance, ctx: GatewayContext): void {
  const { accounts, now } = ctx;
  const transfer = (va: VirtualAccount): 'paid' | 'expired' | 'already' => {
    if (va.status === 'paid') return 'already';
    if (va.expiresAt.getTime() <= now().getTime()) return 'expired';
    va.status = 'paid';
    ctx.deliverRaw(
      va.webhookUrl,
      eventBody(now, 'payment.succeeded', {
        virtual_account_id: va.id,
        reference: va.reference,
        amount: va.amount,
        currency: va.currency,
        status: 'succeeded',
      }),
    );
    return 'paid';
  };

  app.post('/v1/virtual_accounts', async (request, reply) => {
    if (!authorized(ctx, request, reply)) return reply;
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
    if (!authorized(ctx, request, reply)) return reply;
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
    if (!authorized(ctx, request, reply)) return reply;
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
}
