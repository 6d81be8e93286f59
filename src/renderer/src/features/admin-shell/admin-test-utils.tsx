import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import type { UserProfile } from '../../../../shared/accounts';
import type { Backend } from '../../backend/contract';
import { fakeUserProfile } from '../../test/fake-user';
import { render } from '../../test/render';
import AdminLayout from './AdminLayout';

/** A profile as the server would send it; an admin of Kementerian Keuangan unless told otherwise. */
export const testUser = fakeUserProfile;

/** A fake backend whose session is `user` (or nobody), plus whatever a test needs. */
export function fakeBackend(
  user: UserProfile | null,
  extra: Partial<Backend> = {},
): Partial<Backend> {
  return {
    auth: {
      currentUser: () => Promise.resolve(user),
      watchMyProfile: (observer) => {
        if (user) observer.next(user);
        return () => {};
      },
      signOut: vi.fn(() => Promise.resolve()),
      keepAlive: vi.fn(() => Promise.resolve()),
    } as Partial<Backend['auth']> as Backend['auth'],
    ...extra,
  };
}

/** /admin with the real layout, a stand-in for /login and /, and `page` at `path` under /admin. */
export function renderAdmin(options: {
  backend: Partial<Backend>;
  route?: string;
  page?: ReactElement;
  path?: string;
  /** Where stored files are served from (BackendProvider's fileBase). */
  fileBase?: string;
}) {
  const { backend, route = '/admin', page = <p>Isi halaman admin</p>, path, fileBase } = options;
  return render(
    <Routes>
      <Route path="/admin" element={<AdminLayout />}>
        {path ? <Route path={path} element={page} /> : <Route index element={page} />}
        <Route path="*" element={<p>Halaman admin lain</p>} />
      </Route>
      <Route path="/login" element={<p>Halaman login</p>} />
      <Route path="/" element={<p>Halaman beranda</p>} />
    </Routes>,
    { route, backend, fileBase },
  );
}
