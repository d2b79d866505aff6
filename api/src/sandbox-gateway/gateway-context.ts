/** What the sandbox gateway's parts share: its options, clock, in-memory sessions and accounts, and webhook sender. */
import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface GatewayOptions {
  apiKey: string;
  webhookSecret: string;
  now?: () => Date;
  /** delays between webhook attempts, ms (tests shorten them) */
  retryDelaysMs?: number[];
  logger?: boolean;
}

export type SessionStatus = 'open' | 'requires_action' | 'succeeded' | 'failed' | 'expired';
/** a hosted card checkout, opened server to server and paid on the gateway's own page */
export interface Session {
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

/**
 * A virtual account takes one transfer of exactly its amount until it expires; the transfer
 * arrives as a signed payment.succeeded event.
 */
export interface VirtualAccount {
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

export interface GatewayContext {
  options: GatewayOptions;
  now: () => Date;
  /** sessions and accounts live in this process's memory: a sandbox, not a ledger */
  sessions: Map<string, Session>;
  accounts: Map<string, VirtualAccount>;
  /** sends a signed event to a webhook URL, retried with backoff until it answers 2xx */
  deliverRaw: (webhookUrl: string, body: string) => void;
}

/** the body of a provider event, as the API's webhook reads it */
export const eventBody = (now: () => Date, type: string, data: Record<string, unknown>): string =>
  JSON.stringify({
    id: `evt_${crypto.randomBytes(12).toString('hex')}`,
    type,
    created: Math.floor(now().getTime() / 1000),
    data,
  });

/** server-to-server calls carry the API key; answers 401 (and false) when they do not */
export const authorized = (ctx: GatewayContext, request: FastifyRequest, reply: FastifyReply): boolean => {
  if (request.headers.authorization === `Bearer ${ctx.options.apiKey}`) return true;
  void reply.code(401).send({ code: 'UNAUTHORIZED', message: 'A valid API key is required.' });
  return false;
};

export const isHttpUrl = (u: unknown): u is string => {
  if (typeof u !== 'string' || u.length > 2000) return false;
  try {
    const p = new URL(u).protocol;
    return p === 'http:' || p === 'https:';
  } catch {
    return false;
  }
};
