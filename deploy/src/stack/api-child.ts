/**
 * The entry the stack runs for its API child (api-process.ts):
 *
 *   node --import tsx deploy/src/stack/api-child.ts api/src/server.ts
 *
 * One process (no tsx launcher with an inner node, so stopping its pid stops the API). It imports the
 * entry given as its argument, which listens and closes itself on SIGINT/SIGTERM, and makes sure
 * the API never outlives the stack that started it:
 *   - the stack holds the write end of this process's stdin; when it closes (the stack exited,
 *     however it died, SIGKILL included) or the parent pid changes, this process stops itself
 *     with SIGTERM, as the stack would have;
 *   - a SIGINT/SIGTERM before the entry has its own handlers (still migrating or seeding) exits at
 *     once, like the default action would; a SIGHUP, which the entry does not handle, closes it
 *     as a SIGTERM does;
 *   - a repeated signal during the entry's close (Ctrl-C reaches the whole process group, then
 *     the stack sends SIGTERM) does not kill it half-way through closing the database;
 *   - a close that hangs is ended FORCE_EXIT_MS after the first signal.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const FORCE_EXIT_MS = 12_000;
const PARENT_POLL_MS = 500;
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
const SIGNAL_CODES: Record<(typeof SIGNALS)[number], number> = { SIGHUP: 129, SIGINT: 130, SIGTERM: 143 };

const entry = process.argv[2];
if (!entry) {
  process.stderr.write('usage: node --import tsx deploy/src/stack/api-child.ts <entry.ts>\n');
  process.exit(2);
}

let stopping = false;
let entryHandles = false;

function armForcedExit(): void {
  if (stopping) return;
  stopping = true;
  setTimeout(() => {
    process.stderr.write(`api: did not close within ${FORCE_EXIT_MS / 1000} s, exiting\n`);
    process.exit(1);
  }, FORCE_EXIT_MS).unref();
}

for (const signal of SIGNALS) {
  process.on(signal, () => {
    // this listener is always there; more than one means the entry listens for this signal too
    if (process.listenerCount(signal) > 1) entryHandles = true;
    else if (!entryHandles) {
      // SIGHUP (the terminal went away) while the entry listens for SIGTERM: close as on SIGTERM
      if (process.listenerCount('SIGTERM') > 1) return void process.kill(process.pid, 'SIGTERM');
      // the entry is not listening yet (migrating, seeding): end at once, as the default would
      process.exit(SIGNAL_CODES[signal]);
    }
    armForcedExit();
  });
}

/** The stack is gone: nobody reads our output any more, so send it nowhere, then stop. */
let parentIsGone = false;
function parentGone(): void {
  if (parentIsGone || stopping) return;
  parentIsGone = true;
  try {
    // a write to the closed pipe would fail (EPIPE) inside the entry's shutdown logging; reopening
    // fd 1 and 2 on /dev/null (the lowest free descriptor is reused) keeps every later write harmless
    for (const fd of [1, 2]) {
      fs.closeSync(fd);
      fs.openSync('/dev/null', 'w');
    }
  } catch {
    /* best effort */
  }
  process.kill(process.pid, 'SIGTERM');
}

const parentPid = process.ppid;
setInterval(() => {
  if (process.ppid !== parentPid) parentGone();
}, PARENT_POLL_MS).unref();

let stdinIsPipe = false;
try {
  stdinIsPipe = fs.fstatSync(0).isFIFO() || fs.fstatSync(0).isSocket();
} catch {
  /* no stdin */
}
if (stdinIsPipe) {
  process.stdin.on('data', () => {});
  process.stdin.once('end', () => parentGone());
  process.stdin.once('error', () => parentGone());
  process.stdin.resume();
}

await import(pathToFileURL(path.resolve(entry)).href);
