import { LIVE_TOPICS } from '../../shared/live';
import type { ManagedBooking } from '../../shared/sc/booking';
import type { ScQuestion } from '../../shared/sc/booking-answers';
import type { ScRoom } from '../../shared/sc/booking-rules';
import { bookingEditOf } from '../../shared/sc/booking-views';
import { scQuestionsResource } from '../../shared/sc/questions-resource';
import { scRoomsResource } from '../../shared/sc/rooms-resource';
import { SC_PATHS } from '../../shared/sc/sc-paths';
import type { ScSettings } from '../../shared/sc/sc-settings';
import type { Db } from '../db/database';
import { AppError } from '../http/app-error';
import type { LiveHub } from '../live/live-hub';
import type { ResourceServices } from '../resources/resource-services';
import type { BookingRepository, StoredBooking } from './booking-repository';
import type { ScSettingsService } from './sc-settings-service';

/** What every booking service is made of. */
export interface BookingDeps {
  db: Db;
  bookings: BookingRepository;
  resources: ResourceServices;
  scSettings: ScSettingsService;
  hub: LiveHub;
  /** The server's clock (startTempServer's `clock`): every rule is decided by it. */
  now: () => number;
}

/** What the rules decide with, read inside the deciding transaction. */
export interface RuleContext {
  now: number;
  settings: ScSettings;
  rooms: readonly ScRoom[];
  questions: readonly ScQuestion[];
}

export function ruleContext(deps: BookingDeps): RuleContext {
  return {
    now: deps.now(),
    settings: deps.scSettings.get(),
    rooms: deps.resources.of(scRoomsResource).list(),
    questions: deps.resources.of(scQuestionsResource).list(),
  };
}

/** The managers' view of a stored booking: its photos as links only the managers may open. */
export function managedView(b: StoredBooking): ManagedBooking {
  return {
    id: b.id,
    kode: b.kode,
    ...bookingEditOf(b),
    status: b.status,
    dibuatPada: b.dibuatPada,
    diubahPada: b.diubahPada,
    checkIn:
      b.checkInPada && b.checkInFoto
        ? { waktu: b.checkInPada, foto: SC_PATHS.photo(b.checkInFoto) }
        : null,
    checkOut:
      b.checkOutPada && b.checkOutFoto
        ? { waktu: b.checkOutPada, foto: SC_PATHS.photo(b.checkOutFoto) }
        : null,
  };
}

/** After a commit that changed bookings: the public calendar and the managers' list. */
export function publishBookings(hub: LiveHub): void {
  hub.publish(LIVE_TOPICS.scSchedule);
  hub.publish(LIVE_TOPICS.scBookings);
}

export const refusal = (status: 400 | 409, message: string, field?: string): AppError =>
  status === 400
    ? new AppError('VALIDATION', 400, message, field ? { [field]: message } : undefined)
    : new AppError('CONFLICT', 409, message, field ? { [field]: message } : undefined);
