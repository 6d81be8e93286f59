import { SC_PATHS, SC_ROUTES } from '../../../src/shared/sc/sc-paths';
import { SC_SETTINGS_DEFAULTS } from '../../../src/shared/sc/sc-settings';
import { kindsInArea } from '../../support/caller-kinds';
import type { MatrixRow } from './matrix-row';

/**
 * The loans' rows of the authorization matrix (issue 20). The borrower's routes are public: what
 * protects them is the code in the body (misses throttled) and the per-address limits, and what
 * they answer is tested in sc-holder.test.ts and sc-privacy.test.ts. The managers' routes are the
 * 'peminjaman-sc' area's (the sports ministry and master); their calls aim at a booking and a
 * photo that do not exist, so an allowed caller is answered 404 and nothing changes either way.
 */
const MANAGERS = kindsInArea('peminjaman-sc');
const MISSING = 'tidak-ada';

export const SC_MATRIX_ROWS: readonly MatrixRow[] = [
  { route: `POST ${SC_ROUTES.availability}`, public: true },
  { route: `POST ${SC_ROUTES.book}`, public: true },
  { route: `POST ${SC_ROUTES.find}`, public: true },
  { route: `POST ${SC_ROUTES.reschedule}`, public: true },
  { route: `POST ${SC_ROUTES.cancel}`, public: true },
  { route: `POST ${SC_ROUTES.checkIn}`, public: true },
  { route: `POST ${SC_ROUTES.checkOut}`, public: true },
  {
    // An allowed call saves the defaults: a valid write (the settings' own test checks them).
    route: `PUT ${SC_ROUTES.settings}`,
    area: 'peminjaman-sc',
    calls: [{ path: () => SC_PATHS.settings, body: SC_SETTINGS_DEFAULTS, allowed: MANAGERS }],
  },
  {
    route: `PATCH ${SC_ROUTES.booking}`,
    area: 'peminjaman-sc',
    calls: [
      {
        path: () => SC_PATHS.booking(MISSING),
        body: {
          ruangId: MISSING,
          tanggal: '2030-01-01',
          waktuMulai: '08:00',
          waktuSelesai: '09:00',
          penanggungJawab: 'Matriks',
          organisasi: 'Matriks',
          kontak: '081200000000',
          email: '',
          jawaban: {},
        },
        allowed: MANAGERS,
      },
    ],
  },
  {
    route: `DELETE ${SC_ROUTES.booking}`,
    area: 'peminjaman-sc',
    calls: [{ path: () => SC_PATHS.booking(MISSING), allowed: MANAGERS }],
  },
  {
    route: `POST ${SC_ROUTES.cancelAsManager}`,
    area: 'peminjaman-sc',
    calls: [{ path: () => SC_PATHS.cancelAsManager(MISSING), allowed: MANAGERS }],
  },
  {
    route: `GET ${SC_ROUTES.photo}`,
    area: 'peminjaman-sc',
    calls: [{ path: () => SC_PATHS.photo('AAAAAAAAAAAAAAAAAAAAAA'), allowed: MANAGERS }],
  },
];
