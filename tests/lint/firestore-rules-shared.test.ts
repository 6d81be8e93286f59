/**
 * firestore.rules and storage.rules cannot import src/shared, so the lists and limits they need
 * are copies, each in a function marked `// shared: NAME`. This compares every copy with the
 * value in src/shared, refuses a marker nobody checks (or a value with no marker), refuses a
 * number written elsewhere in the rules (a limit must be a marked function), and checks that every
 * status, role and ministry the rules name exists in src/shared. No emulator needed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { safeParse } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { PENDING_ROLES } from '../../src/shared/account-approval';
import { ADMIN_MENU, adminMenuEntry, canUseAdminArea } from '../../src/shared/admin-menu';
import { FIELD_TYPES, formFieldInputSchema } from '../../src/shared/berkas/form-fields';
import {
  RESUBMISSION_ACTOR,
  RESUBMISSION_EVENT,
  STATUS_AFTER_RESUBMISSION,
} from '../../src/shared/berkas/resubmission';
import {
  INITIAL_STATUS,
  SUBMISSION_STATUSES,
  VERIFIER_KEYS,
  VERIFIER_STATUSES,
  initialVerifiers,
} from '../../src/shared/berkas/status';
import {
  approvedMail,
  finishedMail,
  revisionNeededMail,
  submissionReceivedMail,
} from '../../src/shared/berkas/submitter-mail';
import { PRODI } from '../../src/shared/struktur/struktur';
import { NIM_PATTERN, NIM_PREFIX } from '../../src/shared/evoting/prodi';
import { VOTER_NAME_MAX, VOTER_PHOTO_MAX_CHARS } from '../../src/shared/evoting/voter';
import { CONTACT_TYPES } from '../../src/shared/tentang/tentang';
import { TICKET_PATTERN } from '../../src/shared/berkas/ticket';
import { CLOSED_STATUSES, mayFinalise, verifierFor } from '../../src/shared/berkas/workflow';
import { NEWS_CATEGORIES, NEWS_LIMITS } from '../../src/shared/content/news';
import { NEWS_SLUG_MAX } from '../../src/shared/content/news-slug';
import { HISTORI_CHANGE_LIMITS } from '../../src/shared/histori/record-changes';
import { ORGANISATION_LIMITS } from '../../src/shared/direktori/organisations';
import { DOCUMENT_LIMITS, DOCUMENT_PDF_CONTENT_TYPE } from '../../src/shared/dokumen/documents';
import { IMAGE_LIMITS, IMAGE_MIME_TYPES } from '../../src/shared/images/image-rules';
import { DISPOSITION_RULES } from '../../src/shared/berkas/stored-file';
import { FILE_NAME_RULES } from '../../src/shared/file-name';
import { LIMITS, SUBMISSION_MAX_ANSWERS, TEXT_LIMITS } from '../../src/shared/limits';
import { REPLY_LETTER_MIME_TYPES, REPLY_LETTER_RULES } from '../../src/shared/platform';
import { ASSIGNABLE_ROLES, KEMENTERIAN, USER_ROLES } from '../../src/shared/roles';
import { SERVICE_ICONS, SERVICE_LIMITS } from '../../src/shared/layanan/services';
import { PROKER_LIMITS, PROKER_STATUSES } from '../../src/shared/keterbukaan/proker';
import { RISALAH_LIMITS } from '../../src/shared/keterbukaan/risalah';
import { ACTIVITY_LIMITS } from '../../src/shared/agenda/activities';
import {
  ANGGARAN_LIMITS,
  ANGGARAN_STATUSES,
  anggaranProblem,
} from '../../src/shared/keterbukaan/anggaran';
import { ANGGARAN_SEARCH_KEYS_MAX } from '../../src/shared/keterbukaan/anggaran-search-keys';
import { SBM_LIMITS } from '../../src/shared/keterbukaan/standar-biaya';
import { ELECTION_LIMITS, REQUEST_STATUSES } from '../../src/shared/evoting/election';
import { ROLL_STATUSES } from '../../src/shared/evoting/roll';
import { BOOKING_STATUSES } from '../../src/shared/sc/booking';
import { ABSTAIN, RECEIPT_PATTERN } from '../../src/shared/evoting/ballot';
import { BELENIOS_LIMITS } from '../../src/shared/evoting/belenios-election';
import { COUNT_SHARDS } from '../../src/renderer/src/backend/firebase/ballot-docs';
import { BEM_KM_ORGANISATION } from '../../src/shared/keterbukaan/anggaran-organisations';
import {
  ASET_KONDISI,
  ASET_LIMITS,
  ASET_PEMINJAMAN,
  ASET_TIPE_PEROLEHAN,
} from '../../src/shared/keterbukaan/aset';
import { generatedPart } from '../../scripts/rules/markers';
import { scFirestoreExpected, SC_STORAGE_EXPECTED } from './support/sc-rules-values';
import {
  literalsComparedWith,
  numberLiterals,
  rulesBody,
  sharedMarkers,
  stringLiterals,
  type RulesValue,
} from './support/rules-text';

const read = (file: string) => fs.readFileSync(path.resolve(file), 'utf8');

/** The largest length `field` of a form question may have (the shared schema decides). */
function longestAccepted(field: 'label' | 'placeholder' | 'defaultValue' | 'options'): number {
  const question = {
    label: 'Nama Kegiatan',
    fieldName: 'namaKegiatan',
    type: 'text',
    placeholder: '',
    required: true,
    step: 1,
    options: [] as string[],
    defaultValue: '',
  };
  const accepts = (n: number) =>
    safeParse(formFieldInputSchema, {
      ...question,
      [field]: field === 'options' ? Array.from({ length: n }, (_, i) => `p${i}`) : 'x'.repeat(n),
    }).success;
  let n = 0;
  while (accepts(n + 1) && n < 100_000) n += 1;
  return n;
}

