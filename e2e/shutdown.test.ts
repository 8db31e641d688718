/**
 * SIGTERM drains: a request already in flight completes, new connections are refused,
 * and the process exits cleanly.
 */
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { ADMIN, apiToken, startTessera } from './harness.js';

describe('graceful shutdown', () => {
  it('finishes an in-flight request after SIGTERM, then exits 0', async () => {
    const server = await startTessera({ TESSERA_LOAD_EXAMPLES: 'false' });
    try {
      const token = await apiToken(server.url, ADMIN.username, ADMIN.password);
      const body = JSON.stringify({ events: [{ event_name: 'drain_check' }] });
      const { hostname, port } = new URL(server.url);

      // Start a request and send only part of its body: it is in flight once the server has
      // read its headers (it answers "100 Continue" then).
      let answer = '';
      let received!: () => void;
      const headersRead = new Promise<void>((r) => (received = r));
      const req = request({
        hostname,
        port,
        method: 'POST',
        path: '/superset/log/?explode=events',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          expect: '100-continue',
        },
      });
      const done = new Promise<number>((resolve, reject) => {
        req.on('response', (res) => {
          res.on('data', (d) => (answer += d));
          res.on('end', () => resolve(res.statusCode ?? 0));
        });
        req.on('error', reject);
      });
      req.on('continue', () => received());
      req.flushHeaders();
      await headersRead;
      req.write(body.slice(0, 10));

      const exited = new Promise<number | null>((r) => server.process.once('exit', r));
      server.process.kill('SIGTERM');
      // Draining: the server takes no new connection, and the request in flight goes on.
      await expect
        .poll(
          () =>
            fetch(`${server.url}/health`).then(
              () => 'answered',
              () => 'refused',
            ),
          {
            timeout: 10_000,
            interval: 50,
          },
        )
        .toBe('refused');
      req.end(body.slice(10));

      expect(await done).toBe(200);
      expect(JSON.parse(answer)).toEqual({ message: 'OK', count: 1 });
      expect(await exited).toBe(0);
      await expect(fetch(`${server.url}/health`)).rejects.toThrow();
    } finally {
      await server.stop();
    }
  });
});
