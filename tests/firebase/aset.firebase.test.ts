/**
 * The public inventory on the Firebase adapter (its declared list: firebase/public-list-api.ts,
 * a growing list, its location choices and its item by id), against the Auth
 * and Firestore emulators with the project's firestore.rules: the same answers as the embedded
 * server's (tests/contract/keterbukaan-aset.test.ts) for the filters, "Muat Aset Lebih Banyak",
 * the location choices, a private asset (not found) and the download. Skipped with the printed
 * reason where the emulators do not run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../src/renderer/src/backend/contract';
import { ASET_KONDISI, type AsetInput } from '../../src/shared/keterbukaan/aset';
import {
  ASET_PAGE_SIZE,
  asetList,
  type AsetRecord,
  type AsetRow,
} from '../../src/shared/keterbukaan/aset-list';
import type { ListPage } from '../../src/shared/open-data/paging';
import { firstListQuery } from '../../src/shared/public-lists/list-address';
import { asetResource } from '../../src/shared/keterbukaan/aset-resource';
import { emulatorClient, emulatorProject } from './emulator-clients';
import { skipReason } from './emulators';
import { liveValue } from '../contract/support/live-value';

const skip = skipReason(['auth', 'firestore'], 'Uji inventaris aset di Firebase (Firestore)');

const aset = (n: number, over: Partial<AsetInput> = {}): AsetInput => ({
  namaAset: `${n % 2 ? 'Tenda Dome' : 'Kursi Lipat'} ${String(n).padStart(2, '0')}`,
  kodeAset: `FB-${n}`,
  lokasiPenyimpanan: n % 3 ? 'Gudang Sekretariat' : 'Lemari Media',
  jumlahAset: n,
  tanggalPerolehan: '2024-03-15',
  tipePerolehan: 'Hibah',
  statusKondisi: ASET_KONDISI[n % 3]!,
  sumberKeterangan: '',
  statusPeminjaman: 'Tersedia',
  dapatDipinjamkan: n % 2 === 0,
  gambar: [],
  published: true,
  ...over,
});

type AsetPage = ListPage<AsetRow>;
const FIRST_ASET_PAGE = firstListQuery(asetList);

/** The emulators' first answers take longer than the embedded server's: 5 s. */
const valueOf: typeof liveValue = (watch, check, ms = 5_000) => liveValue(watch, check, ms);

describe.skipIf(skip !== null)('the inventory on Firebase (emulators)', () => {
  let cleanup: () => Promise<void> = async () => {};
  let admin: Backend;
  let visitor: Backend;
  const created: AsetRecord[] = [];
  let hidden: AsetRecord;

  beforeAll(async () => {
    const { env, signIn } = await emulatorProject();
    cleanup = () => env.cleanup();
    admin = await signIn('admin-pora');
    visitor = emulatorClient();
    for (let n = 1; n <= 20; n += 1)
      created.push(await admin.resources.create(asetResource, aset(n)));
    hidden = await admin.resources.create(
      asetResource,
      aset(30, {
        namaAset: 'Brankas Rahasia',
        lokasiPenyimpanan: 'Ruang Bendahara',
        published: false,
      }),
    );
  }, 60_000);
  afterAll(() => cleanup());

  it('shows nine cards, nine more per load, with the count of every match', async () => {
    const first = await valueOf<AsetPage>((o) =>
      visitor.lists.watchPage(asetList, FIRST_ASET_PAGE, o),
    );
    expect(first.total).toBe(20);
    expect(first.items).toHaveLength(ASET_PAGE_SIZE);
    const more = await valueOf<AsetPage>((o) =>
      visitor.lists.watchPage(asetList, { ...FIRST_ASET_PAGE, halaman: 2 }, o),
    );
    expect(more.items.slice(0, ASET_PAGE_SIZE)).toEqual(first.items);
    expect(more.items).toHaveLength(2 * ASET_PAGE_SIZE);
  });

  it('filters as the embedded server does, search included', async () => {
    const filter = { ...FIRST_ASET_PAGE, q: 'tenda', lokasi: 'Gudang Sekretariat' };
    const page = await valueOf<AsetPage>((o) =>
      visitor.lists.watchPage(asetList, { ...filter, halaman: 3 }, o),
    );
    const expected = created
      .filter((a) => a.namaAset.startsWith('Tenda') && a.lokasiPenyimpanan === 'Gudang Sekretariat')
      .map((a) => a.id)
      .sort();
    expect(page.items.map((c) => c.id).sort()).toEqual(expected);
    const words = await valueOf<AsetPage>((o) =>
      visitor.lists.watchPage(asetList, { ...FIRST_ASET_PAGE, q: 'dome 01', halaman: 3 }, o),
    );
    expect(words.items.map((c) => c.namaAset)).toEqual(['Tenda Dome 01']);
  });

  it('offers the locations of published assets from the summary document', async () => {
    expect(
      await valueOf<{ lokasi: string[] }>(
        (o) => visitor.lists.watchChoices(asetList, o),
        (choices) => choices.lokasi.length > 0,
      ),
    ).toEqual({ lokasi: ['Gudang Sekretariat', 'Lemari Media'] });
  });

  it('answers "not found" for a private asset, and never exports it', async () => {
    expect(await valueOf((o) => visitor.lists.watchItem(asetList, hidden.id, o))).toBeNull();
    expect(
      await valueOf((o) => visitor.lists.watchItem(asetList, created[0]!.id, o)),
    ).toMatchObject({
      namaAset: created[0]!.namaAset,
    });
    const { halaman: _halaman, ...filter } = FIRST_ASET_PAGE;
    const csv = await (await visitor.lists.download(asetList, filter, 'csv')).text();
    expect(csv).not.toContain('Brankas Rahasia');
    expect(csv.trim().split('\r\n')).toHaveLength(21);
  });
});
