/**
 * The ledger's daily work, run on each instance's timer: what is left of redcash lots past their day
 * moves to the house's expired account (several instances share it: each lot is taken with SKIP LOCKED,
 * and an expiry is keyed by the lot's state, so a lot expires once).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Ledger } from './ledger.service.ts';

/** lots expire at their moment; an hourly pass is within an hour of it and costs one indexed read */
export const LEDGER_SWEEP_MS = 60 * 60_000;

/** One pass of the expiry job; the composition root runs it on a timer (background.ts startSweepers). */
export function ledgerSweep(deps: { ledger: Pick<Ledger, 'expireLots'>; log: FastifyBaseLogger }): () => void {
  return () => {
    void (async () => {
      // a batch at a time, until a pass finds nothing
      for (let pass = 0; pass < 100; pass += 1) if ((await deps.ledger.expireLots()).lots === 0) return;
    })().catch((error: unknown) => deps.log.warn({ err: error }, 'ledger expiry sweep failed'));
  };
}