const admin = (kementerian: (typeof KEMENTERIAN)[number] | null) => ({
  role: 'admin' as const,
  kementerian,
  disabled: false,
});
const berkasMinistries = adminMenuEntry('berkas').ministries ?? [];
const mailInput = {
  ticketId: 'BEM-2026-00001',
  revisionCode: 'X',
  namaKegiatan: 'Seminar',
  trackingUrl: 'https://contoh.id',
  verifiers: initialVerifiers(),
  catatan: '',
  letterUrl: null,
};

/** What each marker in firestore.rules must equal, by its name. */
const FIRESTORE_EXPECTED: Record<string, RulesValue> = {
  'ministries of each admin area (ADMIN_MENU)': Object.fromEntries(
    ADMIN_MENU.filter((e) => e.ministries).map((e) => [e.key, [...(e.ministries ?? [])]]),
  ),
  'master-only admin areas (ADMIN_MENU)': ADMIN_MENU.filter((e) => e.masterOnly).map((e) => e.key),
  'other roles of each admin area (ADMIN_MENU)': Object.fromEntries(
    ADMIN_MENU.filter((e) => e.alsoForRoles).map((e) => [e.key, [...(e.alsoForRoles ?? [])]]),
  ),
  KEMENTERIAN: [...KEMENTERIAN],
  ASSIGNABLE_ROLES: [...ASSIGNABLE_ROLES],
  PENDING_ROLES: [...PENDING_ROLES],
  'roles with an admin area (canUseAdminArea)': USER_ROLES.filter((role) =>
    ADMIN_MENU.some((entry) =>
      canUseAdminArea({ role, kementerian: null, disabled: false }, entry),
    ),
  ),
  'ministries of the berkas area (ADMIN_MENU)': [...berkasMinistries],
  'ministries that may finalise (mayFinalise)': KEMENTERIAN.filter((m) => mayFinalise(admin(m))),
  "verifier of each ministry's admin (verifierFor)": Object.fromEntries(
    berkasMinistries.map((m) => [verifierFor(admin(m)) ?? '-', m]),
  ),
  VERIFIER_KEYS: [...VERIFIER_KEYS],
  INITIAL_STATUS,
  STATUS_AFTER_RESUBMISSION,
  CLOSED_STATUSES: [...CLOSED_STATUSES],
  FIELD_TYPES: [...FIELD_TYPES],
  'LIMITS.wizardSteps': LIMITS.wizardSteps,
  // The same language in the rules' regular expressions: \d is written [0-9], no groups.
  TICKET_PATTERN: TICKET_PATTERN.source.replaceAll('(\\d{', '[0-9]{').replaceAll('})', '}'),
  RESUBMISSION_EVENT,
  RESUBMISSION_ACTOR,
  'subjects of submitter mail (submitter-mail.ts)': [
    submissionReceivedMail(mailInput),
    revisionNeededMail(mailInput),
    approvedMail(mailInput),
    finishedMail(mailInput),
  ].map((mail) => mail.subject.replace(` — ${mailInput.ticketId}`, '')),
  ...Object.fromEntries(
    Object.entries(TEXT_LIMITS).map(([key, value]) => [`TEXT_LIMITS.${key}`, value]),
  ),
  SUBMISSION_MAX_ANSWERS,
  'FILE_NAME_RULES.hidden': FILE_NAME_RULES.hidden,
  'FILE_NAME_RULES.forbidden': FILE_NAME_RULES.forbidden,
  'HISTORI_CHANGE_LIMITS.maxChanges': HISTORI_CHANGE_LIMITS.maxChanges,
  'NEWS_LIMITS.judulMax': NEWS_LIMITS.judulMax,
  'NEWS_LIMITS.ringkasanMax': NEWS_LIMITS.ringkasanMax,
  'NEWS_LIMITS.isiMax': NEWS_LIMITS.isiMax,
  'NEWS_LIMITS.gambarMax': NEWS_LIMITS.gambarMax,
  'NEWS_LIMITS.linkMax': NEWS_LIMITS.linkMax,
  NEWS_CATEGORIES: [...NEWS_CATEGORIES],
  NEWS_SLUG_MAX,
  'NEWS_LIMITS.searchKeysMax': NEWS_LIMITS.searchKeysMax,
  'formFieldInputSchema label max': longestAccepted('label'),
  'formFieldInputSchema placeholder max': longestAccepted('placeholder'),
  'formFieldInputSchema options max': longestAccepted('options'),
  'formFieldInputSchema defaultValue max': longestAccepted('defaultValue'),
  'ORGANISATION_LIMITS.nameMax': ORGANISATION_LIMITS.nameMax,
  'ORGANISATION_LIMITS.shortNameMax': ORGANISATION_LIMITS.shortNameMax,
  'ORGANISATION_LIMITS.descriptionMax': ORGANISATION_LIMITS.descriptionMax,
  'DOCUMENT_LIMITS.titleMax': DOCUMENT_LIMITS.titleMax,
  'DOCUMENT_LIMITS.descriptionMax': DOCUMENT_LIMITS.descriptionMax,
  'DOCUMENT_LIMITS.categoryNameMax': DOCUMENT_LIMITS.categoryNameMax,
  'DOCUMENT_LIMITS.categoryIdMax': DOCUMENT_LIMITS.categoryIdMax,
  'DOCUMENT_LIMITS.pdfMaxBytes': DOCUMENT_LIMITS.pdfMaxBytes,
  PRODI: [...PRODI],
  NIM_PREFIX: { ...NIM_PREFIX },
  // The same language in the rules' regular expressions: \d is written [0-9].
  NIM_PATTERN: NIM_PATTERN.source.replace('\\d', '[0-9]'),
  VOTER_NAME_MAX,
  VOTER_PHOTO_MAX_CHARS,
  CONTACT_TYPES: [...CONTACT_TYPES],
  'IMAGE_LIMITS.longestSidePx': IMAGE_LIMITS.longestSidePx,
  'IMAGE_LIMITS.altMaxChars': IMAGE_LIMITS.altMaxChars,
  ...Object.fromEntries(
    Object.entries(SERVICE_LIMITS).map(([key, value]) => [`SERVICE_LIMITS.${key}`, value]),
  ),
  SERVICE_ICONS: [...SERVICE_ICONS],
  ANGGARAN_STATUSES: [...ANGGARAN_STATUSES],
  'statuses needing no approved amount (anggaranProblem)': ANGGARAN_STATUSES.filter(
    (status) => anggaranProblem({ status, totalDisetujui: 0 }) === null,
  ),
  'ANGGARAN_LIMITS.nameMax': ANGGARAN_LIMITS.nameMax,
  'ANGGARAN_LIMITS.idMax': ANGGARAN_LIMITS.idMax,
  'ANGGARAN_LIMITS.expenseRowsMax': ANGGARAN_LIMITS.expenseRowsMax,
  'ANGGARAN_LIMITS.amountMax': ANGGARAN_LIMITS.amountMax,
  'ANGGARAN_LIMITS.yearMin': ANGGARAN_LIMITS.yearMin,
  'ANGGARAN_LIMITS.yearMax': ANGGARAN_LIMITS.yearMax,
  ANGGARAN_SEARCH_KEYS_MAX,
  'SBM_LIMITS.itemsMax': SBM_LIMITS.itemsMax,
  'ASET_LIMITS.namaMax': ASET_LIMITS.namaMax,
  'ASET_LIMITS.kodeMax': ASET_LIMITS.kodeMax,
  'ASET_LIMITS.lokasiMax': ASET_LIMITS.lokasiMax,
  'ASET_LIMITS.keteranganMax': ASET_LIMITS.keteranganMax,
  'ASET_LIMITS.jumlahMax': ASET_LIMITS.jumlahMax,
  'ASET_LIMITS.gambarMax': ASET_LIMITS.gambarMax,
  'ASET_LIMITS.maxRecords': ASET_LIMITS.maxRecords,
  'ASET_LIMITS.searchKeysMax': ASET_LIMITS.searchKeysMax,
  ASET_TIPE_PEROLEHAN: [...ASET_TIPE_PEROLEHAN],
  ASET_KONDISI: [...ASET_KONDISI],
  ASET_PEMINJAMAN: [...ASET_PEMINJAMAN],
  PROKER_STATUSES: [...PROKER_STATUSES],
  ...Object.fromEntries(
    (
      [
        'nameMax',
        'descriptionMax',
        'linkMax',
        'reasonMax',
        'announcementMax',
        'candidatesPerElection',
        'candidateNameMax',
        'visiMax',
        'misiMax',
        'committeePerElection',
      ] as const
    ).map((key) => [`ELECTION_LIMITS.${key}`, ELECTION_LIMITS[key]]),
  ),
  BEM_KM_ORGANISATION: { ...BEM_KM_ORGANISATION },
  // The loans' copies (support/sc-rules-values.ts): patterns are judged against the schemas.
  ...scFirestoreExpected(sharedMarkers(read('firestore.rules'))),
  RECEIPT_PATTERN: RECEIPT_PATTERN.source,
  ...Object.fromEntries(
    (['trusteesMax', 'ballotBytesMax', 'trusteeMessageBytesMax', 'numberDigitsMax'] as const).map(
      (key) => [`BELENIOS_LIMITS.${key}`, BELENIOS_LIMITS[key]],
    ),
  ),
  ABSTAIN,
  'COUNT_SHARDS (firebase/ballot-docs.ts)': COUNT_SHARDS,
  ...Object.fromEntries(
    (
      [
        'nameMax',
        'idMax',
        'summaryMax',
        'textMax',
        'participantsMax',
        'yearMin',
        'yearMax',
        'maxRecords',
        'searchKeysMax',
      ] as const
    ).map((key) => [`PROKER_LIMITS.${key}`, PROKER_LIMITS[key]]),
  ),
  ...Object.fromEntries(
    (
      [
        'nameMax',
        'personMax',
        'notesMax',
        'decisionsMax',
        'attendeesMax',
        'tasksMax',
        'fileNameMax',
        'attachmentsMax',
        'searchKeysMax',
      ] as const
    ).map((key) => [`RISALAH_LIMITS.${key}`, RISALAH_LIMITS[key]]),
  ),
  ...Object.fromEntries(
    (['nameMax', 'placeMax', 'organiserIdMax', 'notesMax', 'audienceMax'] as const).map((key) => [
      `ACTIVITY_LIMITS.${key}`,
      ACTIVITY_LIMITS[key],
    ]),
  ),
};

