import type { FastifyBaseLogger } from 'fastify';
import { createAuthService, type AuthService } from './accounts/auth-service';
import { createSessionStore, VOTER_SESSIONS, type SessionStore } from './accounts/session-store';
import { createUserAdminService, type UserAdminService } from './accounts/user-admin-service';
import { createUserRepository, type UserRepository } from './accounts/user-repository';
import { createFileStore, type FileStore } from './berkas/file-store';
import {
  createFormFieldRepository,
  type FormFieldRepository,
} from './berkas/form-field-repository';
import {
  createLetterLinks,
  MAIL_LETTER_LINK_LIFETIME_MS,
  type LetterLinks,
} from './berkas/letter-links';
import { createIntakeService, type IntakeService } from './berkas/intake-service';
import {
  createSubmissionRepository,
  type SubmissionRepository,
} from './berkas/submission-repository';
import { createWorkflowService, type WorkflowService } from './berkas/workflow-service';
import type { ServerConfig } from './config';
import { createDocumentRepository } from './db/documents';
import type { Db } from './db/database';
import { createHistoriService, type HistoriService } from './histori/histori-service';
import { createDocumentFileService, type DocumentFileService } from './dokumen/document-files';
import { createImageService, type ImageService } from './images/image-service';
import { LiveHub } from './live/live-hub';
import { createMailer, type Mailer } from './mail/mailer';
import { createSubmitterNotifier } from './mail/submitter-notifier';
import { createRevisionRepository, type RevisionRepository } from './berkas/revision-repository';
import { createRevisionService, type RevisionService } from './berkas/revision-service';
import { createVoterRepository, type VoterRepository } from './evoting/voter-repository';
import { createElectionRepository, type ElectionRepository } from './evoting/election-repository';
import { createEvotingServices, type EvotingServices } from './evoting/evoting-services';
import { createVoterAuthService, type VoterAuthService } from './evoting/voter-auth-service';
import { createSettingsService, type SettingsService } from './settings/settings-service';
import { formFieldsResource } from '../shared/berkas/form-fields-resource';
import type { AnyResource } from '../shared/resources/resource';
import { RESOURCES } from '../shared/resources/registry';
import { createResourceServices, type ResourceServices } from './resources/resource-services';
import { jakartaDate } from '../shared/jakarta-time';
import { createBookingRepository } from './sc/booking-repository';
import { createScServices, type ScServices } from './sc/sc-services';

export interface PortalServices {
  hub: LiveHub;
  settings: SettingsService;
  users: UserRepository;
  sessions: SessionStore;
  /** E-voting's voters: their own table and their own sessions (migration 13). */
  voters: VoterRepository;
  voterSessions: SessionStore;
  /** Elections as stored, with their state from the clock (shared/evoting/election-state.ts). */
  elections: ElectionRepository;
  /** Requests, decisions, the committee area, the voter's side (src/server/evoting). */
  evoting: EvotingServices;
  /** Voters' own accounts: registration, sign-in, reset, profile (routes/voters.ts). */
  voterAuth: VoterAuthService;
  histori: HistoriService;
  mailer: Mailer;
  /** The base of links in e-mails, resolved once the server listens. */
  publicUrl: () => string;
  auth: AuthService;
  userAdmin: UserAdminService;
  /** Every declared collection (src/shared/resources/registry.ts). */
  resources: ResourceServices;
  formFields: FormFieldRepository;
  submissions: SubmissionRepository;
  files: FileStore;
  letterLinks: LetterLinks;
  /** Content images (stored files of purpose 'image'). */
  images: ImageService;
  /** The PDFs of Kelola Dokumen (stored files of purpose 'document'). */
  documentFiles: DocumentFileService;
  intake: IntakeService;
  workflow: WorkflowService;
  revisions: RevisionRepository;
  revision: RevisionService;
  /** Sports-centre loans: settings, bookings, attendance photos (src/server/sc). */
  sc: ScServices;
}

export type ServicesConfig = Pick<ServerConfig, 'dataDir' | 'smtpUrl' | 'mailFrom'> & {
  /** Resolved once the server listens: the base of links in e-mails. */
  publicUrl: () => string;
  /** Collections declared besides RESOURCES (a test's throw-away collection). */
  extraResources?: readonly AnyResource[];
  /**
   * The clock elections' states and the loans' rules are decided by (a test moves it); Date.now
   * by default.
   */
  clock?: () => number;
};

/** Wires the domain services onto one database connection and one change hub. */
export function createServices(
  db: Db,
  config: ServicesConfig,
  log: () => FastifyBaseLogger,
): PortalServices {
  const hub = new LiveHub();
  const users = createUserRepository(db);
  const sessions = createSessionStore(db);
  const voters = createVoterRepository(db);
  const voterSessions = createSessionStore(db, Date.now, VOTER_SESSIONS);
  const histori = createHistoriService(db, log);
  const elections = createElectionRepository(db, config.clock);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    log,
  });
  const auth = createAuthService({
    db,
    users,
    sessions,
    histori,
    mailer,
    hub,
    publicUrl: config.publicUrl,
  });
  const bookings = createBookingRepository(db);
  const resources = createResourceServices([...RESOURCES, ...(config.extraResources ?? [])], {
    db,
    histori,
    hub,
    // Uses of records outside the declared collections (record-usage.ts), counted in SQL.
    usages: {
      'sc-active-bookings': (roomId) =>
        bookings.countRoomUses(roomId, jakartaDate(elections.now())),
    },
  });
  const formFields = createFormFieldRepository(db, resources.of(formFieldsResource).store);
  const letterLinks = createLetterLinks(db);
  const submissions = createSubmissionRepository(db, (url) => letterLinks.publicUrl(url));
  const files = createFileStore(db, config.dataDir);
  const revisions = createRevisionRepository(db);
  const notifier = createSubmitterNotifier({
    mailer,
    fields: () => formFields.list(),
    publicUrl: config.publicUrl,
    log,
    letterLink: (url) => letterLinks.publicUrl(url, MAIL_LETTER_LINK_LIFETIME_MS),
  });
  const images = createImageService({ db, files });
  const documents = createDocumentRepository(db);
  return {
    hub,
    settings: createSettingsService({ db, documents, histori, hub }),
    users,
    sessions,
    voters,
    voterSessions,
    elections,
    evoting: createEvotingServices({
      db,
      hub,
      elections,
      voters,
      users,
      resources,
      images,
      histori,
    }),
    voterAuth: createVoterAuthService({
      db,
      voters,
      sessions: voterSessions,
      mailer,
      hub,
      publicUrl: config.publicUrl,
      now: elections.now,
    }),
    histori,
    mailer,
    publicUrl: config.publicUrl,
    auth,
    userAdmin: createUserAdminService({ db, users, sessions, histori, hub, auth }),
    resources,
    formFields,
    submissions,
    files,
    letterLinks,
    images,
    documentFiles: createDocumentFileService({ db, files }),
    intake: createIntakeService({
      db,
      fields: formFields,
      submissions,
      files,
      hub,
      revisions,
      notifier,
    }),
    workflow: createWorkflowService({ db, submissions, files, histori, hub, notifier }),
    revisions,
    sc: createScServices({
      db,
      bookings,
      documents,
      resources,
      histori,
      hub,
      files,
      mailer,
      publicUrl: config.publicUrl,
      log,
      now: elections.now,
    }),
    revision: createRevisionService({
      db,
      fields: formFields,
      submissions,
      revisions,
      files,
      hub,
    }),
  };
}
