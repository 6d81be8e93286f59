import type * as z from 'zod/mini';
import { ACTIVITY_LIMITS } from '../../src/shared/agenda/activities';
import { FIELD_TYPES, formFieldInputSchema } from '../../src/shared/berkas/form-fields';
import { DISPOSITION_RULES } from '../../src/shared/berkas/stored-file';
import { NEWS_CATEGORIES, NEWS_LIMITS } from '../../src/shared/content/news';
import { NEWS_SLUG_MAX } from '../../src/shared/content/news-slug';
import { ORGANISATION_LIMITS } from '../../src/shared/direktori/organisations';
import { DOCUMENT_LIMITS, DOCUMENT_PDF_CONTENT_TYPE } from '../../src/shared/dokumen/documents';
import { FILE_NAME_RULES } from '../../src/shared/file-name';
import { IMAGE_LIMITS, IMAGE_MIME_TYPES } from '../../src/shared/images/image-rules';
import { ANGGARAN_LIMITS, ANGGARAN_STATUSES } from '../../src/shared/keterbukaan/anggaran';
import { ANGGARAN_SEARCH_KEYS_MAX } from '../../src/shared/keterbukaan/anggaran-search-keys';
import {
  ASET_KONDISI,
  ASET_LIMITS,
  ASET_PEMINJAMAN,
  ASET_TIPE_PEROLEHAN,
} from '../../src/shared/keterbukaan/aset';
import { PROKER_LIMITS, PROKER_STATUSES } from '../../src/shared/keterbukaan/proker';
import { RISALAH_LIMITS } from '../../src/shared/keterbukaan/risalah';
import { SBM_LIMITS } from '../../src/shared/keterbukaan/standar-biaya';
import { SERVICE_ICONS, SERVICE_LIMITS } from '../../src/shared/layanan/services';
import { LIMITS, TEXT_LIMITS } from '../../src/shared/limits';
import { REPLY_LETTER_MIME_TYPES, REPLY_LETTER_RULES } from '../../src/shared/platform';
import { ATTENDANCE_PHOTO_MAX_BYTES } from '../../src/shared/sc/booking';
import { SC_QUESTION_TYPES, scQuestionsResource } from '../../src/shared/sc/questions-resource';
import { scRoomsResource } from '../../src/shared/sc/rooms-resource';
import { PRODI } from '../../src/shared/struktur/struktur';
import { CONTACT_TYPES } from '../../src/shared/tentang/tentang';
import type { SharedLiteral, SharedValue } from './ir';
import { toJsonSchema, type JsonSchema } from './json-schema';

/**
 * The values of src/shared the generated rules read, each a function marked `// shared: NAME`
 * (the name tests/lint/firestore-rules-shared.test.ts compares it by). The generator writes the
 * ones its shapes use, taken from src/shared here, so a copy can no longer drift; the shared
 * test still compares every marker, generated or not.
 */

const value = (fn: string, marker: string, v: SharedLiteral): SharedValue => ({
  fn,
  marker,
  value: v,
});

/** A limit a schema writes without a constant, read from its JSON Schema (`label.maxLength`). */
function schemaLimit(schema: z.ZodMiniType, path: string): number {
  const keys = path.split('.');
  const keyword = keys.pop()!;
  let node: JsonSchema | undefined = toJsonSchema(schema);
  for (const key of keys)
    node = key === '[]' ? node?.items : (node?.properties?.[key] ?? undefined);
  const found = node?.[keyword];
  if (typeof found !== 'number') throw new Error(`no ${path} in the schema`);
  return found;
}

export const FIELD = {
  types: value('fieldTypes', 'FIELD_TYPES', [...FIELD_TYPES]),
  wizardSteps: value('wizardSteps', 'LIMITS.wizardSteps', LIMITS.wizardSteps),
  labelMax: value(
    'fieldLabelMax',
    'formFieldInputSchema label max',
    schemaLimit(formFieldInputSchema, 'label.maxLength'),
  ),
  placeholderMax: value(
    'fieldPlaceholderMax',
    'formFieldInputSchema placeholder max',
    schemaLimit(formFieldInputSchema, 'placeholder.maxLength'),
  ),
  optionsMax: value(
    'fieldOptionsMax',
    'formFieldInputSchema options max',
    schemaLimit(formFieldInputSchema, 'options.maxItems'),
  ),
  defaultValueMax: value(
    'fieldDefaultValueMax',
    'formFieldInputSchema defaultValue max',
    schemaLimit(formFieldInputSchema, 'defaultValue.maxLength'),
  ),
};