const STORAGE_EXPECTED: Record<string, RulesValue> = {
  'REPLY_LETTER_RULES.maxBytes': REPLY_LETTER_RULES.maxBytes,
  REPLY_LETTER_MIME_TYPES: [...new Set(Object.values(REPLY_LETTER_MIME_TYPES))],
  'IMAGE_LIMITS.maxBytes': IMAGE_LIMITS.maxBytes,
  IMAGE_MIME_TYPES: Object.values(IMAGE_MIME_TYPES),
  // An admin without a ministry: the rules decide by role, right while the area names none.
  'roles of the dokumen area (canUseAdminArea)': USER_ROLES.filter((role) =>
    canUseAdminArea({ role, kementerian: null, disabled: false }, adminMenuEntry('dokumen')),
  ),
  'DOCUMENT_LIMITS.pdfMaxBytes': DOCUMENT_LIMITS.pdfMaxBytes,
  DOCUMENT_PDF_CONTENT_TYPE,
  'DISPOSITION_RULES.shape': DISPOSITION_RULES.shape,
  'DISPOSITION_RULES.hidden': DISPOSITION_RULES.hidden,
  ...SC_STORAGE_EXPECTED,
};

/** Numbers the rules may write outside marked functions: counts and bounds, not limits. */
const PLAIN_NUMBERS = new Set([0, 1, 2]);

