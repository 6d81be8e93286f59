/**
 * The embedded server's e-voting routes (issue 18), named once for the routes and the renderer's
 * HTTP adapter. Every committee route lives under `/api/panitia/:eventId`, so its guard
 * (src/server/evoting/committee-access.ts) reads the election from the address.
 */
const id = encodeURIComponent;

export const EVOTING_ROUTES = {
  /** POST: an approved committee account (or the master) asks for an election. */
  requests: '/api/pemilihan/permintaan',
  approve: '/api/manajemen-voting/permintaan/:id/setujui',
  reject: '/api/manajemen-voting/permintaan/:id/tolak',
  cancel: '/api/manajemen-voting/pemilihan/:id/batalkan',
  publishedSwitch: '/api/settings/general/e-voting',
  committee: '/api/panitia/:eventId',
  join: '/api/pemilih/pemilihan/:eventId/gabung',
  /** POST {pilihan}: the signed-in voter casts their ballot (issue 19). */
  cast: '/api/pemilih/pemilihan/:eventId/suara',
  /** POST: the committee (or the master) publishes the results of a closed election. */
  publishResults: '/api/panitia/:eventId/hasil/publikasikan',
} as const;

export const EVOTING_PATHS = {
  requests: EVOTING_ROUTES.requests,
  approve: (requestId: string) => `/api/manajemen-voting/permintaan/${id(requestId)}/setujui`,
  reject: (requestId: string) => `/api/manajemen-voting/permintaan/${id(requestId)}/tolak`,
  cancel: (eventId: string) => `/api/manajemen-voting/pemilihan/${id(eventId)}/batalkan`,
  publishedSwitch: EVOTING_ROUTES.publishedSwitch,
  /** `/api/panitia/{eventId}/{…rest}` with each part encoded. */
  committee: (eventId: string, ...rest: string[]) =>
    ['/api/panitia', eventId, ...rest].map((part, index) => (index ? id(part) : part)).join('/'),
  join: (eventId: string) => `/api/pemilih/pemilihan/${id(eventId)}/gabung`,
  cast: (eventId: string) => `/api/pemilih/pemilihan/${id(eventId)}/suara`,
  publishResults: (eventId: string) => `/api/panitia/${id(eventId)}/hasil/publikasikan`,
} as const;
