/**
 * `npx tsx bench/no-enumeration.ts [--rounds 30]` (api/; DATABASE_URL for PostgreSQL)
 *
 * Do sign-in, forgot-password and code requests answer alike, and in similar time, for an
 * account that exists and for an unknown address? For each call, the status and body code of both
 * cases and the median (and p90) time over --rounds, interleaved (existing, unknown, existing …) so
 * the machine's load hits both alike. Printed, never asserted. The code and forgot-password sends
 * share a send budget in the test app, so the code probe runs first (after it, forgot may see 429s). Each call comes from its own client
 * address (x-forwarded-for through the test app's trusted hop) so the per-address limits, which
 * would answer 429 to both alike, do not end the run.
 */
import { parseArgs } from 'node:util';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp } from '../test/test-app.ts';
import { call, guestToken, pathOf } from '../test/http.ts';
import { hmacSign } from '../src/http/wire.ts';

const { values: args } = parseArgs({ options: { rounds: { type: 'string', default: '30' } } });
const ROUNDS = Number(args.rounds);
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

const t = await createTestApp();
const token = await guestToken(t.app);
let client = 0;
/** a fresh client address per call: 10.x.y.z */
const fromNewAddress = () => {
  client += 1;
  return { 'x-forwarded-for': `${11 + ((client >> 16) & 127)}.${client & 255}.${(client >> 8) & 255}.1` };
};

// one existing account per round, so no per-recipient throttle (a code or mail every 30 s) is hit
const existing = (i: number) => `bench.existing.${i}@example.com`;
const unknown = (i: number) => `bench.unknown.${i}@example.com`;
for (let i = 0; i < ROUNDS; i += 1) {
  const res = await call(t.app, 'signup', {
    token,
    headers: fromNewAddress(),
    body: { first_name: 'Bench', email: existing(i), password: 'Secret123' },
  });
  if (res.statusCode !== 201) throw new Error(`signup ${res.statusCode} ${res.body}`);
}

type Probe = (email: string) => Promise<LightMyRequestResponse>;
const probes: Array<[string, Probe]> = [
  [
    'sign-in (POST users, wrong password)',
    (email) => call(t.app, 'login', { token, headers: fromNewAddress(), body: { email, password: 'Wrong-pass-1' } }),
  ],
  [
    'sign-in code (send_otp_phone_email)',
    (email) => call(t.app, 'sendOtpPhoneEmail', { token, headers: fromNewAddress(), body: { email } }),
  ],
  [
    'forgot password (forgot_password_app, hmac-signed)',
    (email) => {
      const ts = Math.floor(Date.now() / 1000);
      return call(t.app, 'forgotPasswordApp', {
        token,
        headers: {
          ...fromNewAddress(),
          'x-rn-timestamp': String(ts),
          'x-rn-hmac': hmacSign(ts, 'POST', pathOf(t.app, 'forgotPasswordApp')),
        },
        body: { email },
      });
    },
  ],
];

const outcome = (res: LightMyRequestResponse) => {
  const body = res.json() as { code?: string };
  return `${res.statusCode}${body.code ? ` ${body.code}` : ''}`;
};

console.log(`${ROUNDS} rounds each, interleaved; each round an account that exists and an address that has none`);
for (const [name, probe] of probes) {
  const times = { existing: [] as number[], unknown: [] as number[] };
  const seen = { existing: new Set<string>(), unknown: new Set<string>() };
  for (let i = 0; i < ROUNDS; i += 1) {
    for (const kind of ['existing', 'unknown'] as const) {
      const started = performance.now();
      const res = await probe(kind === 'existing' ? existing(i) : unknown(i));
      times[kind].push(performance.now() - started);
      seen[kind].add(outcome(res));
    }
  }
  const line = (kind: 'existing' | 'unknown') =>
    `${kind.padEnd(8)} median ${pct(times[kind], 50).toFixed(1)} ms, p90 ${pct(times[kind], 90).toFixed(1)} ms; answers: ${[...seen[kind]].join(' | ')}`;
  console.log(`\n${name}\n  ${line('existing')}\n  ${line('unknown')}`);
}
await t.close();
