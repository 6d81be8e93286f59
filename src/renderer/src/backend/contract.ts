import type { UserProfile } from '../../../shared/accounts';
import type { z } from 'zod/mini';
import type {
  registerAdminRequestSchema,
  registerPanitiaRequestSchema,
  updateOwnProfileRequestSchema,
  updateUserRequestSchema,
} from '../../../shared/auth-api';
import type { FormField } from '../../../shared/berkas/form-fields';
import type { RevisionDraft, SubmissionVersion } from '../../../shared/berkas/resubmission';
import type { SubmissionStatus, VerifierKey } from '../../../shared/berkas/status';
import type { StoredFileInfo } from '../../../shared/berkas/stored-file';
import type { PublicTracking, Submission } from '../../../shared/berkas/submission';
import type { VerifierAction } from '../../../shared/berkas/workflow';
import type { StatusCounts, WorkQueue } from '../../../shared/berkas/work-queue';
import type { DocumentFile } from '../../../shared/dokumen/documents';
import type { UploadedImage } from '../../../shared/images/image-ref';
import type { GeneralSettings } from '../../../shared/settings';
import type { PreparedImage } from '../lib/prepared-image';
import type { Health } from '../../../shared/health';
import type { LiveObserver, Unsubscribe } from './live-observer';
import type { ResourceApi } from './resource-api';
import type { FieldChange } from '../../../shared/histori/record-changes';
import type { AnggaranApi } from './anggaran-api';
import type { PublicListApi } from './public-list-api';
import type { BallotApi } from './ballot-api';
import type { CommitteeApi, EvotingApi, VoterElectionsApi } from './evoting-api';
import type { VoterApi } from './voter-api';
import type { ScApi } from './sc-api';
import type { AgendaApi } from './agenda-api';
import type { TrusteeApi } from './trustee-api';
import type { BeleniosCommitteeApi } from './belenios-committee-api';
import type { BeleniosVoterApi } from './belenios-voter-api';

export type { LiveObserver, Unsubscribe } from './live-observer';

export type BackendKind = 'http' | 'firebase';

export interface HistoriFilter {
  oleh?: string;
  action?: string;
  /** YYYY-MM-DD, inclusive, Asia/Jakarta. */
  from?: string;
  to?: string;
}

export interface HistoriEntry {
  id: number;
  action: string;
  oleh: string;
  timestamp: string;
  /** What an edit changed, field by field; absent when the entry changed no record's fields. */
  changes?: FieldChange[];
}

export interface HistoriPage {
  entries: HistoriEntry[];
  total: number;
  pageSize: number;
}

export interface AdminSummary {
  counts: { totalUsers?: number; pendingUsers?: number; admins?: number };
}

/**
 * Everything the renderer asks of a backend. Screens reach it only through hooks; which
 * implementation answers is decided once, by the registry.
 */