export const TEXT = {
  link: value('linkMax', 'TEXT_LIMITS.linkUrl', TEXT_LIMITS.linkUrl),
  email: value('emailMax', 'TEXT_LIMITS.email', TEXT_LIMITS.email),
  contentName: value('contentNameMax', 'TEXT_LIMITS.contentName', TEXT_LIMITS.contentName),
  contentText: value('contentTextMax', 'TEXT_LIMITS.contentText', TEXT_LIMITS.contentText),
  fileName: value('fileNameMax', 'TEXT_LIMITS.fileName', TEXT_LIMITS.fileName),
  organisation: value(
    'organisationMax',
    'TEXT_LIMITS.organisationMax',
    TEXT_LIMITS.organisationMax,
  ),
  hidden: value('hiddenCharactersPattern', 'FILE_NAME_RULES.hidden', FILE_NAME_RULES.hidden),
  forbidden: value(
    'fileNameForbiddenPattern',
    'FILE_NAME_RULES.forbidden',
    FILE_NAME_RULES.forbidden,
  ),
};

export const IMAGE = {
  sideMax: value('imageSideMax', 'IMAGE_LIMITS.longestSidePx', IMAGE_LIMITS.longestSidePx),
  altMax: value('imageAltMax', 'IMAGE_LIMITS.altMaxChars', IMAGE_LIMITS.altMaxChars),
};

export const NEWS = {
  judulMax: value('newsJudulMax', 'NEWS_LIMITS.judulMax', NEWS_LIMITS.judulMax),
  ringkasanMax: value('newsRingkasanMax', 'NEWS_LIMITS.ringkasanMax', NEWS_LIMITS.ringkasanMax),
  isiMax: value('newsIsiMax', 'NEWS_LIMITS.isiMax', NEWS_LIMITS.isiMax),
  galleryMax: value('newsGalleryMax', 'NEWS_LIMITS.gambarMax', NEWS_LIMITS.gambarMax),
  linkMax: value('newsLinkMax', 'NEWS_LIMITS.linkMax', NEWS_LIMITS.linkMax),
  slugMax: value('newsSlugMax', 'NEWS_SLUG_MAX', NEWS_SLUG_MAX),
  searchKeysMax: value('newsSearchKeysMax', 'NEWS_LIMITS.searchKeysMax', NEWS_LIMITS.searchKeysMax),
  categories: value('newsCategories', 'NEWS_CATEGORIES', [...NEWS_CATEGORIES]),
};

export const ORGANISATION = {
  nameMax: value('organisationNameMax', 'ORGANISATION_LIMITS.nameMax', ORGANISATION_LIMITS.nameMax),
  shortNameMax: value(
    'organisationShortNameMax',
    'ORGANISATION_LIMITS.shortNameMax',
    ORGANISATION_LIMITS.shortNameMax,
  ),
  descriptionMax: value(
    'organisationDescriptionMax',
    'ORGANISATION_LIMITS.descriptionMax',
    ORGANISATION_LIMITS.descriptionMax,
  ),
};

export const DOCUMENT = {
  titleMax: value('documentTitleMax', 'DOCUMENT_LIMITS.titleMax', DOCUMENT_LIMITS.titleMax),
  descriptionMax: value(
    'documentDescriptionMax',
    'DOCUMENT_LIMITS.descriptionMax',
    DOCUMENT_LIMITS.descriptionMax,
  ),
  categoryNameMax: value(
    'documentCategoryNameMax',
    'DOCUMENT_LIMITS.categoryNameMax',
    DOCUMENT_LIMITS.categoryNameMax,
  ),
  categoryIdMax: value(
    'documentCategoryIdMax',
    'DOCUMENT_LIMITS.categoryIdMax',
    DOCUMENT_LIMITS.categoryIdMax,
  ),
  pdfMaxBytes: value(
    'documentPdfMaxBytes',
    'DOCUMENT_LIMITS.pdfMaxBytes',
    DOCUMENT_LIMITS.pdfMaxBytes,
  ),
};

export const STRUKTUR = {
  prodi: value('prodiList', 'PRODI', [...PRODI]),
  contactTypes: value('contactTypes', 'CONTACT_TYPES', [...CONTACT_TYPES]),
};

