import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../backend/backend-error';
import type { Backend } from '../../backend/contract';
import { render, screen, userEvent } from '../../test/render';
import AjukanPage from './AjukanPage';
import { fakeBerkasBackend, fakeField } from './testing';

const FIELDS = [
  fakeField({ fieldName: 'namaKegiatan', label: 'Nama Kegiatan', required: true, position: 1 }),
  fakeField({
    fieldName: 'jenisBerkas',
    label: 'Jenis Berkas',
    type: 'select',
    options: ['Proposal Kegiatan', 'Lainnya'],
    defaultValue: 'Proposal Kegiatan',
    required: true,
    position: 2,
  }),
  fakeField({
    fieldName: 'berkas',
    label: 'Berkas',
    type: 'file',
    required: true,
    step: 2,
    position: 3,
  }),
];

const watchFormFields: Backend['berkas']['watchFormFields'] = (observer) => {
  observer.next(FIELDS);
  return () => undefined;
};

describe('AjukanPage', () => {
  it('walks the three steps, keeps everything on a failed send, then shows the ticket', async () => {
    const submit = vi
      .fn<Backend['berkas']['submit']>()
      .mockRejectedValueOnce(new BackendError('BACKEND', 'Gagal terhubung ke server Google.'))
      .mockResolvedValueOnce({
        ticketId: 'BEM-2026-00007',
        revisionCode: 'ABCD-EFGH-JKMN-PQRS-TUVW',
      });
    render(<AjukanPage />, {
      route: '/layanan/berkaskm/ajukan',
      backend: fakeBerkasBackend({ watchFormFields, submit }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Selanjutnya' }));
    expect(screen.getAllByText('Harap isi kolom: Nama Kegiatan').length).toBeGreaterThan(0);
    expect(screen.getByRole('combobox', { name: /Jenis Berkas/ })).toHaveValue('Proposal Kegiatan');

    await user.type(screen.getByRole('textbox', { name: /Nama Kegiatan/ }), 'Seminar Nuklir');
    await user.click(screen.getByRole('button', { name: 'Selanjutnya' }));
    await user.click(screen.getByRole('switch', { name: 'Gunakan Tautan' }));
    await user.type(screen.getByRole('textbox', { name: /Berkas/ }), 'https://drive.google.com/x');
    await user.click(screen.getByRole('button', { name: 'Selanjutnya' }));

    expect(screen.getByText('Seminar Nuklir')).toBeInTheDocument();
    expect(screen.getByText('https://drive.google.com/x')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kirim' }));
    expect(
      await screen.findByText(
        'Terjadi kesalahan: Gagal terhubung ke server Google. Silakan coba lagi.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Seminar Nuklir')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Kirim' }));
    expect(await screen.findByText('BEM-2026-00007')).toBeInTheDocument();
    expect(submit).toHaveBeenLastCalledWith(
      {
        namaKegiatan: 'Seminar Nuklir',
        jenisBerkas: 'Proposal Kegiatan',
        berkas: 'https://drive.google.com/x',
      },
      expect.any(Function),
    );
    expect(screen.getByRole('link', { name: 'Lacak Berkas' })).toHaveAttribute(
      'href',
      '/layanan/berkaskm/lacak?ticket=BEM-2026-00007',
    );
  });
});
