import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../../backend/backend-error';
import { issueInBatches } from './issue-credentials';

const made = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    voterId: `v-${i}`,
    nim: `${i}`,
    nama: `Pemilih ${i}`,
    kode: `k-${i}`,
    publik: `${i + 2}`,
  }));

describe('registering credentials in batches', () => {
  it('sends at most 500 per request, only the public parts, in order', async () => {
    const issueCredentials = vi.fn(() => Promise.resolve({ jumlahKredensial: 0 }));
    const progress: number[] = [];
    const out = await issueInBatches({ issueCredentials }, 'ev-1', made(1201), (d) =>
      progress.push(d),
    );
    expect(
      issueCredentials.mock.calls.map((c) => (c as unknown[])[1] as unknown[]).map((b) => b.length),
    ).toEqual([500, 500, 201]);
    expect((issueCredentials.mock.calls[0] as unknown[])[1]).toContainEqual({
      voterId: 'v-0',
      publik: '2',
    });
    expect(JSON.stringify(issueCredentials.mock.calls)).not.toContain('k-0');
    expect(progress).toEqual([500, 1000, 1201]);
    expect(out.registered).toHaveLength(1201);
    expect(out.error).toBeNull();
  });

  it('stops at a refusal and returns what was registered before it', async () => {
    const refusal = new BackendError('CONFLICT', 'Pemilih ini sudah memiliki kredensial.');
    const issueCredentials = vi
      .fn()
      .mockResolvedValueOnce({ jumlahKredensial: 500 })
      .mockRejectedValueOnce(refusal);
    const out = await issueInBatches({ issueCredentials }, 'ev-1', made(900), () => {});
    expect(out.registered.map((c) => c.voterId)).toEqual(made(500).map((c) => c.voterId));
    expect(out.error).toBe(refusal);
  });
});