export const SERVICE = {
  judulMax: value('serviceJudulMax', 'SERVICE_LIMITS.judul', SERVICE_LIMITS.judul),
  deskripsiMax: value('serviceDeskripsiMax', 'SERVICE_LIMITS.deskripsi', SERVICE_LIMITS.deskripsi),
  kategoriMax: value('serviceKategoriMax', 'SERVICE_LIMITS.kategori', SERVICE_LIMITS.kategori),
  linkMax: value('serviceLinkMax', 'SERVICE_LIMITS.link', SERVICE_LIMITS.link),
  icons: value('serviceIcons', 'SERVICE_ICONS', [...SERVICE_ICONS]),
};

export const ANGGARAN = {
  statuses: value('anggaranStatuses', 'ANGGARAN_STATUSES', [...ANGGARAN_STATUSES]),
  nameMax: value('anggaranNameMax', 'ANGGARAN_LIMITS.nameMax', ANGGARAN_LIMITS.nameMax),
  idMax: value('anggaranIdMax', 'ANGGARAN_LIMITS.idMax', ANGGARAN_LIMITS.idMax),
  expenseRowsMax: value(
    'anggaranExpenseRowsMax',
    'ANGGARAN_LIMITS.expenseRowsMax',
    ANGGARAN_LIMITS.expenseRowsMax,
  ),
  amountMax: value('anggaranAmountMax', 'ANGGARAN_LIMITS.amountMax', ANGGARAN_LIMITS.amountMax),
  yearMin: value('anggaranYearMin', 'ANGGARAN_LIMITS.yearMin', ANGGARAN_LIMITS.yearMin),
  yearMax: value('anggaranYearMax', 'ANGGARAN_LIMITS.yearMax', ANGGARAN_LIMITS.yearMax),
  searchKeysMax: value(
    'anggaranSearchKeysMax',
    'ANGGARAN_SEARCH_KEYS_MAX',
    ANGGARAN_SEARCH_KEYS_MAX,
  ),
  sbmItemsMax: value('sbmItemsMax', 'SBM_LIMITS.itemsMax', SBM_LIMITS.itemsMax),
};

export const ASET = {
  namaMax: value('asetNamaMax', 'ASET_LIMITS.namaMax', ASET_LIMITS.namaMax),
  kodeMax: value('asetKodeMax', 'ASET_LIMITS.kodeMax', ASET_LIMITS.kodeMax),
  lokasiMax: value('asetLokasiMax', 'ASET_LIMITS.lokasiMax', ASET_LIMITS.lokasiMax),
  keteranganMax: value('asetKeteranganMax', 'ASET_LIMITS.keteranganMax', ASET_LIMITS.keteranganMax),
  jumlahMax: value('asetJumlahMax', 'ASET_LIMITS.jumlahMax', ASET_LIMITS.jumlahMax),
  galleryMax: value('asetGalleryMax', 'ASET_LIMITS.gambarMax', ASET_LIMITS.gambarMax),
  searchKeysMax: value('asetSearchKeysMax', 'ASET_LIMITS.searchKeysMax', ASET_LIMITS.searchKeysMax),
  tipePerolehan: value('asetTipePerolehan', 'ASET_TIPE_PEROLEHAN', [...ASET_TIPE_PEROLEHAN]),
  kondisi: value('asetKondisi', 'ASET_KONDISI', [...ASET_KONDISI]),
  peminjaman: value('asetPeminjaman', 'ASET_PEMINJAMAN', [...ASET_PEMINJAMAN]),
};

export const PROKER = {
  statuses: value('prokerStatuses', 'PROKER_STATUSES', [...PROKER_STATUSES]),
  nameMax: value('prokerNameMax', 'PROKER_LIMITS.nameMax', PROKER_LIMITS.nameMax),
  idMax: value('prokerIdMax', 'PROKER_LIMITS.idMax', PROKER_LIMITS.idMax),
  summaryMax: value('prokerSummaryMax', 'PROKER_LIMITS.summaryMax', PROKER_LIMITS.summaryMax),
  textMax: value('prokerTextMax', 'PROKER_LIMITS.textMax', PROKER_LIMITS.textMax),
  participantsMax: value(
    'prokerParticipantsMax',
    'PROKER_LIMITS.participantsMax',
    PROKER_LIMITS.participantsMax,
  ),
  searchKeysMax: value(
    'prokerSearchKeysMax',
    'PROKER_LIMITS.searchKeysMax',
    PROKER_LIMITS.searchKeysMax,
  ),
};

