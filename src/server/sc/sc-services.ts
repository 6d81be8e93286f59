import type { FastifyBaseLogger } from 'fastify';
import type { FileStore } from '../berkas/file-store';
import type { Db } from '../db/database';
import type { DocumentRepository } from '../db/documents';
import type { HistoriService } from '../histori/histori-service';
import type { LiveHub } from '../live/live-hub';
import type { Mailer } from '../mail/mailer';
import type { ResourceServices } from '../resources/resource-services';
import { createAttendanceService } from './attendance-service';
import { createBookingAdminService } from './booking-admin-service';
import { createBookingMailer } from './booking-mail';
import type { BookingRepository } from './booking-repository';
import { createBookingService } from './booking-service';
import { createPhotoStore } from './photo-store';
import { createScSettingsService } from './sc-settings-service';

/** The sports-centre loans on the embedded server (issue 20), wired onto the portal's pieces. */
export function createScServices(deps: {
  db: Db;
  bookings: BookingRepository;
  documents: DocumentRepository;
  resources: ResourceServices;
  histori: HistoriService;
  hub: LiveHub;
  files: FileStore;
  mailer: Mailer;
  publicUrl: () => string;
  log: () => FastifyBaseLogger;
  now: () => number;
}) {
  const settings = createScSettingsService(deps);
  const photos = createPhotoStore(deps);
  const common = { ...deps, scSettings: settings };
  const bookingService = createBookingService({
    ...common,
    mail: createBookingMailer(deps),
  });
  return {
    settings,
    photos,
    bookings: deps.bookings,
    public: bookingService,
    attendance: createAttendanceService({ ...common, photos, bookingService }),
    admin: createBookingAdminService({ ...common, photos }),
    now: deps.now,
  };
}

export type ScServices = ReturnType<typeof createScServices>;
