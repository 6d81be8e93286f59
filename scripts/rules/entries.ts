import * as z from 'zod/mini';
import { documentFileSchema } from '../../src/shared/dokumen/documents';
import { imageRefSchema } from '../../src/shared/images/image-ref';
import { attachmentSchema } from '../../src/shared/keterbukaan/risalah';
import type { RESOURCES } from '../../src/shared/resources/registry';
import type { AnyResource } from '../../src/shared/resources/resource';
import type { ShapeEntry } from './entry';
import { FORMATS } from './formats';
import { named, type Named, type SharedValue } from './ir';
import {
  ACTIVITY,
  ANGGARAN,
  ASET,
  DOCUMENT,
  FIELD,
  IMAGE,
  NEWS,
  ORGANISATION,
  PROKER,
  RISALAH,
  SC,
  SERVICE,
  STRUKTUR,
  TEXT,
} from './shared-values';

/**
 * Every shape the generator writes into firestore.rules: the declared collections' records
 * (src/shared/resources/registry.ts) and the pieces they share (an image reference…). A record
 * shape of a hand-written feature can join later as one more entry.
 */

const n = (shared: SharedValue, member?: string): Named<number> => named<number>(shared, member);
const list = (shared: SharedValue): Named<readonly string[]> => named<readonly string[]>(shared);

/** The drag order the adapter writes with every record (resource-mapping.ts recordDocData). */
const position = z.int().check(z.minimum(0));
/** Search keys of firestore-derived-fields.ts: the public search asks them with array-contains. */
const searchKeys = (max: number) => z.array(z.string()).check(z.maxLength(max));

/** Pieces several records embed: written once, called where a schema uses them. */
export const PIECES: readonly ShapeEntry[] = [
  {
    fn: 'isImageRef',
    schema: imageRefSchema,
    from: 'imageRefSchema (src/shared/images/image-ref.ts): our own Cloud Storage image, described',
    names: {
      'width.maximum': n(IMAGE.sideMax),
      'height.maximum': n(IMAGE.sideMax),
      'alt.maxLength': n(IMAGE.altMax),
    },
    formats: { url: FORMATS.storageImageUrl, thumbUrl: FORMATS.storageImageUrl },
  },
  {
    fn: 'isDocumentFile',
    schema: documentFileSchema,
    from:
      'documentFileSchema (src/shared/dokumen/documents.ts): the uploaded PDF, whose id names ' +
      'documents/{id}.pdf in Storage (storage.rules)',
    names: { 'nama.maxLength': n(TEXT.fileName), 'bytes.maximum': n(DOCUMENT.pdfMaxBytes) },
    formats: { nama: FORMATS.plainFileName },
  },
  {
    fn: 'isAttachment',
    schema: attachmentSchema,
    from: 'attachmentSchema (src/shared/keterbukaan/risalah.ts): a named file at an http(s) address',
    names: { 'namaFile.maxLength': n(RISALAH.fileNameMax) },
    formats: { link: FORMATS.httpLink },
  },
];

type ResourceName = (typeof RESOURCES)[number]['name'];
type ResourceShape = Omit<ShapeEntry, 'schema' | 'from'>;

