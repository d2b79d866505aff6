/**
 * The guest's hosted card page: the card form, a declined card or a wrong one-time code shown on the
 * same page (the guest may try again), and the 3-D Secure-like challenge. The result reaches the API
 * only as a signed webhook; the browser is sent back to the booking's success URL.
 */
import type { FastifyInstance } from 'fastify';
import { eventBody, type GatewayContext, type Session } from './gateway-context.ts';
import { escape, money, page, sendPage } from './gateway-pages.ts';
import { CHALLENGE_CODE, TEST_CARDS } from './test-cards.ts';

const luhn = (digits: string) => {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
};

export function registerCheckoutPage(app: FastifyInstance, ctx: GatewayContext): void {
  const { sessions, now } = ctx;

  /**
   * delivers an event to the API; a payment.failed says why (failure_code, like a card network's
   * decline code): card_declined, authentication_failed
   */
  function deliver(session: Session, type: string, failureCode?: 'card_declined' | 'authentication_failed'): void {
    ctx.deliverRaw(
      session.webhookUrl,
      eventBody(now, type, {
        session_id: session.id,
        reference: session.reference,
        amount: session.amount,
        currency: session.currency,
        status: session.status,
        ...(failureCode ? { failure_code: failureCode } : {}),
      }),
    );
  }

  const form = (s: Session, error = '') =>
    page(
      'Pay by card',
      `<span class="badge">Sandbox</span><h1>Pay by card</h1><p>${escape(s.description)}</p><p class="amount">${escape(money(s.amount, s.currency, s.successUrl))}</p>` +
        (error ? `<p class="error" role="alert">${escape(error)}</p>` : '') +
        `<form method="post" action="/checkout/${s.id}"><label for="number">Card number</label><input id="number" name="number" inputmode="numeric" autocomplete="cc-number" required>` +
        `<div class="row"><div><label for="exp">Expiry (MM/YY)</label><input id="exp" name="exp" autocomplete="cc-exp" required></div><div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required></div></div>` +
        `<label for="name">Name on card</label><input id="name" name="name" autocomplete="cc-name" required><button type="submit">Pay ${escape(money(s.amount, s.currency, s.successUrl))}</button></form>` +
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
}
