/**
 * The route walk (issue #12): every operation of the OpenAPI document is called as nobody,
 * as a user of each built-in role (Admin, Alpha, Gamma, sql_lab) and as a user with no role,
 * and answers as its declared access says. The access is read from the document itself
 * (`x-tessera-access`, generated from the route config the authentication hook enforces), the
 * roles' pairs from the roles API, so a new route is walked without a line here:
 * - no credentials: 401 `Not authorized` unless public;
 * - a role without the route's pair (or a non-admin on an admin-only route): 403 `Forbidden`;
 * - a role with it: past the rule (never 401 or 403: a 400/404/422 for the placeholder is
 *   fine); on a GET of a real object (made by the admin) a 403 of the object's own rule
 *   (ownership, data access) is fine too, but never for an admin;
 * - never a 5xx.
 * A route that needs no permission must be on a reviewed list (public: security.test.ts;
 * any session: SIGNED_IN_ONLY here), so a route that forgot its rule fails.
 * Then the session cookie: a mutation without the X-CSRFToken header is refused with 400, for
 * every role and before any permission, on every route but the declared exempt ones (some of
 * which check a form's csrf_token field themselves); a GET that changes state is refused
 * cross-site, and only those are.
 */
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, type CallResult } from '../support/client.js';
import {
  startTestServer,
  storeAvailable,
  TEST_ADMIN,
  type TestServer,
} from '../support/testServer.js';
import {
  documentOperations,
  inBatches,
  MUTATING,
  pairKey,
  placeholderPath,
  walkCallers,
  walkWorld,
  type Caller,
  type Operation,
  type WalkWorld,
} from './routeWalk.fixtures.js';

const available = await storeAvailable();

/** The operations any signed-in user may call, whatever the role (Superset's are the same). */
const SIGNED_IN_ONLY = ['GET /api/v1/me/', 'GET /api/v1/me/roles/'];

const NOT_AUTHORIZED = { message: 'Not authorized' };
const FORBIDDEN = { message: 'Forbidden' };
const CSRF_MISSING = { message: 'The CSRF token is missing.' };

/** What the route's rule answers the caller: 401, 403, or 'open' (the route runs). */
function ruleAnswer(op: Operation, caller: Caller): 401 | 403 | 'open' {
  const { access } = op;
  if (access.public) return 'open';
  if (!caller.token) return 401;
  if (access.adminOnly && !caller.admin) return 403;
  if (access.permission && !caller.pairs.has(pairKey(...access.permission))) return 403;
  return 'open';
}

const describeAnswer = (r: CallResult) => `${r.status} ${JSON.stringify(r.body).slice(0, 160)}`;

/** Why the answer breaks the rule, or null when it keeps it. */
function breach(op: Operation, caller: Caller, r: CallResult, objectRules = false): string | null {
  if (r.status >= 500) return `a ${r.status}`;
  const want = ruleAnswer(op, caller);
  if (want === 401) {
    return r.status === 401 && isDeepStrictEqual(r.body, NOT_AUTHORIZED) ? null : 'want 401';
  }
  if (want === 403) {
    return r.status === 403 && isDeepStrictEqual(r.body, FORBIDDEN) ? null : 'want 403';
  }
  // A public route may refuse a credential with 401 (refresh with an access token); nobody
  // never gets the sign-in rule's answer there.
  if (r.status === 401 && !op.access.public) return 'refused with 401';
  if (r.status === 401 && !caller.token && isDeepStrictEqual(r.body, NOT_AUTHORIZED)) {
    return 'refused with the sign-in 401';
  }
  if (r.status === 403 && !(objectRules && !caller.admin)) return 'refused with 403';
  return null;
}

