import { describe, expect, it } from 'vitest';
import { screen } from '../../test/render';
import { renderAdmin, testUser } from '../admin-shell/admin-test-utils';
import { berkasBackend } from './testing';

const BANGGAR = testUser({ id: 'u-banggar', role: 'banggar', kementerian: 'Banggar DPM' });

describe('the admin shell for banggar', () => {
  it('lets banggar in, sends /admin to /admin/berkas and shows only Kelola Berkas KM', async () => {
    const { backend } = berkasBackend({ user: BANGGAR });
    renderAdmin({ backend, route: '/admin', page: <p>Ringkasan</p> });
    expect(await screen.findByText('Halaman admin lain')).toBeInTheDocument();
    expect(screen.queryByText('Ringkasan')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Kelola Berkas KM/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Kelola Form Berkas/ })).not.toBeInTheDocument();
  });

  it('still sends other roles to /', async () => {
    const { backend } = berkasBackend({ user: testUser({ role: 'panitia_requestor' }) });
    renderAdmin({ backend, route: '/admin' });
    expect(await screen.findByText('Halaman beranda')).toBeInTheDocument();
  });
});
