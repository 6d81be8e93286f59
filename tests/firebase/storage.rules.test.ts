/**
 * storage.rules against the Storage emulator (with the Firestore emulator, which the rules read
 * profiles from): reply letters of the final follow-up, content images and the PDFs of Kelola
 * Dokumen. Skipped, with the reason printed,
 * where those emulators do not run.
 */
import fs from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, setDoc, writeBatch } from 'firebase/firestore';
import { deleteObject, getBytes, getMetadata, ref, uploadBytes } from 'firebase/storage';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { contentDisposition } from '../../src/shared/berkas/stored-file';
import { DOCUMENT_LIMITS } from '../../src/shared/dokumen/documents';
import { IMAGE_LIMITS } from '../../src/shared/images/image-rules';
import { kindsInArea } from '../support/caller-kinds';
import { skipReason } from './emulators';
import {
  ADMIN_SHELL,
  ALL,
  NOBODY,
  PROFILES,
  SEKJEN_OR_MASTER,
  contextFor,
  describeCase,
  type CallerKind,
} from './rules-fixtures';

const SKIP = skipReason(['firestore', 'storage'], 'Uji aturan Storage');

type Storage = ReturnType<ReturnType<RulesTestEnvironment['unauthenticatedContext']>['storage']>;

const MAX_BYTES = 5_242_880;
const SEEDED = 'final-responses/1767225600000_surat-balasan.pdf';
const SEEDED_IMAGE = 'images/AAAAAAAAAAAAAAAAAAAAAA.webp';
const SEEDED_PDF = 'documents/BBBBBBBBBBBBBBBBBBBBBB.pdf';
/** A document's PDF as the adapter names it: 22 random base64url characters and `.pdf`. */
const freshPdf = () => `documents/${String((counter += 1)).padStart(22, 'd')}.pdf`;
/** Who writes Kelola Dokumen, by the menu rule itself (the embedded server's access.area). */
const DOKUMEN_WRITERS = kindsInArea('dokumen');
/** A name as the adapter makes them: 22 random base64url characters and the type's extension. */
const freshImage = (extension = 'jpg') =>
  `images/${String((counter += 1)).padStart(22, 'x')}.${extension}`;

let env: RulesTestEnvironment;
let counter = 0;
const freshName = (name = 'surat.pdf') => `final-responses/${Date.now()}${(counter += 1)}_${name}`;
const bytes = (size: number) => new Uint8Array(size);

const upload = (storage: Storage, path: string, size = 1024, contentType = 'application/pdf') =>
  uploadBytes(ref(storage, path), bytes(size), { contentType });

interface StorageOperation {
  name: string;
  allowed: readonly CallerKind[];
  run: (storage: Storage) => Promise<unknown>;
}

/** An upload and whether the rules let it through. */
interface UploadCase {
  name: string;
  path: () => string;
  size: number;
  contentType: string;
  allowed: boolean;
}

/** One test per case, each an upload by `caller`. */
function itUploads(caller: CallerKind, cases: readonly UploadCase[]): void {
  it.each(cases.map((c) => ({ ...c, outcome: describeCase(c.allowed) })))(
    '$name: $outcome',
    async ({ path, size, contentType, allowed }) => {
      const call = upload(contextFor(env, caller).storage(), path(), size, contentType);
      if (allowed) await assertSucceeds(call);
      else await assertFails(call);
    },
  );
}

/** An account of `profile`'s kind, disabled after it was made, may no longer upload to `path`. */
async function disabledCannotUpload(uid: string, profile: string, path: string): Promise<void> {
  const email = `${uid}@bem.demo`;
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore(), 'users', uid), {
      ...PROFILES[profile]!,
      email,
      disabled: true,
    });
  });
  await assertFails(upload(env.authenticatedContext(uid, { email }).storage(), path));
}