export interface Backend {
  kind: BackendKind;
  /**
   * Where visitors reach the public site, for addresses printed or mailed to them: the embedded
   * server's origin (the desktop app's own origin is app://bem), or the hosting site's.
   */
  publicOrigin(): string;
  /**
   * The site's configured public address, for what is printed and scanned later (asset QR
   * labels): the embedded server's BEM_PUBLIC_URL, a Firebase build's VITE_PUBLIC_URL, else the
   * address the page was opened at. Never a hard-coded address (ORIGINAL.md §10).
   */
  publicSiteUrl(): Promise<string>;
  health(): Promise<Health>;
  settings: {
    getGeneral(): Promise<GeneralSettings>;
    watchGeneral(observer: LiveObserver<GeneralSettings>): Unsubscribe;
    /** Kelola Layanan: shows or hides the "Layanan Digital Terpadu" group of /layanan. */
    setFeaturedServices(shown: boolean): Promise<GeneralSettings>;
  };
  auth: {
    /** The signed-in user, or null. */
    currentUser(): Promise<UserProfile | null>;
    signIn(email: string, password: string): Promise<UserProfile>;
    signOut(): Promise<void>;
    /**
     * The user is active (SPEC.md §9): the backend's own idle limit starts again. The renderer
     * calls it at most once a minute while the user works without making requests.
     */
    keepAlive(): Promise<void>;
    registerAdmin(input: z.input<typeof registerAdminRequestSchema>): Promise<string>;
    registerPanitia(input: z.input<typeof registerPanitiaRequestSchema>): Promise<string>;
    /** Answers the same message whether or not the email exists. */
    requestPasswordReset(email: string): Promise<string>;
    resetPassword(token: string, password: string): Promise<string>;
    /** The signed-in user's profile, live (role changes show without a reload). */
    watchMyProfile(observer: LiveObserver<UserProfile>): Unsubscribe;
  };
  profile: {
    update(changes: z.input<typeof updateOwnProfileRequestSchema>): Promise<UserProfile>;
    changePassword(currentPassword: string, newPassword: string): Promise<string>;
  };
  /** Kelola Pengguna (master only; the backend refuses everyone else). */
  users: {
    watchAll(observer: LiveObserver<UserProfile[]>): Unsubscribe;
    approve(id: string): Promise<UserProfile>;
    reject(id: string): Promise<void>;
    update(id: string, changes: z.input<typeof updateUserRequestSchema>): Promise<UserProfile>;
    remove(id: string): Promise<void>;
    sendResetLink(id: string): Promise<void>;
  };
  histori: {
    page(filter: HistoriFilter, page: number): Promise<HistoriPage>;
    exportCsv(filter: HistoriFilter): Promise<Blob>;
  };
  admin: {
    summary(): Promise<AdminSummary>;
  };
  /** SI-BERKAS and SI-LAKAS, public side. */
  berkas: {
    /** The wizard's fields ordered by position, live. */
    watchFormFields(observer: LiveObserver<FormField[]>): Unsubscribe;
    /**
     * Sends every answer (files as data URLs with the name appended, or links). Resolves with the
     * ticket; rejects with a BackendError whose message is the backend's (SPEC.md §8).
     */
    submit(
      answers: Record<string, string>,
      onUploadProgress?: (fraction: number) => void,
    ): Promise<{ ticketId: string; revisionCode: string }>;
    /** The public view of a submission; rejects with NOT_FOUND for an unknown ticket. */
    track(ticketId: string): Promise<PublicTracking>;
    /**
     * Ticket and private revision code → the current answers, files by name only. Any mismatch
     * rejects with FORBIDDEN and one message (RESUBMISSION_MESSAGES.wrongCode).
     */
    openRevision(ticketId: string, revisionCode: string): Promise<RevisionDraft>;
    /**
     * Sends a correction (status Revisi Diperlukan only): answers as `submit` takes them, a file
     * field left empty keeps its stored file. Resolves with the new public view.
     */
    resubmit(
      ticketId: string,
      revisionCode: string,
      answers: Record<string, string>,
      onUploadProgress?: (fraction: number) => void,
    ): Promise<PublicTracking>;
  };
  /** The SI-BERKAS panel (the backend decides who may). */
  berkasAdmin: {
    list(filter: {
      status?: SubmissionStatus;
      search?: string;
      limit: number;
    }): Promise<{ items: Submission[]; total: number }>;
    /** How many submissions each status filter holds (and Semua: `total`), within a search. */
    counts(filter: { search?: string }): Promise<StatusCounts>;
    /** What waits for the signed-in user: their verifier's open items, ACC and follow-up. */
    workQueue(): Promise<WorkQueue>;
    /** Calls `next` whenever any submission changes (a tick: re-read what is shown). */
    watchChanges(observer: LiveObserver<{ version: number }>): Unsubscribe;
    detail(id: string): Promise<{
      submission: Submission;
      events: { action: string; oleh: string; timestamp: string }[];
      /** Earlier answers replaced by corrections, oldest first. */
      versions: SubmissionVersion[];
      /** The submission's stored files by link, with the names they were sent with. */
      files: Record<string, StoredFileInfo>;
    }>;
    verify(
      id: string,
      action: VerifierAction,
      catatan: string,
      verifier?: VerifierKey,
    ): Promise<Submission>;
    approve(id: string): Promise<Submission>;
    /** `letter`: an uploaded file as a data URL with the name appended; or `letterUrl`. */
    finish(
      id: string,
      input: { catatan: string; letter?: string; letterUrl?: string },
    ): Promise<Submission>;
    /**
     * A stored file (answers are admin-only) as a Blob, for download, with the name its answer
     * carries (Content-Disposition) when the backend gives one.
     */
    downloadFile(url: string): Promise<{ blob: Blob; name: string | null }>;
  };
  /** Every declared collection (src/shared/resources): Kelola Form Berkas and the content areas. */
  resources: ResourceApi;
  /** Transparansi Anggaran, public side: pages, overview, open data (src/shared/keterbukaan). */
  anggaran: AnggaranApi;
  /**
   * Declared public lists (src/shared/public-lists): a page for a query, an item by its key, and
   * the open data.
   */
  lists: PublicListApi;
  /** E-voting (issue 18): /pemilihan, the requests, Manajemen E-Voting (evoting-api.ts). */
  evoting: EvotingApi;
  /** The committee area /panitia/{eventId}: that election's committee and the master. */
  committee: CommitteeApi;
  /** A Belenios election's trustees and credentials, for its committee (issue 34). */
  beleniosCommittee: BeleniosCommitteeApi;
  /** The signed-in voter's elections and their requests to join a roll. */
  voterElections: VoterElectionsApi;
  /** E-voting, part 2: the booth, the ballot, the results (issue 19). */
  ballot: BallotApi;
  /** A Belenios election's voter side (credential, encrypted ballot) and its public box. */
  beleniosVoter: BeleniosVoterApi;
  /** Belenios elections' trustees: key generation and decryption, each at its own position. */
  trustees: TrusteeApi;
  /** Sports-centre loans (issue 20): the public form and screens, and Kelola Peminjaman SC. */
  sc: ScApi;
  /** The activity calendar's public side beyond its collection: the home page's list, the .ics. */
  agenda: AgendaApi;
  /**
   * Voters' own accounts (e-voting): a population apart from admin accounts, with a session of
   * its own (the embedded server's voter cookie; a second Firebase Auth instance on Firebase).
   */
  voters: VoterApi;
  /** Images of content records: stored as files, a record keeps the reference (with its alt). */
  images: {
    /**
     * Stores a prepared image and its thumbnail (lib/prepare-image.ts); the backend checks both
     * again. Resolves with the reference to describe and save; rejects with a BackendError whose
     * `fields` name the part (`image`, `thumbnail`) that was refused.
     */
    upload(image: PreparedImage, onProgress?: (fraction: number) => void): Promise<UploadedImage>;
    /** Where to show a stored image (the desktop app reaches the server by its origin). */
    src(url: string): string;
  };
  /** The PDFs of Kelola Dokumen: stored as files, a document keeps the reference. */
  documents: {
    /**
     * Stores a PDF; the backend checks it by content and size (on Firebase the adapter checks the
     * content before the upload, storage.rules the type and size). Rejects with a BackendError
     * whose `fields.berkas` says why (not a PDF, too large). Resolves with the same reference on
     * both backends (`/api/documents/{id}.pdf`).
     */
    uploadPdf(file: File, onProgress?: (fraction: number) => void): Promise<DocumentFile>;
    /** Where to open a stored PDF (the desktop app reaches the server by its origin). */
    src(url: string): string;
  };
}
