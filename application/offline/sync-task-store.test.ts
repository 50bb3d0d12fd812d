import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStore } from '../../adapters/memory/memory-key-value-store';
import type { SyncTask } from '../../domain/offline/types';
import { test } from '../../testing/property-test';
import { SyncTaskStore } from './sync-task-store';

const task = (created_at: number, sequence: number): SyncTask => ({
  task_id: `${String(created_at)}-${String(sequence)}`,
  created_at,
  url: `/t${String(sequence)}`,
  payload: { method: 'GET' },
  transmited: false,
  updated_at: created_at,
  acknowledged: false,
  silent: false,
  is_result_cacheable: false,
});

describe('SyncTaskStore: tasks run in the order they were queued (cart spec §3, §4)', () => {
  it('eleven tasks queued in the same millisecond come back in their order, the tenth after the ninth', async () => {
    const store = new SyncTaskStore(new MemoryKeyValueStore());
    for (let sequence = 11; sequence >= 1; sequence -= 1) await store.put(task(1_700_000_000_000, sequence));
    expect((await store.all()).map((t) => t.url)).toEqual(['/t1', '/t2', '/t3', '/t4', '/t5', '/t6', '/t7', '/t8', '/t9', '/t10', '/t11']);
  });

  test.prop([fc.array(fc.tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 1, max: 200 })), { maxLength: 30 })], { numRuns: 50 })(
    'oldest first, and within one millisecond by the order they were queued in',
    async (entries) => {
      const store = new SyncTaskStore(new MemoryKeyValueStore());
      const unique = [...new Map(entries.map(([at, sequence]) => [`${String(at)}-${String(sequence)}`, task(at, sequence)])).values()];
      for (const t of unique) await store.put(t);
      const order = (await store.all()).map((t) => [t.created_at, Number(String(t.task_id).split('-')[1])]);
      const expected = unique.map((t) => [t.created_at, Number(String(t.task_id).split('-')[1])]).sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!);
      expect(order).toEqual(expected);
    },
  );
});
