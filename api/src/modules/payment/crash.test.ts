/**
 * A crash loses nothing (invariant): the API killed with SIGKILL between hold and
 * payment, then restarted, leaves every booking confirmed (paid: the gateway re-delivers its
 * webhook and the API applies it) or released (unpaid: the hold runs out and the sweeper gives the
 * rooms back). The run itself is test/crash-run.ts (bench/booking.ts prints the same counts).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { runCrash } from '../../../test/crash-run.ts';

test(
  'SIGKILL between hold and payment: every booking ends confirmed or released, none lost',
  { timeout: 600_000 },
  async (t) => {
    const counts = await runCrash({ bookings: 9, databaseUrl: process.env.DATABASE_URL ?? null });
    t.diagnostic(`crash counts: ${JSON.stringify(counts)}`);
    assert.equal(counts.attempted, 9, 'every hold was made');
    assert.ok(counts.paidBeforeKill > 0 && counts.paidWhileDown > 0 && counts.unpaid > 0, JSON.stringify(counts));
    assert.equal(
      counts.confirmed,
      counts.paidBeforeKill + counts.paidWhileDown,
      `every paid booking confirmed: ${JSON.stringify(counts)}`,
    );
    assert.equal(counts.released, counts.unpaid, `every unpaid hold released: ${JSON.stringify(counts)}`);
    assert.equal(counts.lost, 0);
  },
);
