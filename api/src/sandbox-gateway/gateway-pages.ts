/** The gateway's own HTML pages: one stylesheet, one page frame, and how a page is sent (no script, strict CSP). */
import type { FastifyReply } from 'fastify';
import { isLocale } from '@rednest/shared/contracts/locales';
import { formatMoney, localeOfCurrency } from '@rednest/shared/format';

export const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/**
 * Minor units as the shop's site writes them ("Rp 480.000", "฿1,071.07"): a card page that said
 * "IDR 480,000.00" after a summary saying "Rp 480.000" made guests doubt the amount. Exact (the
 * money charged), in the locale of the page the guest came from (the return URL's `/{locale}/`),
 * else the currency's country.
 */
export const money = (amount: number, currency: string, returnUrl?: string) =>
  formatMoney(amount, currency, localeOfReturn(returnUrl) ?? localeOfCurrency(currency), { exact: true });

function localeOfReturn(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const first = new URL(url).pathname.split('/')[1];
    return isLocale(first) ? first : null;
  } catch {
    return null;
  }
}

export const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f5f7;margin:0;color:#1d1d1f}main{max-width:420px;margin:40px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px rgba(0,0,0,.08)}h1{font-size:20px;margin:0 0 4px}p{margin:4px 0 16px}.amount{font-size:28px;font-weight:700}label{display:block;font-weight:600;margin:12px 0 4px}input{width:100%;box-sizing:border-box;font:inherit;padding:10px;border:1px solid #8a8f98;border-radius:8px}.row{display:flex;gap:12px}.row>div{flex:1}button{margin-top:20px;width:100%;padding:12px;font:inherit;font-weight:700;color:#fff;background:#0b5fff;border:0;border-radius:8px;cursor:pointer}.error{color:#b00020;font-weight:600}.cards{font-size:13px;color:#555}.cancel{display:block;text-align:center;margin-top:16px;color:#0b5fff}.badge{display:inline-block;font-size:12px;background:#ffe08a;border-radius:4px;padding:2px 6px}`;

export const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title><link rel="stylesheet" href="/checkout.css"></head><body><main>${body}</main></body></html>`;
export const sendPage = (reply: FastifyReply, html: string, code = 200) =>
  reply
    .code(code)
    .header('content-type', 'text/html; charset=utf-8')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'self'; form-action 'self' http: https:; frame-ancestors 'none'; base-uri 'none'",
    )
    .header('cache-control', 'no-store')
    .send(html);
