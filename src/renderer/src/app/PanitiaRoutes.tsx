import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import PanitiaLayout from '../features/panitia/PanitiaLayout';
import { PANITIA_PAGE_KEYS, type PanitiaPageKey } from '../features/panitia/panitia-menu';
import type { PageLoader } from '../shell/navigation/route-entry';
import { LazyPage } from './LazyPage';
import { NOT_FOUND_PAGE } from './route-table';

/** One page per key of the committee menu: a key without a page does not compile. */
const PAGES: Record<PanitiaPageKey, PageLoader> = {
  ringkasan: () => import('../features/panitia/RingkasanPanitiaPage'),
  pengaturan: () => import('../features/panitia/PengaturanPage'),
  kandidat: () => import('../features/panitia/KandidatPage'),
  pemilih: () => import('../features/panitia/PemilihPage'),
  'verifikasi-pemilih': () => import('../features/panitia/VerifikasiPemilihPage'),
  akun: () => import('../features/panitia/AkunPanitiaPage'),
};

const PANITIA_ROUTES: RouteObject[] = [
  {
    element: <PanitiaLayout />,
    children: [
      // SPEC.md §2: the index redirects to ringkasan.
      { index: true, element: <Navigate to="ringkasan" replace /> },
      ...PANITIA_PAGE_KEYS.map((key) => ({ path: key, element: <LazyPage load={PAGES[key]} /> })),
      { path: '*', element: <LazyPage load={NOT_FOUND_PAGE} /> },
    ],
  },
];

/**
 * Everything under /panitia/{eventId}, rendered by the app's `/panitia/:eventId/*` route once this
 * chunk is loaded (app/panitia-area.ts): the committee layout with its pages, relative to the
 * election's address.
 */
export default function PanitiaRoutes() {
  return useRoutes(PANITIA_ROUTES);
}
