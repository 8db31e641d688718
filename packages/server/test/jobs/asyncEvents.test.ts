/**
 * The async event stores behave alike: in memory, and in Redis streams (the real Redis,
 * under a prefix of its own, deleted afterwards; skipped with a printed reason when
 * unreachable, failing under CI=true).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { AsyncEvent, AsyncJobMetadata } from '@tessera/core';
import { MemoryAsyncEventStore, type AsyncEventStore } from '../../src/jobs/asyncEvents.js';
import { RedisAsyncEventStore } from '../../src/jobs/redisAsyncEvents.js';
import { sharedRedisClient } from '../../src/redis/client.js';
import { serviceAvailable } from '../support/services.js';

const REDIS_URL = 'redis://127.0.0.1:6379/0';
const redisOk = await serviceAvailable('Redis', '127.0.0.1', 6379);
const prefix = `tessera-test-${randomBytes(4).toString('hex')}:`;
const silent = { warn: () => undefined };

const event = (channel: string, status: AsyncJobMetadata['status'] = 'done'): AsyncJobMetadata => ({
  channel_id: channel,
  job_id: randomUUID(),
  user_id: 1,
  status,
  errors: [],
  result_url: status === 'done' ? '/api/v1/chart/data/qc-x' : null,
});

function storeSuite(name: string, make: () => AsyncEventStore, skip = false) {
  describe.skipIf(skip)(name, () => {
    const stores: AsyncEventStore[] = [];
    const open = () => {
      const store = make();
      stores.push(store);
      return store;
    };
    afterAll(async () => {
      for (const s of stores) await s.close();
    });

    it('appends events with increasing ids and reads them after an id, per channel', async () => {
      const store = open();
      const [a, b] = [randomUUID(), randomUUID()];
      const first = await store.append(event(a));
      await store.append(event(b));
      const second = await store.append(event(a, 'error'));
      expect(first.id).toMatch(/^\d+-\d+$/);
      expect(await store.read(a, null)).toEqual([first, second]);
      expect(await store.read(a, first.id)).toEqual([second]);
      expect(await store.read(a, second.id)).toEqual([]);
      expect((await store.read(b, null)).map((e) => e.channel_id)).toEqual([b]);
      expect(await store.read(randomUUID(), null)).toEqual([]);
      const many = randomUUID();
      for (let i = 0; i < 5; i += 1) await store.append(event(many));
      expect(await store.read(many, null, 3)).toHaveLength(3);
    });

    it('pushes new events to the channel’s subscribers until they unsubscribe', async () => {
      const store = open();
      const [mine, other] = [randomUUID(), randomUUID()];
      const got: AsyncEvent[] = [];
      const unsubscribe = await store.subscribe(mine, (e) => got.push(e));
      // A second subscriber stays: once it has an event, the first would have had it too.
      const witnessed: AsyncEvent[] = [];
      const stopWitness = await store.subscribe(mine, (e) => witnessed.push(e));
      const sent = await store.append(event(mine));
      await store.append(event(other));
      await vi.waitFor(() => expect(got).toHaveLength(1), { timeout: 2000, interval: 20 });
      expect(got).toEqual([sent]);
      unsubscribe();
      const after = await store.append(event(mine));
      await vi.waitFor(() => expect(witnessed).toContainEqual(after), {
        timeout: 2000,
        interval: 20,
      });
      stopWitness();
      expect(got).toHaveLength(1);
    });
  });
}

storeSuite('async events in memory', () => new MemoryAsyncEventStore());

storeSuite(
  'async events in Redis streams',
  () =>
    new RedisAsyncEventStore(
      sharedRedisClient(REDIS_URL),
      sharedRedisClient(REDIS_URL, { blocking: true }),
      prefix,
      silent,
    ),
  !redisOk,
);

afterAll(async () => {
  if (!redisOk) return;
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
});