describe.skipIf(!available)('route walk', () => {
  let s: TestServer;
  let callers: Caller[];
  let world: WalkWorld;
  let ops: Operation[];
  const perCaller = new Map<string, number>();

  beforeAll(async () => {
    // async events on, so that callers hold the async-token cookie its events route asks for
    s = await startTestServer({ TESSERA_FEATURE_GLOBAL_ASYNC_QUERIES: 'true' });
    const admin = await login(s.url, TEST_ADMIN.username, TEST_ADMIN.password);
    callers = await walkCallers(s, admin);
    world = await walkWorld(s, admin);
    ops = await documentOperations(s.url);
  }, 60_000);
  afterAll(async () => {
    await s?.stop();
    world?.cleanup();
  });

  const key = (op: Operation) => `${op.method} ${op.path}`;
  const totalCalls = () => [...perCaller.values()].reduce((a, b) => a + b, 0);

  /** One call as the caller: Bearer token, or the session cookie when `viaCookie`. */
  async function walk(
    caller: Caller,
    op: Operation,
    path: string,
    opts: { viaCookie?: boolean; headers?: Record<string, string> } = {},
  ): Promise<CallResult> {
    perCaller.set(caller.name, (perCaller.get(caller.name) ?? 0) + 1);
    const auth = opts.viaCookie
      ? { cookie: caller.cookie }
      : { token: caller.token, cookie: caller.asyncCookie };
    const body = op.method === 'GET' ? undefined : {};
    return call(s.url, op.method, path, { ...auth, body, headers: opts.headers });
  }

  it('answers every operation as its declared access says, as each role and as nobody', async () => {
    const failures: string[] = [];
    let adminReached = 0;
    const check = async (op: Operation, caller: Caller, path: string, objectRules: boolean) => {
      const r = await walk(caller, op, path);
      if (objectRules && caller.admin && r.status < 300) adminReached += 1;
      const why = breach(op, caller, r, objectRules);
      if (why)
        failures.push(`${caller.name}: ${op.method} ${path}: ${why}, got ${describeAnswer(r)}`);
    };
    // Reads of real objects first: the placeholder pass's mutations never touch them.
    const realGets = ops.flatMap((op) => {
      const path = op.method === 'GET' && op.params.length ? world.realPath(op) : undefined;
      return path ? [{ op, path }] : [];
    });
    await inBatches(
      realGets.flatMap(({ op, path }) => callers.map((c) => () => check(op, c, path, true))),
    );
    const walked = new Set<string>();
    await inBatches(
      ops.flatMap((op) =>
        callers.map((c) => async () => {
          await check(op, c, placeholderPath(op), false);
          walked.add(`${c.name} ${key(op)}`);
        }),
      ),
    );
    expect(failures).toEqual([]);
    // Every operation of the document, as every caller.
    expect(walked.size).toBe(ops.length * callers.length);
    expect(ops.filter((op) => op.access.signedIn).map(key)).toEqual(SIGNED_IN_ONLY);

    const declared = (test: (op: Operation) => unknown) => ops.filter(test).length;
    console.log(
      `route walk: ${new Set(ops.map((op) => op.path)).size} paths, ${ops.length} operations ` +
        `(public ${declared((op) => op.access.public)}, signed-in only ${declared((op) => op.access.signedIn)}, ` +
        `permission ${declared((op) => op.access.permission)}, admin-only ${declared((op) => op.access.adminOnly)}); ` +
        `${ops.length * callers.length} placeholder calls + ${realGets.length * callers.length} ` +
        `real-object GET calls (${realGets.length} GET routes, ${adminReached} answered 2xx ` +
        `to the admin) = ` +
        `${totalCalls()} calls; per caller: ` +
        [...perCaller].map(([name, n]) => `${name} ${n}`).join(', '),
    );
  }, 120_000);

  it('refuses cookie mutations without the CSRF token except on the declared exempt routes', async () => {
    const failures: string[] = [];
    const callsBefore = totalCalls();
    const guarded = ops.filter((op) => !op.access.public);
    const mutations = guarded.filter((op) => MUTATING.has(op.method));
    const signedIn = callers.filter((c) => c.cookie);
    const acceptedWithoutToken = new Set<string>();
    await inBatches(
      mutations.flatMap((op) =>
        signedIn.map((caller) => async () => {
          const path = placeholderPath(op);
          const r = await walk(caller, op, path, { viaCookie: true });
          const refused = r.status === 400 && isDeepStrictEqual(r.body, CSRF_MISSING);
          if (!refused && ruleAnswer(op, caller) === 'open') acceptedWithoutToken.add(key(op));
          // An exempt route may check the token itself (a form post's csrf_token field).
          const why = op.access.csrfExempt
            ? !refused && breach(op, caller, r)
            : !refused && 'want 400 for want of a CSRF token';
          if (why)
            failures.push(`${caller.name}: ${op.method} ${path}: ${why}, got ${describeAnswer(r)}`);
        }),
      ),
    );
    // GETs that change state take the token from another site; no other GET needs it.
    const admin = signedIn.find((c) => c.admin)!;
    const refusedCrossSite = new Set<string>();
    await inBatches(
      guarded
        .filter((op) => op.method === 'GET')
        .map((op) => async () => {
          const path = placeholderPath(op);
          const crossSite = { viaCookie: true, headers: { 'sec-fetch-site': 'cross-site' } };
          const r = await walk(admin, op, path, crossSite);
          if (r.status === 400 && isDeepStrictEqual(r.body, CSRF_MISSING)) {
            refusedCrossSite.add(key(op));
            const sameSite = { viaCookie: true, headers: { 'sec-fetch-site': 'same-origin' } };
            const same = await walk(admin, op, path, sameSite);
            const why = isDeepStrictEqual(same.body, CSRF_MISSING)
              ? 'refused from the same origin'
              : breach(op, admin, same);
            if (why)
              failures.push(`Admin: GET ${path} same-origin: ${why}, got ${describeAnswer(same)}`);
          } else {
            const why = breach(op, admin, r);
            if (why)
              failures.push(`Admin: GET ${path} cross-site: ${why}, got ${describeAnswer(r)}`);
          }
        }),
    );
    expect(failures).toEqual([]);
    // Only a declared exempt route takes a cookie mutation without the token.
    const exempt = mutations.filter((op) => op.access.csrfExempt).map(key);
    const accepted = [...acceptedWithoutToken].sort();
    expect(accepted.filter((op) => !exempt.includes(op))).toEqual([]);
    const changesState = guarded.filter((op) => op.access.changesState).map(key);
    expect([...refusedCrossSite].sort()).toEqual(changesState.sort());
    // A public route takes no CSRF token: each public mutation must say so.
    const publicMutations = ops.filter((op) => op.access.public && MUTATING.has(op.method));
    expect(publicMutations.filter((op) => !op.access.csrfExempt).map(key)).toEqual([]);

    console.log(
      `route walk, session cookie (${totalCalls() - callsBefore} calls): ` +
        `${mutations.length} mutating operations x ${signedIn.length} ` +
        `roles without the CSRF token: ${accepted.length} taken (${accepted.join(', ')}), all ` +
        `among the ${exempt.length} declared exempt; ` +
        `${guarded.length - mutations.length} GETs cross-site, ${changesState.length} refused as ` +
        `declared (${changesState.join(', ')}); public mutations, all exempt: ` +
        publicMutations.map(key).join(', '),
    );
  }, 120_000);
});
