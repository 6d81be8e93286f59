import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { STRUKTUR_MESSAGES } from '../struktur/struktur';
import { strukturAnggotaResource, strukturDivisiResource } from '../struktur/struktur-resources';
import { defineResource } from './resource';
import { removeProblem } from './resource-rules';
import { ROOM_REMOVE_MESSAGES } from '../sc/room-usage';
import { scRoomsResource } from '../sc/rooms-resource';

const shelf = z.object({ nama: z.string() });
const book = z.object({ shelfId: z.string(), authorId: z.string() });
const books = defineResource({
  name: 'uji-buku',
  firestoreCollection: 'ujiBuku',
  input: book,
  stored: book,
  writeArea: 'struktur',
  publicRead: 'all',
  order: { by: 'position' },
  maxRecords: 10,
  maxBodyBytes: 1024,
  history: { noun: 'buku', title: () => 'buku' },
  notFound: 'Buku tidak ditemukan.',
});
const shelves = defineResource({
  name: 'uji-rak',
  firestoreCollection: 'ujiRak',
  input: shelf,
  stored: shelf,
  writeArea: 'struktur',
  publicRead: 'all',
  order: { by: 'position' },
  maxRecords: 10,
  maxBodyBytes: 1024,
  history: { noun: 'rak', title: (r) => r.nama },
  notFound: 'Rak tidak ditemukan.',
  removeGuards: [
    {
      referencedBy: () => books,
      field: 'shelfId',
      message: (r, count) => `Rak "${r.nama}" masih berisi ${count} buku.`,
    },
    {
      referencedBy: () => books,
      field: 'authorId',
      message: (r, count) => `Rak "${r.nama}" masih dirujuk ${count} buku sebagai penulis.`,
    },
  ],
});
const rak = { id: 'r1', position: 0, nama: 'Fisika' };

describe('removeProblem (a declaration refuses removing a record others refer to)', () => {
  it('is null when nothing refers to the record, asking every guard with its field', () => {
    const asked: string[] = [];
    expect(
      removeProblem(shelves, rak, (guard) => {
        asked.push(`${guard.referencedBy().name}.${guard.field}`);
        return 0;
      }),
    ).toBeNull();
    expect(asked).toEqual(['uji-buku.shelfId', 'uji-buku.authorId']);
  });

  it("answers the first guard still referred to, with the record's name and the count", () => {
    const counts: Record<string, number> = { shelfId: 0, authorId: 2 };
    expect(removeProblem(shelves, rak, (guard) => counts[guard.field]!)).toEqual({
      message: 'Rak "Fisika" masih dirujuk 2 buku sebagai penulis.',
    });
    counts['shelfId'] = 3;
    expect(removeProblem(shelves, rak, (guard) => counts[guard.field]!)).toEqual({
      message: 'Rak "Fisika" masih berisi 3 buku.',
    });
  });

  it('is null for a declaration without guards, never asking for a count', () => {
    expect(
      removeProblem(books, { id: 'b1', position: 0, shelfId: 'r1', authorId: 'a1' }, () => {
        throw new Error('asked');
      }),
    ).toBeNull();
  });

  it("declares Struktur's divisions as refused while members refer to them, with Kelola Struktur's message", () => {
    const guards = strukturDivisiResource.removeGuards ?? [];
    expect(guards.map((g) => [g.referencedBy(), g.field])).toEqual([
      [strukturAnggotaResource, 'divisiId'],
    ]);
    const memberShape = (strukturAnggotaResource.input as unknown as { shape: object }).shape;
    expect(memberShape).toHaveProperty('divisiId');
    const divisi = { id: 'd1', position: 0, nama: 'Kementerian Dalam Negeri', deskripsi: '' };
    expect(removeProblem(strukturDivisiResource, divisi, () => 4)).toEqual({
      message: STRUKTUR_MESSAGES.divisiHasMembers('Kementerian Dalam Negeri', 4),
    });
    expect(STRUKTUR_MESSAGES.divisiHasMembers('Kementerian Dalam Negeri', 4)).toBe(
      'Pindahkan atau hapus 4 pengurus "Kementerian Dalam Negeri" terlebih dahulu.',
    );
  });

  it("declares the loans' rooms as kept while a combination lists them or active bookings use them", () => {
    const [combination] = scRoomsResource.removeGuards ?? [];
    expect(combination?.referencedBy()).toBe(scRoomsResource);
    expect(combination?.match).toBe('contains');
    expect(scRoomsResource.usageGuards?.map((g) => g.usage)).toEqual(['sc-active-bookings']);
    const barat = { id: 'r1', position: 0, nama: 'Lapangan Badminton Barat', gabungan: [] };
    expect(removeProblem(scRoomsResource, barat, () => 1)).toEqual({
      message: ROOM_REMOVE_MESSAGES.partOfCombination('Lapangan Badminton Barat', 1),
    });
    expect(
      removeProblem(
        scRoomsResource,
        barat,
        () => 0,
        () => 3,
      ),
    ).toEqual({ message: ROOM_REMOVE_MESSAGES.stillBooked('Lapangan Badminton Barat', 3) });
    expect(
      removeProblem(
        scRoomsResource,
        barat,
        () => 0,
        () => 0,
      ),
    ).toBeNull();
  });
});