const OPERATIONS: StorageOperation[] = [
  {
    name: 'upload a PDF reply letter',
    allowed: SEKJEN_OR_MASTER,
    run: (s) => upload(s, freshName()),
  },
  {
    name: 'upload a Word reply letter',
    allowed: SEKJEN_OR_MASTER,
    run: (s) =>
      upload(
        s,
        freshName('surat.docx'),
        2048,
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ),
  },
  {
    // As the panel uploads it: the name the letter was chosen with, for the download.
    name: 'upload a reply letter with its download name',
    allowed: SEKJEN_OR_MASTER,
    run: (s) =>
      uploadBytes(ref(s, freshName('Surat_Balasan.pdf')), bytes(1024), {
        contentType: 'application/pdf',
        contentDisposition: contentDisposition('Surat Balasan (Final).pdf'),
      }),
  },
  { name: 'read a reply letter', allowed: ALL, run: (s) => getBytes(ref(s, SEEDED)) },
  { name: "read a reply letter's metadata", allowed: ALL, run: (s) => getMetadata(ref(s, SEEDED)) },
  { name: 'replace a reply letter', allowed: NOBODY, run: (s) => upload(s, SEEDED) },
  { name: 'delete a reply letter', allowed: NOBODY, run: (s) => deleteObject(ref(s, SEEDED)) },
  {
    name: 'upload a content image',
    // The admins and master, and committee accounts (their candidates' photos).
    allowed: [...ADMIN_SHELL, 'panitia'],
    run: (s) => upload(s, freshImage(), 1024, 'image/jpeg'),
  },
  { name: 'read a content image', allowed: ALL, run: (s) => getBytes(ref(s, SEEDED_IMAGE)) },
  {
    name: 'replace a content image',
    allowed: NOBODY,
    run: (s) => upload(s, SEEDED_IMAGE, 1024, 'image/webp'),
  },
  {
    name: 'delete a content image',
    allowed: NOBODY,
    run: (s) => deleteObject(ref(s, SEEDED_IMAGE)),
  },
  {
    name: 'upload a document PDF',
    allowed: DOKUMEN_WRITERS,
    run: (s) => upload(s, freshPdf()),
  },
  { name: 'read a document PDF', allowed: ALL, run: (s) => getBytes(ref(s, SEEDED_PDF)) },
  {
    name: "read a document PDF's metadata",
    allowed: ALL,
    run: (s) => getMetadata(ref(s, SEEDED_PDF)),
  },
  { name: 'replace a document PDF', allowed: NOBODY, run: (s) => upload(s, SEEDED_PDF) },
  {
    name: 'delete a document PDF',
    allowed: NOBODY,
    run: (s) => deleteObject(ref(s, SEEDED_PDF)),
  },
  {
    name: 'upload outside final-responses/',
    allowed: NOBODY,
    run: (s) => upload(s, `lain/${Date.now()}_surat.pdf`),
  },
];

