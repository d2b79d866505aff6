import net from 'node:net';

/** a loopback port free right now: for a server whose address must be known before it starts (webhook URLs) */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = net
      .createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = s.address() as net.AddressInfo;
        s.close(() => resolve(port));
      });
  });
