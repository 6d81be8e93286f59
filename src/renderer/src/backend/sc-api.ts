import type {
  Availability,
  AvailabilityQuery,
  BookingEdit,
  BookingInput,
  BookingReceipt,
  BookingTime,
  HolderBooking,
  ManagedBooking,
  PublicSlot,
} from '../../../shared/sc/booking';
import type { ScSettings } from '../../../shared/sc/sc-settings';
import type { LiveObserver, Unsubscribe } from './live-observer';

/**
 * Sports-centre loans (issue 20). Rooms and the configurable questions are declared collections
 * (backend.resources with scRoomsResource / scQuestionsResource); this is the rest. Every rule is
 * the backend's (src/shared/sc/booking-rules.ts): the page shows what it answers.
 */
export interface ScApi {
  /** The loans' settings (public: the form, the notice, the WhatsApp button), live. */
  watchSettings(observer: LiveObserver<ScSettings>): Unsubscribe;
  /** Pengaturan: the sports ministry and master. */
  saveSettings(settings: ScSettings): Promise<ScSettings>;
  /** The public calendar: active bookings as room, time and organisation only, live. */
  watchSchedule(observer: LiveObserver<PublicSlot[]>): Unsubscribe;
  /** Free or taken (the live indicator); a holder's own booking does not count against itself. */
  availability(query: AvailabilityQuery): Promise<Availability>;
  /** One booking; an overlap, however concurrent, is refused (CONFLICT, SC_MESSAGES.overlap). */
  book(input: BookingInput): Promise<BookingReceipt>;
  /** The holder's view of the booking with this code (as typed: normalised by the backend). */
  find(kode: string): Promise<HolderBooking>;
  reschedule(kode: string, time: BookingTime): Promise<HolderBooking>;
  cancel(kode: string): Promise<HolderBooking>;
  /** `foto`: a JPEG/PNG data URL (resized in the browser; checked again by the backend). */
  checkIn(kode: string, foto: string): Promise<HolderBooking>;
  checkOut(kode: string, foto: string): Promise<HolderBooking>;
  /** Kelola Peminjaman SC: every booking with everything (the sports ministry and master), live. */
  watchBookings(observer: LiveObserver<ManagedBooking[]>): Unsubscribe;
  update(id: string, edit: BookingEdit): Promise<ManagedBooking>;
  cancelAsManager(id: string): Promise<ManagedBooking>;
  remove(id: string): Promise<void>;
  /**
   * A check-in or check-out photo (ManagedBooking's `foto`) for the managers' viewer, read with
   * their session: an <img> cannot carry the desktop app's bearer token, and the photos are the
   * managers' only (added by the server helper).
   */
  photo(foto: string): Promise<Blob>;
}

/** Every method of ScApi, for the backends' deferredApi: both load the loans' code on first use. */
export const SC_API_METHODS: { readonly [K in keyof ScApi]: true } = {
  watchSettings: true,
  saveSettings: true,
  watchSchedule: true,
  availability: true,
  book: true,
  find: true,
  reschedule: true,
  cancel: true,
  checkIn: true,
  checkOut: true,
  watchBookings: true,
  update: true,
  cancelAsManager: true,
  remove: true,
  photo: true,
};
