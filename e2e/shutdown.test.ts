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

      // Start a request and send only half of its body: it is in flight.
      let answer = '';
      const done = new Promise<number>((resolve, reject) => {
        const req = request(
          {
            hostname,
            port,
            method: 'POST',
            path: '/superset/log/?explode=events',
            headers: {
              authorization: `Bearer ${token}`,
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
            },
          },
          (res) => {
            res.on('data', (d) => (answer += d));
            res.on('end', () => resolve(res.statusCode ?? 0));
          },
        );
        req.on('error', reject);
        req.write(body.slice(0, 10));
        setTimeout(() => {
          const exited = new Promise<number | null>((r) => server.process.once('exit', r));
          server.process.kill('SIGTERM');
          setTimeout(() => req.end(body.slice(10)), 500);
          void exited.then((code) => (exitCode = code));
        }, 300);
      });
      let exitCode: number | null | undefined;

      expect(await done).toBe(200);
      expect(JSON.parse(answer)).toEqual({ message: 'OK', count: 1 });
      await new Promise((r) => setTimeout(r, 1500));
      expect(exitCode).toBe(0);
      await expect(fetch(`${server.url}/health`)).rejects.toThrow();
    } finally {
      await server.stop();
    }
  });
});
