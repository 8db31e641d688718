// Helpers of the chart data benchmarks: JSON calls, percentiles, CPU time of a process, the
// load average, and a closed-loop HTTP load generator over a fixed number of keep-alive
// connections (node:http with an Agent, so each in-flight request holds one socket).
import http from 'node:http';
import { loadavg } from 'node:os';
import { readFileSync } from 'node:fs';

/** The p-th percentile (nearest rank) of xs. */
export function percentile(xs, p) {
  if (xs.length === 0) return NaN;
  const sorted = Float64Array.from(xs).sort();
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export const ms = (x) => `${x.toFixed(x < 10 ? 2 : 1)} ms`;

/** The 1, 5 and 15 minute load averages, as `uptime` prints them. */
export const loadAverage = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(', ');

/** User + system CPU seconds a process has used so far (from /proc; clock ticks at 100 Hz). */
export function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** A JSON call: { status, body, headers }. */
export async function api(url, method, path, { token, body, cookie } = {}) {
  const headers = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (cookie) headers.cookie = cookie;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(url + path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

/** The same as api, failing unless the status is the expected one. */
export async function expectStatus(status, url, method, path, options) {
  const r = await api(url, method, path, options);
  if (r.status !== status)
    throw new Error(`${method} ${path} answered ${r.status}: ${JSON.stringify(r.body)}`);
  return r.body;
}

/** One request on the agent; resolves with the status once the body has been read. */
function once(agent, target, method, headers, payload) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { agent, host: target.hostname, port: target.port, path: target.path, method, headers },
      (res) => {
        res.on('data', () => {});
        res.on('end', () => resolve(res.statusCode));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * Closed loop: `connections` workers each send the request, wait for the whole answer and
 * send again, for `warmupMs` unrecorded and then `durationMs` recorded.
 * Returns { requests, errors, statuses, latencies (ms), seconds }.
 */
export async function closedLoop({
  url,
  path,
  method = 'GET',
  headers = {},
  body,
  connections,
  durationMs,
  warmupMs = 0,
  expected = 200,
}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const { hostname, port } = new URL(url);
  const target = { hostname, port, path };
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  const allHeaders = payload
    ? { ...headers, 'content-type': 'application/json', 'content-length': payload.length }
    : headers;
  const latencies = [];
  const statuses = {};
  let errors = 0;
  let recording = false;
  let stopping = false;
  const worker = async () => {
    while (!stopping) {
      const t0 = performance.now();
      let status;
      try {
        status = await once(agent, target, method, allHeaders, payload);
      } catch (error) {
        status = error.code ?? 'error';
      }
      if (!recording) continue;
      latencies.push(performance.now() - t0);
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status !== expected) errors += 1;
    }
  };
  const workers = Array.from({ length: connections }, worker);
  await new Promise((r) => setTimeout(r, warmupMs));
  recording = true;
  const t0 = performance.now();
  await new Promise((r) => setTimeout(r, durationMs));
  recording = false;
  const seconds = (performance.now() - t0) / 1000;
  stopping = true;
  await Promise.all(workers);
  agent.destroy();
  return { requests: latencies.length, errors, statuses, latencies, seconds };
}
