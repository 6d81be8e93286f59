/**
 * Live reads over Server-Sent Events. A stream starts with a `snapshot`, sends a new `snapshot`
 * whenever the data changes and a `heartbeat` in between, so a client can tell a quiet stream from
 * a dead one. The same semantics as a Firestore snapshot listener.
 */
export const LIVE_EVENTS = {
  snapshot: 'snapshot',
  heartbeat: 'heartbeat',
  error: 'error',
  /** The server is ending this stream on purpose (its age limit): reconnect now, nothing is wrong. */
  reconnect: 'reconnect',
} as const;

export const LIVE_TOPICS = {
  generalSettings: 'settings/general',
  /** The signed-in user's own profile (users/{uid}). */
  myProfile: 'profile/me',
  /** The signed-in voter's own profile (voters/{uid}; the voter cookie decides whose). */
  myVoter: 'pemilih/saya',
  /** The user list of Kelola Pengguna (master only). */
  users: 'users',
  /** The SI-BERKAS form definition, ordered by position (public: the wizard reads it). */
  formFields: 'berkas/form-fields',
  /** A change counter of the SI-BERKAS submissions: the panel re-reads its page when it moves. */
  submissions: 'berkas/submissions',
  /** One page of Transparansi Anggaran for a query (parameterised: anggaranPageQuerySchema). */
  anggaranPage: 'anggaran/halaman',
  /** The anggaran page's summary, filter choices and latest SBM (anggaran-overview.ts). */
  anggaranOverview: 'anggaran/ringkasan',
  /** /pemilihan: every election but drafts, public fields only (parameterised: the query). */
  electionsPublic: 'pemilihan/daftar',
  /** The signed-in committee account's own election requests. */
  myElectionRequests: 'pemilihan/permintaan-saya',
  /** The elections whose committee the signed-in account sits on (the master: every one). */
  myCommitteeElections: 'pemilihan/panitia-saya',
  /** Manajemen E-Voting (master): every request, every election, the assignable committee accounts. */
  electionRequests: 'manajemen-voting/permintaan',
  elections: 'manajemen-voting/pemilihan',
  committeeAccounts: 'manajemen-voting/akun-panitia',
  /** The committee area of one election (parameterised: the event id): that committee and the master. */
  committeeElection: 'panitia/pemilihan',
  committeeAnnouncements: 'panitia/pengumuman',
  committeeCandidates: 'panitia/kandidat',
  committeeRoll: 'panitia/pemilih',
  /** The signed-in voter's elections: their place on each roll, announcements. */
  voterElections: 'pemilih/pemilihan',
  /** The booth of one election for the signed-in voter (parameterised: the event id). */
  booth: 'pemilih/bilik',
  /** One election's published results, or null before (parameterised: the event id). Public. */
  electionResults: 'pemilihan/hasil',
  /** The loans' settings (ScSettings, defaults applied): public, the form and notice read them. */
  scSettings: 'pinjam-sc/pengaturan',
  /** The public loans calendar: active bookings as PublicSlot[] (room, time, organisation only). */
  scSchedule: 'pinjam-sc/jadwal',
  /** Kelola Peminjaman SC: every booking with everything (ManagedBooking[]), the area's only. */
  scBookings: 'peminjaman-sc/daftar',
  /** The home page's next activities of the calendar (agenda-view.ts UpcomingActivity). Public. */
  agendaUpcoming: 'agenda/mendatang',
} as const;

export type LiveTopic = (typeof LIVE_TOPICS)[keyof typeof LIVE_TOPICS];

export function liveTopicPath(topic: LiveTopic): string {
  return `/api/live/${topic}`;
}
