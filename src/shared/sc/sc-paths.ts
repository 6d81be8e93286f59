/**
 * The embedded server's routes of the sports-centre loans (issue 20), named once for the routes
 * and the renderer's HTTP adapter. A booking code is a secret that lets its holder change the
 * booking: it travels in request bodies only, never in an address (addresses reach logs).
 */
const id = encodeURIComponent;

export const SC_ROUTES = {
  /** POST AvailabilityQuery → Availability (public; a `kode` that is no booking's counts as a miss). */
  availability: '/api/pinjam-sc/ketersediaan',
  /** POST BookingInput → 201 BookingReceipt (public, rate-limited per address). */
  book: '/api/pinjam-sc/peminjaman',
  /** POST {kode} → HolderBooking (public; misses throttled like SI-LAKAS tracking). */
  find: '/api/pinjam-sc/tiket',
  /** POST {kode, tanggal, waktuMulai, waktuSelesai} → HolderBooking. */
  reschedule: '/api/pinjam-sc/tiket/jadwal-ulang',
  /** POST {kode} → HolderBooking. */
  cancel: '/api/pinjam-sc/tiket/batal',
  /** POST {kode, foto} → HolderBooking (foto: a JPEG/PNG data URL). */
  checkIn: '/api/pinjam-sc/tiket/check-in',
  checkOut: '/api/pinjam-sc/tiket/check-out',
  /** PUT ScSettings → ScSettings ('peminjaman-sc' area). */
  settings: '/api/peminjaman-sc/pengaturan',
  /** PATCH BookingEdit → ManagedBooking; DELETE → 204 ('peminjaman-sc' area). */
  booking: '/api/peminjaman-sc/peminjaman/:id',
  /** POST → ManagedBooking ('peminjaman-sc' area). */
  cancelAsManager: '/api/peminjaman-sc/peminjaman/:id/batalkan',
  /** GET → the check-in or check-out photo ('peminjaman-sc' area only). */
  photo: '/api/peminjaman-sc/foto/:id',
} as const;

export const SC_PATHS = {
  ...SC_ROUTES,
  booking: (bookingId: string) => `/api/peminjaman-sc/peminjaman/${id(bookingId)}`,
  cancelAsManager: (bookingId: string) => `/api/peminjaman-sc/peminjaman/${id(bookingId)}/batalkan`,
  photo: (fileId: string) => `/api/peminjaman-sc/foto/${id(fileId)}`,
} as const;

/** The address prefix of the stored photos' links (ManagedBooking.checkIn.foto). */
export const SC_PHOTO_PREFIX = '/api/peminjaman-sc/foto/';
