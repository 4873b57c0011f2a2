/**
 * A free loopback port for the servers tests start themselves (PostgreSQL, Redis).
 */
import net from 'node:net';

/** Asks the kernel for a free loopback port (bind to 0, read it, release it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