export const RISALAH = {
  nameMax: value('risalahNameMax', 'RISALAH_LIMITS.nameMax', RISALAH_LIMITS.nameMax),
  personMax: value('risalahPersonMax', 'RISALAH_LIMITS.personMax', RISALAH_LIMITS.personMax),
  notesMax: value('risalahNotesMax', 'RISALAH_LIMITS.notesMax', RISALAH_LIMITS.notesMax),
  decisionsMax: value(
    'risalahDecisionsMax',
    'RISALAH_LIMITS.decisionsMax',
    RISALAH_LIMITS.decisionsMax,
  ),
  attendeesMax: value(
    'risalahAttendeesMax',
    'RISALAH_LIMITS.attendeesMax',
    RISALAH_LIMITS.attendeesMax,
  ),
  tasksMax: value('risalahTasksMax', 'RISALAH_LIMITS.tasksMax', RISALAH_LIMITS.tasksMax),
  fileNameMax: value(
    'risalahFileNameMax',
    'RISALAH_LIMITS.fileNameMax',
    RISALAH_LIMITS.fileNameMax,
  ),
  attachmentsMax: value(
    'risalahAttachmentsMax',
    'RISALAH_LIMITS.attachmentsMax',
    RISALAH_LIMITS.attachmentsMax,
  ),
  searchKeysMax: value(
    'risalahSearchKeysMax',
    'RISALAH_LIMITS.searchKeysMax',
    RISALAH_LIMITS.searchKeysMax,
  ),
};

export const SC = {
  // The rooms' and questions' schemas write their limits without constants: read from them.
  roomMax: value('scRoomMax', 'scRoomsResource limits', {
    nama: schemaLimit(scRoomsResource.input, 'nama.maxLength'),
    gabungan: schemaLimit(scRoomsResource.input, 'gabungan.maxItems'),
    id: schemaLimit(scRoomsResource.input, 'gabungan.[].maxLength'),
  }),
  questionMax: value('scQuestionMax', 'scQuestionsResource limits', {
    label: schemaLimit(scQuestionsResource.input, 'label.maxLength'),
    pilihan: schemaLimit(scQuestionsResource.input, 'pilihan.maxItems'),
    pilihanText: schemaLimit(scQuestionsResource.input, 'pilihan.[].maxLength'),
    records: scQuestionsResource.maxRecords,
  }),
  questionTypes: value('scQuestionTypes', 'SC_QUESTION_TYPES', [...SC_QUESTION_TYPES]),
};

export const ACTIVITY = {
  nameMax: value('activityNameMax', 'ACTIVITY_LIMITS.nameMax', ACTIVITY_LIMITS.nameMax),
  placeMax: value('activityPlaceMax', 'ACTIVITY_LIMITS.placeMax', ACTIVITY_LIMITS.placeMax),
  organiserIdMax: value(
    'activityOrganiserIdMax',
    'ACTIVITY_LIMITS.organiserIdMax',
    ACTIVITY_LIMITS.organiserIdMax,
  ),
  notesMax: value('activityNotesMax', 'ACTIVITY_LIMITS.notesMax', ACTIVITY_LIMITS.notesMax),
  audienceMax: value(
    'activityAudienceMax',
    'ACTIVITY_LIMITS.audienceMax',
    ACTIVITY_LIMITS.audienceMax,
  ),
};

/**
 * storage.rules' size and type limits: every one is written by the generator (who may upload
 * stays hand-written there).
 */
export const STORAGE_VALUES: readonly SharedValue[] = [
  value('letterMaxBytes', 'REPLY_LETTER_RULES.maxBytes', REPLY_LETTER_RULES.maxBytes),
  value('letterContentTypes', 'REPLY_LETTER_MIME_TYPES', [
    ...new Set(Object.values(REPLY_LETTER_MIME_TYPES)),
  ]),
  value('imageMaxBytes', 'IMAGE_LIMITS.maxBytes', IMAGE_LIMITS.maxBytes),
  value('imageContentTypes', 'IMAGE_MIME_TYPES', Object.values(IMAGE_MIME_TYPES)),
  value('documentMaxBytes', 'DOCUMENT_LIMITS.pdfMaxBytes', DOCUMENT_LIMITS.pdfMaxBytes),
  value('documentContentType', 'DOCUMENT_PDF_CONTENT_TYPE', DOCUMENT_PDF_CONTENT_TYPE),
  value('attendancePhotoMaxBytes', 'ATTENDANCE_PHOTO_MAX_BYTES', ATTENDANCE_PHOTO_MAX_BYTES),
  value('dispositionShape', 'DISPOSITION_RULES.shape', DISPOSITION_RULES.shape),
  value('dispositionHidden', 'DISPOSITION_RULES.hidden', DISPOSITION_RULES.hidden),
];