describe.each([
  ['firestore.rules', FIRESTORE_EXPECTED],
  ['storage.rules', STORAGE_EXPECTED],
])('%s: values of src/shared', (file, expected) => {
  const rules = read(file);
  const markers = sharedMarkers(rules);
  const body = rulesBody(rules);

  // The generated part's marked functions are checked by construction: npm run rules compares
  // each with src/shared as it writes it, and firestore-rules-generated.test.ts fails when the
  // part is stale. A new collection's limits need no line here.
  const generated = new Set(sharedMarkers(generatedPart(rules, file)).map((m) => m.name));
  const handWritten = (names: string[]) => names.filter((name) => !generated.has(name)).sort();

  it('has one marked function for every shared value, and no other marker', () => {
    expect(handWritten(markers.map((m) => m.name))).toEqual(handWritten(Object.keys(expected)));
  });

  it.each(Object.keys(expected))('writes %s as src/shared has it', (name) => {
    const marker = markers.find((m) => m.name === name);
    expect(marker?.value, `${file}: the function marked "// shared: ${name}"`).toEqual(
      expected[name],
    );
  });

  it('uses every marked function', () => {
    for (const { fn } of markers)
      expect(body.includes(`${fn}()`), `${file}: ${fn}() is never called`).toBe(true);
  });

  if (file === 'firestore.rules') {
    it('writes no limit outside the marked functions', () => {
      // Places in a list (`list[3]` and its guard `list.size() < 4 ||`) are positions, not
      // limits: the rules language has no loop, so a list of at most N items is checked place by
      // place up to N, and N itself is a marked function.
      const withoutPlaces = body
        .replace(/\[\d+\]/g, '[]')
        .replace(/\.size\(\) < \d+ \|\|/g, '.size() < ||');
      const stray = numberLiterals(withoutPlaces).filter((n) => !PLAIN_NUMBERS.has(n));
      expect(stray, 'a number in firestore.rules: make it a marked function').toEqual([]);
    });

    it('names only statuses, roles and ministries src/shared knows', () => {
      const submissionStatuses = literalsComparedWith(body, ['currentStatus']).concat(
        // isVerifierTransition's `status` is the submission's currentStatus after the change.
        [...body.matchAll(/(?<![.\w'])status == '([^']*)'/g)].map((m) => m[1] ?? ''),
      );
      expect(submissionStatuses.length).toBeGreaterThan(0);
      for (const status of submissionStatuses) expect(SUBMISSION_STATUSES).toContain(status);

      const verifierStatuses = [
        ...[...body.matchAll(/\.status\s*(?:==|!=)\s*'([^']*)'/g)].map((m) => m[1] ?? ''),
        ...[...body.matchAll(/\.status\s+in\s+\[([^\]]*)\]/g)].flatMap((m) =>
          stringLiterals(m[1] ?? ''),
        ),
        ...[...body.matchAll(/'status':\s*'([^']*)'/g)].map((m) => m[1] ?? ''),
      ];
      expect(verifierStatuses.length).toBeGreaterThan(0);
      // A `.status` is a verifier's, an election request's, a roll entry's (src/shared/evoting) or
      // a booking's (src/shared/sc).
      const knownStatuses: readonly string[] = [
        ...VERIFIER_STATUSES,
        ...REQUEST_STATUSES,
        ...ROLL_STATUSES,
        ...BOOKING_STATUSES,
      ];
      for (const status of verifierStatuses) expect(knownStatuses).toContain(status);

      const roles = literalsComparedWith(body, ['role']).concat(
        [...body.matchAll(/hasRole\(\[([^\]]*)\]\)/g)].flatMap((m) => stringLiterals(m[1] ?? '')),
      );
      expect(roles.length).toBeGreaterThan(0);
      for (const role of roles) expect(USER_ROLES).toContain(role);

      // A ministry written anywhere but kementerianList() is a copy that could drift.
      for (const literal of stringLiterals(body))
        expect(KEMENTERIAN as readonly string[], `'${literal}' in firestore.rules`).not.toContain(
          literal,
        );
    });

    it('matches tickets exactly as src/shared does', () => {
      const pattern = new RegExp(String(markers.find((m) => m.name === 'TICKET_PATTERN')?.value));
      for (const ticket of ['BEM-2026-00001', 'BEM-2026-0001', 'bem-2026-00001', 'BEM-26-00001'])
        expect(pattern.test(ticket), ticket).toBe(TICKET_PATTERN.test(ticket));
      // Every ticket pattern the rules write inline is the shared one.
      for (const literal of stringLiterals(body).filter((s) => s.includes('BEM-')))
        expect(literal).toContain('BEM-[0-9]{4}-[0-9]{5}');
    });
  }
});
