import { describe, expect, it, vi } from 'vitest';
import type { Page } from '@playwright/test';
import { benchPageOf } from './page-bench';
import { CONTEXT_ROUTES, pageContexts, receiptScript, RECEIPT_STORAGE_KEY } from './page-contexts';
import type { BookingReceipt } from '../../src/shared/sc/booking';

const receipt: BookingReceipt = {
  kode: 'SC-ABCDE-12345',
  penanggungJawab: 'Peminjam Benchmark',
  booking: {
    ruangId: 'ruang',
    ruang: 'Lapangan Basket',
    organisasi: 'UKM Basket',
    tanggal: '2030-03-04',
    waktuMulai: '08:00',
    waktuSelesai: '09:00',
    status: 'aktif',
    checkInPada: null,
    checkOutPada: null,
  },
} as BookingReceipt;

describe('pages measured in the state their visitor reaches them in', () => {
  it('sets up every route it names, and only those', () => {
    expect(Object.keys(pageContexts({ receipt })).sort()).toEqual([...CONTEXT_ROUTES].sort());
  });

  it('leaves the real receipt where the booking form leaves it, before the page runs', async () => {
    const addInitScript = vi.fn(async () => undefined);
    const page = { addInitScript } as unknown as Page;
    await pageContexts({ receipt })['/pinjam-sc/sukses']!.prepare(page, 'http://127.0.0.1:1');
    expect(addInitScript).toHaveBeenCalledWith(receiptScript(receipt));
    const stored = new Map<string, string>();
    new Function('sessionStorage', receiptScript(receipt))({
      setItem: (key: string, value: string) => stored.set(key, value),
    });
    expect(JSON.parse(stored.get(RECEIPT_STORAGE_KEY)!)).toEqual(receipt);
  });

  it('signs the demo voter in through the load’s own context', async () => {
    const post = vi.fn(async () => ({ ok: () => true, status: () => 200 }));
    const page = { request: { post } } as unknown as Page;
    await pageContexts({ receipt })['/profil-pemilih']!.prepare(page, 'http://127.0.0.1:9');
    expect(post).toHaveBeenCalledWith('http://127.0.0.1:9/api/pemilih/login', {
      data: { email: 'pemilih1@bem.demo', password: 'demo-bem-2025' },
      headers: { Origin: 'http://127.0.0.1:9' },
    });
  });

  it('labels such a row with its state and keeps the route as its key', () => {
    const contexts = pageContexts({ receipt });
    const sukses = benchPageOf('/pinjam-sc/sukses', 'http://127.0.0.1:9', {}, contexts);
    expect(sukses).toMatchObject({
      key: '/pinjam-sc/sukses',
      label: '/pinjam-sc/sukses (setelah pengajuan)',
      url: 'http://127.0.0.1:9/pinjam-sc/sukses',
    });
    expect(sukses.prepare).toBeTypeOf('function');
    const plain = benchPageOf('/pinjam-sc', 'http://127.0.0.1:9', {}, contexts);
    expect(plain).toEqual({
      key: '/pinjam-sc',
      label: '/pinjam-sc',
      url: 'http://127.0.0.1:9/pinjam-sc',
      floor: false,
    });
  });
});
