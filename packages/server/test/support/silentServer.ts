/**
 * A TCP listener on loopback that accepts connections and never answers: a database host
 * that "is down" for the client's connect timeout, without sending traffic off this machine.
 */
import net from 'node:net';

export async function silentServer(): Promise<{ port: number; close(): void }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  server.unref();
  return {
    port: (server.address() as net.AddressInfo).port,
    close() {
      for (const s of sockets) s.destroy();
      server.close();
    },
  };
}
