/**
 * The HTTP routes of Belenios elections on the embedded server (issue 34), as Fastify declares
 * them and as the pages call them (each part encoded).
 */
export const BELENIOS_ROUTES = {
  trustees: '/api/panitia/:eventId/wali',
  committeeCredentials: '/api/panitia/:eventId/kredensial',
  trustee: '/api/wali/:eventId',
  trusteeCertificate: '/api/wali/:eventId/sertifikat',
  trusteePolynomial: '/api/wali/:eventId/polinomial',
  trusteeVerification: '/api/wali/:eventId/verifikasi',
  trusteeDecryption: '/api/wali/:eventId/dekripsi',
  witnessSignIn: '/api/wali/masuk',
  witnessSignOut: '/api/wali/keluar',
  voterElection: '/api/pemilih/pemilihan/:eventId/belenios',
  voterCredential: '/api/pemilih/pemilihan/:eventId/kredensial',
  ballot: '/api/pemilih/pemilihan/:eventId/surat-suara',
  ballotBox: '/api/pemilihan/:eventId/kotak-suara',
  archive: '/api/pemilihan/:eventId/arsip',
} as const;

type Route = keyof typeof BELENIOS_ROUTES;

/** A route's address for one election. */
export const beleniosPath = (route: Route, eventId: string): string =>
  BELENIOS_ROUTES[route].replace(':eventId', encodeURIComponent(eventId));