/** Each declared collection's shape; a collection without one does not compile. */
const RESOURCE_SHAPES: Record<ResourceName, ResourceShape> = {
  'form-fields': {
    fn: 'isFormField',
    adds: { position },
    names: {
      'label.maxLength': n(FIELD.labelMax),
      'type.enum': list(FIELD.types),
      'placeholder.maxLength': n(FIELD.placeholderMax),
      'step.maximum': n(FIELD.wizardSteps),
      'options.maxItems': n(FIELD.optionsMax),
      'defaultValue.maxLength': n(FIELD.defaultValueMax),
    },
    byHand: {
      label: "not the editor's starting label: hasRealLabel, in the match block",
      fieldName: 'no name every object has: isFormFieldUsable',
    },
  },
  berita: {
    fn: 'isNews',
    // kataJudul: the search keys of its public list (added below from the declaration).
    adds: { position },
    stamped: ['slug', 'penulis', 'tanggalTerbit'],
    names: {
      'judul.maxLength': n(NEWS.judulMax),
      'kategori.enum': list(NEWS.categories),
      'ringkasan.maxLength': n(NEWS.ringkasanMax),
      'isi.maxLength': n(NEWS.isiMax),
      'gambar.maxItems': n(NEWS.galleryMax),
      'slug.maxLength': n(NEWS.slugMax),
      'kataJudul.maxItems': n(NEWS.searchKeysMax),
    },
    formats: {
      tanggalKegiatan: FORMATS.day,
      linkInstagram: FORMATS.newsInstagram,
      slug: FORMATS.slug,
      tanggalTerbit: FORMATS.isoInstant,
    },
    byHand: {
      'penulis.maxLength': "the writer's ministry or BEM KM: isOwnMinistry, in the match block",
      'tanggalTerbit.maxLength': 'isIsoInstant bounds it',
    },
  },
  organisasi: {
    fn: 'isOrganisation',
    adds: { position },
    names: {
      'nama.maxLength': n(ORGANISATION.nameMax),
      'singkatan.maxLength': n(ORGANISATION.shortNameMax),
      'deskripsi.maxLength': n(ORGANISATION.descriptionMax),
    },
    formats: {
      email: FORMATS.organisationEmail,
      whatsapp: FORMATS.organisationPhone,
      instagram: FORMATS.organisationInstagram,
      website: FORMATS.optionalHttpLink,
    },
  },
  'kategori-dokumen': {
    fn: 'isDocumentCategory',
    adds: { position },
    names: { 'nama.maxLength': n(DOCUMENT.categoryNameMax) },
  },
  dokumen: {
    fn: 'isDocument',
    adds: { position },
    names: {
      'judul.maxLength': n(DOCUMENT.titleMax),
      'kategoriId.maxLength': n(DOCUMENT.categoryIdMax),
      'deskripsi.maxLength': n(DOCUMENT.descriptionMax),
    },
    formats: { judul: FORMATS.plainText, tautan: FORMATS.optionalHttpLink },
  },
  'struktur-divisi': {
    fn: 'isDivisi',
    adds: { position },
    names: { 'nama.maxLength': n(TEXT.contentName), 'deskripsi.maxLength': n(TEXT.contentText) },
  },
  'struktur-anggota': {
    fn: 'isAnggota',
    adds: { position },
    names: {
      'nama.maxLength': n(TEXT.contentName),
      'jabatan.maxLength': n(TEXT.contentName),
      'prodi.enum': list(STRUKTUR.prodi),
      'angkatan.maxLength': n(TEXT.contentName),
      'instagram.maxLength': n(TEXT.contentName),
      'linkedin.maxLength': n(TEXT.link),
    },
    formats: {
      divisiId: FORMATS.recordId,
      instagram: FORMATS.instagramHandle,
      linkedin: FORMATS.optionalWebLink,
    },
    byHand: {
      'divisiId.maxLength':
        "STRUKTUR_LIMITS.id has no marked function yet; the adapter's schema checks it",
    },
  },
  pembina: {
    fn: 'isPembina',
    adds: { position },
    names: {
      'nama.maxLength': n(TEXT.contentName),
      'jabatan.maxLength': n(TEXT.contentName),
      'bidang.maxLength': n(TEXT.contentName),
      'linkedin.maxLength': n(TEXT.link),
      'scholar.maxLength': n(TEXT.link),
    },
    formats: { linkedin: FORMATS.optionalWebLink, scholar: FORMATS.optionalWebLink },
  },
  tentang: {
    fn: 'isTentangSection',
    adds: { position },
    names: {
      'judul.maxLength': n(TEXT.contentName),
      'isi.maxLength': n(TEXT.contentText),
      'contactType.enum': list(STRUKTUR.contactTypes),
    },
  },
  layanan: {
    fn: 'isService',
    adds: { position },
    names: {
      'judul.maxLength': n(SERVICE.judulMax),
      'deskripsi.maxLength': n(SERVICE.deskripsiMax),
      'kategori.maxLength': n(SERVICE.kategoriMax),
      'ikon.enum': list(SERVICE.icons),
      'link.maxLength': n(SERVICE.linkMax),
    },
    formats: { link: FORMATS.serviceLink },
  },
  anggaran: {
    fn: 'isAnggaranProgram',
    // firestore-derived-fields.ts: what the summary sums, the name's search keys, the folded
    // name the list is ordered by, and this write's time.
    adds: {
      position,
      totalRealisasi: z.int().check(z.minimum(0)),
      kataNama: searchKeys(ANGGARAN.searchKeysMax.value as number),
      namaUrut: z.string(),
      diubah: z.any(),
    },
    names: {
      'namaProgram.maxLength': n(ANGGARAN.nameMax),
      'organisasiId.maxLength': n(ANGGARAN.idMax),
      'tahun.minimum': n(ANGGARAN.yearMin),
      'tahun.maximum': n(ANGGARAN.yearMax),
      'status.enum': list(ANGGARAN.statuses),
      'prokerId.maxLength': n(ANGGARAN.idMax),
      'totalDiajukan.maximum': n(ANGGARAN.amountMax),
      'totalDisetujui.maximum': n(ANGGARAN.amountMax),
      'realisasi.rincian.maxItems': n(ANGGARAN.expenseRowsMax),
      'realisasi.total.maximum': n(ANGGARAN.amountMax),
      'kataNama.maxItems': n(ANGGARAN.searchKeysMax),
    },
    formats: { tanggalKegiatan: FORMATS.optionalDay, linkSpj: FORMATS.optionalHttpLink },
    byHand: {
      diubah: "this write's time (serverTimestamp): == request.time, in the match block",
    },
  },
  'standar-biaya': {
    fn: 'isStandarBiaya',
    adds: { position },
    names: {
      'tahun.minimum': n(ANGGARAN.yearMin),
      'tahun.maximum': n(ANGGARAN.yearMax),
      'items.maxItems': n(ANGGARAN.sbmItemsMax),
    },
  },
  aset: {
    fn: 'isAset',
    // kataAset: the search keys of its public list (added below from the declaration).
    adds: { position },
    stamped: ['diperbarui'],
    names: {
      'namaAset.maxLength': n(ASET.namaMax),
      'kodeAset.maxLength': n(ASET.kodeMax),
      'lokasiPenyimpanan.maxLength': n(ASET.lokasiMax),
      'jumlahAset.maximum': n(ASET.jumlahMax),
      'tipePerolehan.enum': list(ASET.tipePerolehan),
      'statusKondisi.enum': list(ASET.kondisi),
      'sumberKeterangan.maxLength': n(ASET.keteranganMax),
      'statusPeminjaman.enum': list(ASET.peminjaman),
      'gambar.maxItems': n(ASET.galleryMax),
      'kataAset.maxItems': n(ASET.searchKeysMax),
    },
    formats: { tanggalPerolehan: FORMATS.optionalDay, diperbarui: FORMATS.isoInstant },
    byHand: { 'diperbarui.maxLength': 'isIsoInstant bounds it' },
  },
  proker: {
    fn: 'isProker',
    // kataCari: the search keys of its public list (added below from the declaration).
    adds: { position },
    names: {
      'namaProgram.maxLength': n(PROKER.nameMax),
      'kementerianId.maxLength': n(PROKER.idMax),
      'deskripsiSingkat.maxLength': n(PROKER.summaryMax),
      'statusProker.enum': list(PROKER.statuses),
      'targetPeserta.maximum': n(PROKER.participantsMax),
      'jumlahPesertaRealisasi.maximum': n(PROKER.participantsMax),
      'detailPelaksanaan.maxLength': n(PROKER.textMax),
      'capaian.maxLength': n(PROKER.textMax),
      'kendala.maxLength': n(PROKER.textMax),
      'saranUmum.maxLength': n(PROKER.textMax),
      'saranKhusus.maxLength': n(PROKER.textMax),
      'kataCari.maxItems': n(PROKER.searchKeysMax),
    },
    formats: {
      periode: FORMATS.prokerPeriod,
      tanggalPelaksanaan: FORMATS.optionalDay,
      linkLpj: FORMATS.optionalHttpLink,
    },
  },
  risalah: {
    fn: 'isRisalah',
    // kataCari: the search keys of its public list (added below from the declaration).
    adds: { position },
    names: {
      'namaRapat.maxLength': n(RISALAH.nameMax),
      'pemimpinRapat.maxLength': n(RISALAH.personMax),
      'notulensi.maxLength': n(RISALAH.notesMax),
      'hasilKeputusan.maxLength': n(RISALAH.decisionsMax),
      'daftarHadir.maxItems': n(RISALAH.attendeesMax),
      'tugas.maxItems': n(RISALAH.tasksMax),
      'lampiran.maxItems': n(RISALAH.attachmentsMax),
      'kataCari.maxItems': n(RISALAH.searchKeysMax),
    },
    formats: { tanggalRapat: FORMATS.day },
  },
  'ruang-sc': {
    fn: 'isScRoom',
    adds: { position },
    names: {
      'nama.maxLength': n(SC.roomMax, 'nama'),
      'gabungan.maxItems': n(SC.roomMax, 'gabungan'),
      'gabungan[].maxLength': n(SC.roomMax, 'id'),
    },
  },
  'pertanyaan-sc': {
    fn: 'isScQuestion',
    adds: { position },
    names: {
      'label.maxLength': n(SC.questionMax, 'label'),
      'tipe.enum': list(SC.questionTypes),
      'pilihan.maxItems': n(SC.questionMax, 'pilihan'),
    },
  },
  penanggalan: {
    fn: 'isActivity',
    adds: { position },
    names: {
      'namaKegiatan.maxLength': n(ACTIVITY.nameMax),
      'tempat.maxLength': n(ACTIVITY.placeMax),
      // ACTIVITY_LIMITS.organiserMax is TEXT_LIMITS.organisationMax: an organisation's name.
      'penyelenggara.maxLength': n(TEXT.organisation),
      'penyelenggaraId.maxLength': n(ACTIVITY.organiserIdMax),
      'keterangan.maxLength': n(ACTIVITY.notesMax),
      'sasaran.maxLength': n(ACTIVITY.audienceMax),
    },
    formats: { mulai: FORMATS.wallClock, selesai: FORMATS.wallClock },
  },
};

/** A declared public list's search, whose keys the adapter writes (firestore-derived-fields.ts). */
interface ListSearch {
  keysField: string;
  maxKeys: number;
}

/**
 * The entries of the declared collections, from their declarations: `input` (what a save sends,
 * which the adapter parses before writing) and the search keys of a public list, optional as
 * records saved before the keys existed have none.
 */
export function resourceEntries(resources: readonly AnyResource[]): ShapeEntry[] {
  return resources.map((resource) => {
    const shape = (RESOURCE_SHAPES as Record<string, ResourceShape | undefined>)[resource.name];
    if (!shape) throw new Error(`${resource.name}: no entry in scripts/rules/entries.ts`);
    const search = (resource as { publicList?: { search?: ListSearch } }).publicList?.search;
    return {
      ...shape,
      adds: {
        ...shape.adds,
        ...(search && { [search.keysField]: z.optional(searchKeys(search.maxKeys)) }),
      },
      schema: resource.input as z.ZodMiniObject,
      resource: resource.name,
      from: `The declared collection ${resource.name} (${resource.firestoreCollection}): its input, as a save sends it`,
    };
  });
}
