import net from 'node:net';

/** true when nothing listens on host:port (checked by binding it briefly). */
export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen({ port, host, exclusive: true }, () => srv.close(() => resolve(true)));
  });
}

/** The ports the stack needs from a base: edge, six remotes, API at +10, the sandbox card gateway at +15. */
export function stackPorts(base: number): number[] {
  return [0, 1, 2, 3, 4, 5, 6, 10, 15].map((d) => base + d);
}

/**
 * A base port whose whole block (edge, remotes, API) is free, for tests and the figures script.
 * Blocks are drawn from 20000–32699, below Linux's ephemeral range (32768–60999 by default): a
 * block inside it could be free when probed and then taken by the source port of some outgoing
 * connection (to PostgreSQL, the API, a browser) before the stack binds it (EADDRINUSE seen in CI).
 */
export async function findFreeBasePort(tries = 50): Promise<number> {
  for (let i = 0; i < tries; i++) {
    const base = 20000 + Math.floor(Math.random() * 12700);
    const results = await Promise.all(stackPorts(base).map((p) => isPortFree(p)));
    if (results.every(Boolean)) return base;
  }
  throw new Error('no free block of ports found for the stack');
}
