import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FirebaseHandles } from './firebase-app';
import { createFirebaseHistoriApi } from './histori-api';

/**
 * Paging and filtering of the activity history against an in-memory stand-in for Firestore's
 * query functions (the real queries run in the emulator suite).
 */
type Constraint =
  | { type: 'where'; field: string; op: '>=' | '<='; value: Date }
  | { type: 'orderBy' }
  | { type: 'limit'; n: number }
  | { type: 'startAfter'; id: string };

interface StoredEntry {
  id: string;
  action: string;
  oleh: string;
  at: Date;
}

const fake = vi.hoisted(() => ({
  entries: [] as StoredEntry[],
  reads: 0,
}));

vi.mock('firebase/firestore', () => {
  const run = (constraints: Constraint[]) => {
    let rows = [...fake.entries].sort((a, b) => b.at.getTime() - a.at.getTime());
    for (const c of constraints) {
      if (c.type === 'where')
        rows = rows.filter((r) => (c.op === '>=' ? r.at >= c.value : r.at <= c.value));
      if (c.type === 'startAfter') rows = rows.slice(rows.findIndex((r) => r.id === c.id) + 1);
      if (c.type === 'limit') rows = rows.slice(0, c.n);
    }
    return rows;
  };
  return {
    collection: () => ({ constraints: [] }),
    query: (base: { constraints: Constraint[] }, ...more: Constraint[]) => ({
      constraints: [...base.constraints, ...more],
    }),
    where: (field: string, op: '>=' | '<=', value: Date) => ({ type: 'where', field, op, value }),
    orderBy: () => ({ type: 'orderBy' }),
    limit: (n: number) => ({ type: 'limit', n }),
    startAfter: (doc: { id: string }) => ({ type: 'startAfter', id: doc.id }),
    getDocs: async (q: { constraints: Constraint[] }) => {
      const rows = run(q.constraints);
      fake.reads += rows.length;
      return {
        docs: rows.map((r) => ({
          id: r.id,
          data: () => ({ action: r.action, oleh: r.oleh, timestamp: { toDate: () => r.at } }),
        })),
      };
    },
    getCountFromServer: async (q: { constraints: Constraint[] }) => ({
      data: () => ({ count: run(q.constraints).length }),
    }),
  };
});

const api = createFirebaseHistoriApi({ db: {} } as unknown as FirebaseHandles);

beforeEach(() => {
  fake.reads = 0;
  // 60 entries, one an hour from 2025-10-01 00:00 Jakarta (2025-09-30T17:00Z), newest last.
  fake.entries = Array.from({ length: 60 }, (_, i) => ({
    id: `e${i}`,
    action: i % 2 === 0 ? `Persetujuan akun ${i}` : `Hapus akun ${i}`,
    oleh: i % 3 === 0 ? 'Master Admin' : 'Sekretariat Jenderal',
    at: new Date(Date.UTC(2025, 8, 30, 17 + i)),
  }));
});

describe('Histori on Firestore', () => {
  it('pages newest first, 25 a page, with the total', async () => {
    const first = await api.page({}, 1);
    expect(first.pageSize).toBe(25);
    expect(first.total).toBe(60);
    expect(first.entries).toHaveLength(25);
    expect(first.entries[0]).toEqual({
      id: 1,
      action: 'Hapus akun 59',
      oleh: 'Sekretariat Jenderal',
      timestamp: '2025-10-03T04:00:00.000Z',
    });
    const third = await api.page({}, 3);
    expect(third.entries.map((e) => e.id)).toEqual(Array.from({ length: 10 }, (_, i) => 51 + i));
    expect(third.entries.at(-1)?.action).toBe('Persetujuan akun 0');
  });

  it('reads only the next page when paging forward', async () => {
    await api.page({}, 1);
    fake.reads = 0;
    const second = await api.page({}, 2);
    expect(fake.reads).toBe(25);
    expect(second.entries[0]?.action).toBe('Persetujuan akun 34');
  });

  it('limits to Asia/Jakarta days', async () => {
    const page = await api.page({ from: '2025-10-02', to: '2025-10-02' }, 1);
    expect(page.total).toBe(24);
    expect(page.entries.at(-1)?.timestamp).toBe('2025-10-01T17:00:00.000Z');
  });

  it('matches Oleh and Aktivitas as parts of the text, counting the matches', async () => {
    const page = await api.page({ oleh: 'master', action: 'PERSETUJUAN' }, 1);
    // i divisible by 6 in 0..59.
    expect(page.total).toBe(10);
    expect(page.entries.every((e) => e.oleh === 'Master Admin')).toBe(true);
  });

  it('exports the filtered entries as the server’s CSV', async () => {
    const blob = await api.exportCsv({ action: 'akun 59' });
    const text = await blob.text();
    expect(blob.type).toBe('text/csv;charset=utf-8');
    expect(text.split('\r\n')[0]).toBe('"Waktu","Oleh","Aktivitas","Perubahan"');
    expect(text).toContain('"Sekretariat Jenderal","Hapus akun 59"');
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(2);
  });
});
