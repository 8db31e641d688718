/**
 * Reachability of the real services the integration tests use. Off CI a missing service
 * skips its tests with a printed reason; with CI=true it fails them.
 */
import net from 'node:net';

export const POSTGRES_URL =
  process.env.TESSERA_TEST_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
export const IS_CI = process.env.CI === 'true';

export async function reachable(host: string, port: number, timeoutMs = 1500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** True when the service can be used; false (with a printed reason) when tests should skip. */
export async function serviceAvailable(name: string, host: string, port: number): Promise<boolean> {
  if (await reachable(host, port)) return true;
  const reason = `${name} is not reachable at ${host}:${port}`;
  if (IS_CI) throw new Error(`${reason}; CI requires it`);
  console.warn(`SKIPPED: ${reason}`);
  return false;
}

/** A TCP port on 127.0.0.1 that nothing listens on now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
