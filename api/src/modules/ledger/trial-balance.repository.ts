/**
 * The ledger's trial balance: in each ledger the debits equal the credits (posted and pending), and
 * every account's stored totals equal the sums of its transfers (a pending transfer adds to the
 * pending side, its post moves it to the posted side, its void takes it back).
 */
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';

export interface LedgerTotals {
  ledger: string;
  debitsPosted: number;
  creditsPosted: number;
  debitsPending: number;
  creditsPending: number;
  /** what members may spend: their accounts' credits less their debits */
  membersHold: number;
  balanced: boolean;
}

export interface AccountMismatch {
  id: number;
  code: string;
  stored: [number, number, number, number];
  fromTransfers: [number, number, number, number];
}

export interface TrialBalance {
  ledgers: LedgerTotals[];
  mismatches: AccountMismatch[];
  transfers: number;
  ok: boolean;
}

export async function trialBalance(db: Db): Promise<TrialBalance> {
  const ledgers = rowsOf<Record<string, string>>(
    await db.execute(sql`
      select ledger,
             sum(debits_posted) as dp, sum(credits_posted) as cp, sum(debits_pending) as dq, sum(credits_pending) as cq,
             sum(case when kind = 'house' then 0 else credits_posted - debits_posted - debits_pending end) as members
      from ledger_accounts group by ledger order by ledger
    `),
  ).map((r) => {
    const n = (k: string) => Number(r[k] ?? 0);
    return {
      ledger: String(r.ledger),
      debitsPosted: n('dp'),
      creditsPosted: n('cp'),
      debitsPending: n('dq'),
      creditsPending: n('cq'),
      membersHold: n('members'),
      balanced: n('dp') === n('cp') && n('dq') === n('cq'),
    };
  });
  const mismatches = rowsOf<Record<string, string>>(
    await db.execute(sql`
      with moves as (
        select debit_account_id as account,
               case when phase in ('single', 'post') then amount else 0 end as dp,
               case phase when 'pending' then amount when 'single' then 0 else -amount end as dq,
               0::bigint as cp, 0::bigint as cq
        from ledger_transfers
        union all
        select credit_account_id, 0, 0,
               case when phase in ('single', 'post') then amount else 0 end,
               case phase when 'pending' then amount when 'single' then 0 else -amount end
        from ledger_transfers
      ), sums as (
        select account, sum(dp) as dp, sum(dq) as dq, sum(cp) as cp, sum(cq) as cq from moves group by account
      )
      select a.id, a.code, a.debits_posted, a.debits_pending, a.credits_posted, a.credits_pending,
             coalesce(s.dp, 0) as sdp, coalesce(s.dq, 0) as sdq, coalesce(s.cp, 0) as scp, coalesce(s.cq, 0) as scq
      from ledger_accounts a left join sums s on s.account = a.id
      where a.debits_posted <> coalesce(s.dp, 0) or a.debits_pending <> coalesce(s.dq, 0)
         or a.credits_posted <> coalesce(s.cp, 0) or a.credits_pending <> coalesce(s.cq, 0)
      order by a.id limit 100
    `),
  ).map((r) => ({
    id: Number(r.id),
    code: String(r.code),
    stored: [
      Number(r.debits_posted),
      Number(r.debits_pending),
      Number(r.credits_posted),
      Number(r.credits_pending),
    ] as [number, number, number, number],
    fromTransfers: [Number(r.sdp), Number(r.sdq), Number(r.scp), Number(r.scq)] as [number, number, number, number],
  }));
  const [count] = rowsOf<{ n: string }>(await db.execute(sql`select count(*) as n from ledger_transfers`));
  return {
    ledgers,
    mismatches,
    transfers: Number(count?.n ?? 0),
    ok: ledgers.every((l) => l.balanced) && mismatches.length === 0,
  };
}

/** the trial balance as a table a person reads */
export function formatTrialBalance(tb: TrialBalance): string {
  const lines = [
    `ledger  debits posted   credits posted  debits pending  credits pending  members hold    balanced`,
    ...tb.ledgers.map(
      (l) =>
        `${l.ledger.padEnd(6)}  ${String(l.debitsPosted).padStart(14)}  ${String(l.creditsPosted).padStart(14)}  ${String(l.debitsPending).padStart(14)}  ${String(l.creditsPending).padStart(15)}  ${String(l.membersHold).padStart(12)}    ${l.balanced ? 'yes' : 'NO'}`,
    ),
    `${tb.transfers} transfers; accounts whose stored totals differ from their transfers: ${tb.mismatches.length}`,
    ...tb.mismatches.map(
      (m) => `  ${m.code} (#${m.id}): stored ${m.stored.join('/')}, from transfers ${m.fromTransfers.join('/')}`,
    ),
  ];
  return lines.join('\n');
}