describe.skipIf(SKIP !== null)('storage.rules', () => {
  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: 'demo-bem-portal',
      firestore: { rules: fs.readFileSync('firestore.rules', 'utf8') },
      storage: { rules: fs.readFileSync('storage.rules', 'utf8') },
    });
    await env.clearFirestore();
    await env.clearStorage();
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      const batch = writeBatch(db);
      for (const [uid, profile] of Object.entries(PROFILES))
        batch.set(doc(db, 'users', uid), profile);
      await batch.commit();
      await upload(context.storage(), SEEDED);
      await upload(context.storage(), SEEDED_IMAGE, 1024, 'image/webp');
      await upload(context.storage(), SEEDED_PDF);
    });
  });
  afterAll(async () => {
    await env?.cleanup();
  });

  describe('authorization matrix', () => {
    const rows = OPERATIONS.flatMap((operation) =>
      ALL.map((kind) => ({
        ...operation,
        kind,
        allowed: operation.allowed.includes(kind),
        outcome: describeCase(operation.allowed.includes(kind)),
      })),
    );
    it.each(rows)('$name as $kind: $outcome', async ({ run, kind, allowed }) => {
      const call = run(contextFor(env, kind).storage());
      if (allowed) await assertSucceeds(call);
      else await assertFails(call);
    });
  });

  describe('what a reply letter may be (as master)', () => {
    const cases: UploadCase[] = [
      {
        name: 'exactly 5 MB',
        path: () => freshName(),
        size: MAX_BYTES,
        contentType: 'application/pdf',
        allowed: true,
      },
      {
        name: 'over 5 MB',
        path: () => freshName(),
        size: MAX_BYTES + 1,
        contentType: 'application/pdf',
        allowed: false,
      },
      {
        name: 'a .doc',
        path: () => freshName('surat.doc'),
        size: 100,
        contentType: 'application/msword',
        allowed: true,
      },
      {
        name: 'a JPEG',
        path: () => freshName('surat.jpg'),
        size: 100,
        contentType: 'image/jpeg',
        allowed: true,
      },
      {
        name: 'a PNG',
        path: () => freshName('surat.png'),
        size: 100,
        contentType: 'image/png',
        allowed: true,
      },
      {
        name: 'a WebP',
        path: () => freshName('surat.webp'),
        size: 100,
        contentType: 'image/webp',
        allowed: true,
      },
      {
        name: 'an HTML page',
        path: () => freshName('surat.html'),
        size: 100,
        contentType: 'text/html',
        allowed: false,
      },
      {
        name: 'an SVG',
        path: () => freshName('surat.svg'),
        size: 100,
        contentType: 'image/svg+xml',
        allowed: false,
      },
      {
        name: 'a ZIP',
        path: () => freshName('surat.zip'),
        size: 100,
        contentType: 'application/zip',
        allowed: false,
      },
      {
        name: 'a name without its timestamp',
        path: () => `final-responses/surat-${(counter += 1)}.pdf`,
        size: 100,
        contentType: 'application/pdf',
        allowed: false,
      },
    ];
    itUploads('master', cases);

    it('a Sekretariat Jenderal admin disabled after the fact: ditolak', () =>
      disabledCannotUpload('sekjen-lama', 'sekjen', freshName()));

    it('a signed-in account without a profile: ditolak', async () => {
      const storage = env.authenticatedContext('tanpa-profil', { email: 'x@bem.demo' }).storage();
      await assertFails(upload(storage, freshName()));
    });
  });

  // Issue 33, item 4: the name Storage sends with a letter or a document's PDF is plain text
  // (contentDisposition of a plainFileName, src/shared/file-name.ts).
  describe('the download name a letter or a PDF is stored with (as master)', () => {
    const RAW = 'laporan\u202Efdp.pdf';
    const withDisposition = (path: string, contentDisposition: string) => (s: Storage) =>
      uploadBytes(ref(s, path), bytes(100), { contentType: 'application/pdf', contentDisposition });
    const cases: { name: string; run: (s: Storage) => Promise<unknown>; allowed: boolean }[] = [
      {
        name: 'a letter with the header contentDisposition makes of a hostile name',
        run: withDisposition(freshName(), contentDisposition(`"${RAW}"\r\n`)),
        allowed: true,
      },
      {
        name: 'a document PDF opened inline under its plain name',
        run: withDisposition(freshPdf(), contentDisposition('SOP Café.pdf', 'inline')),
        allowed: true,
      },
      {
        name: 'a letter whose encoded name carries a right-to-left override',
        run: withDisposition(
          freshName(),
          `attachment; filename="laporan_fdp.pdf"; filename*=UTF-8''${encodeURIComponent(RAW)}`,
        ),
        allowed: false,
      },
      {
        name: 'a document PDF whose encoded name carries a line break',
        run: withDisposition(
          freshPdf(),
          `inline; filename="a.pdf"; filename*=UTF-8''a%0D%0ASet-Cookie.pdf`,
        ),
        allowed: false,
      },
      {
        name: 'a letter whose header is not of the shape contentDisposition makes',
        run: withDisposition(freshName(), 'attachment; filename="a"b.pdf"'),
        allowed: false,
      },
      {
        name: 'a letter stored under a path name with characters replyLetterPath never keeps',
        run: (s) => upload(s, freshName('surat balasan\u202E.pdf')),
        allowed: false,
      },
    ];
    it.each(cases.map((c) => ({ ...c, outcome: describeCase(c.allowed) })))(
      '$name: $outcome',
      async ({ run, allowed }) => {
        const call = run(contextFor(env, 'master').storage());
        if (allowed) await assertSucceeds(call);
        else await assertFails(call);
      },
    );
  });

  describe('what a content image may be (as an admin)', () => {
    const cases: UploadCase[] = [
      {
        name: 'a WebP at the limit',
        path: () => freshImage('webp'),
        size: IMAGE_LIMITS.maxBytes,
        contentType: 'image/webp',
        allowed: true,
      },
      {
        name: 'a PNG',
        path: () => freshImage('png'),
        size: 100,
        contentType: 'image/png',
        allowed: true,
      },
      {
        name: 'over the limit',
        path: () => freshImage(),
        size: IMAGE_LIMITS.maxBytes + 1,
        contentType: 'image/jpeg',
        allowed: false,
      },
      {
        name: 'an SVG',
        path: () => freshImage('jpg'),
        size: 100,
        contentType: 'image/svg+xml',
        allowed: false,
      },
      {
        name: 'a PDF named .jpg',
        path: () => freshImage('jpg'),
        size: 100,
        contentType: 'application/pdf',
        allowed: false,
      },
      {
        name: 'a name that is not a random id',
        path: () => `images/foto-${(counter += 1)}.jpg`,
        size: 100,
        contentType: 'image/jpeg',
        allowed: false,
      },
      {
        name: 'a GIF',
        path: () => `images/${String((counter += 1)).padStart(22, 'g')}.gif`,
        size: 100,
        contentType: 'image/gif',
        allowed: false,
      },
    ];
    itUploads('admin-pora', cases);
  });

  describe('what a document PDF may be (as an admin)', () => {
    const cases: UploadCase[] = [
      {
        name: 'a PDF at the limit',
        path: freshPdf,
        size: DOCUMENT_LIMITS.pdfMaxBytes,
        contentType: 'application/pdf',
        allowed: true,
      },
      {
        name: 'over the limit',
        path: freshPdf,
        size: DOCUMENT_LIMITS.pdfMaxBytes + 1,
        contentType: 'application/pdf',
        allowed: false,
      },
      {
        name: 'an HTML page named .pdf',
        path: freshPdf,
        size: 100,
        contentType: 'text/html',
        allowed: false,
      },
      {
        name: 'a Word file',
        path: freshPdf,
        size: 100,
        contentType: 'application/msword',
        allowed: false,
      },
      {
        name: 'an image',
        path: freshPdf,
        size: 100,
        contentType: 'image/png',
        allowed: false,
      },
      {
        name: 'a name that is not a random id',
        path: () => `documents/sop-${(counter += 1)}.pdf`,
        size: 100,
        contentType: 'application/pdf',
        allowed: false,
      },
      {
        name: 'another extension',
        path: () => `documents/${String((counter += 1)).padStart(22, 'e')}.html`,
        size: 100,
        contentType: 'application/pdf',
        allowed: false,
      },
      {
        name: 'a folder inside documents/',
        path: () => `documents/x/${String((counter += 1)).padStart(22, 'f')}.pdf`,
        size: 100,
        contentType: 'application/pdf',
        allowed: false,
      },
    ];
    itUploads('admin-pora', cases);

    it('an admin disabled after the fact: ditolak', () =>
      disabledCannotUpload('pora-lama', 'pora', freshPdf()));
  });
});
