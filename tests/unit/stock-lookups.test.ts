import { describe, expect, it } from 'vitest';
import type { Database } from '@/db/client';
import { createCanonicalVehicleLookup } from '@/services/stock/canonical-vehicle-path';
import { groupEquipment } from '@/services/stock/get-vehicle';

/** A database stand-in whose every query answers vehicle `id` (any id asked for). */
function answering(): Database {
  const row = { id: 7, make: 'kia', model: 'ev3', trim: 'Earth' };
  return { select: () => ({ from: () => ({ where: () => ({ limit: async () => [row] }) }) }) } as unknown as Database;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('createCanonicalVehicleLookup', () => {
  it('does not let a late failure drop the answer that replaced it', async () => {
    let time = 0;
    const connections: ReturnType<typeof deferred<Database>>[] = [];
    const lookup = createCanonicalVehicleLookup({
      ttlMs: 1000,
      now: () => time,
      db: () => {
        const connection = deferred<Database>();
        connections.push(connection);
        return connection.promise;
      },
    });
    const failing = lookup.lookup(7).catch((error: unknown) => error);
    time = 2000; // the first answer has expired: a second query starts and replaces it
    const answered = lookup.lookup(7);
    connections[1]!.resolve(answering());
    expect(await answered).toMatchObject({ id: 7 });
    connections[0]!.reject(new Error('connection lost'));
    expect(await failing).toEqual(new Error('connection lost'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await lookup.lookup(7)).toMatchObject({ id: 7 });
    expect(connections).toHaveLength(2);
  });

  it('forgets a failed answer that was already evicted without an error of its own', async () => {
    const connections: ReturnType<typeof deferred<Database>>[] = [];
    const lookup = createCanonicalVehicleLookup({
      maxEntries: 1,
      db: () => {
        const connection = deferred<Database>();
        connections.push(connection);
        return connection.promise;
      },
    });
    const failing = lookup.lookup(7).catch((error: unknown) => error);
    const other = lookup.lookup(8); // evicts 7
    connections[0]!.reject(new Error('connection lost'));
    connections[1]!.resolve(answering());
    expect(await failing).toEqual(new Error('connection lost'));
    await other;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(lookup.size).toBe(1);
  });
});

describe('groupEquipment', () => {
  it('puts the vocabulary’s categories first, in its order, and unknown ones after them in order of appearance', () => {
    const items = [
      { category: 'towing', name: 'Attelage' },
      { category: 'safety', name: 'Caméra de recul' },
      { category: 'audio', name: 'Hi-fi' },
      { category: 'comfort', name: 'Sièges chauffants' },
      { category: 'safety', name: 'Freinage d’urgence' },
    ];
    expect(groupEquipment(items)).toEqual([
      { category: 'comfort', items: ['Sièges chauffants'] },
      { category: 'safety', items: ['Caméra de recul', 'Freinage d’urgence'] },
      { category: 'towing', items: ['Attelage'] },
      { category: 'audio', items: ['Hi-fi'] },
    ]);
  });
});
