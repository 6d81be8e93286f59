import { describe, expect, it, vi } from 'vitest';
import type { FormField } from '../../../../shared/berkas/form-fields';
import { RESUBMISSION_MESSAGES } from '../../../../shared/berkas/resubmission';
import { BackendError } from '../../backend/backend-error';
import type { Backend, LiveObserver } from '../../backend/contract';
import { render, screen, userEvent } from '../../test/render';
import LacakPage from './LacakPage';
import { SuccessView } from './SuccessView';
import { fakeBerkasBackend, fakeField, fakeTracking } from './testing';

const FIELDS = [
  fakeField({ fieldName: 'namaKegiatan', label: 'Nama Kegiatan', required: true }),
  fakeField({ fieldName: 'proposal', label: 'Proposal', type: 'file', required: true, step: 2 }),
];
const watchFormFields = (observer: LiveObserver<FormField[]>) => {
  observer.next(FIELDS);
  return () => undefined;
};
const inRevision = fakeTracking({
  currentStatus: 'Revisi Diperlukan',
  verifiers: {
    sekjend: { status: 'menunggu', updatedAt: null, catatan: null },
    kemendagri: { status: 'menunggu', updatedAt: null, catatan: null },
    kemenkeu: { status: 'revisi', updatedAt: '2026-11-21T03:00:00.000Z', catatan: 'Lengkapi RAB.' },
    banggar: { status: 'menunggu', updatedAt: null, catatan: null },
  },
});

describe('Kirim Perbaikan on tracking', () => {
  // Many steps of typing: more than the default time on a loaded machine.
  it(
    'needs the revision code, then sends the corrected answers and keeps the file',
    { timeout: 30_000 },
    async () => {
      const openRevision = vi
        .fn<Backend['berkas']['openRevision']>()
        .mockRejectedValueOnce(new BackendError('FORBIDDEN', RESUBMISSION_MESSAGES.wrongCode, 403))
        .mockResolvedValueOnce({
          ticketId: inRevision.ticketId,
          namaKegiatan: 'Seminar',
          answers: { namaKegiatan: 'Seminar' },
          files: { proposal: 'proposal.pdf' },
        });
      const resubmit = vi
        .fn<Backend['berkas']['resubmit']>()
        .mockResolvedValue({ ...inRevision, currentStatus: 'Dalam Proses Verifikasi' });
      render(<LacakPage />, {
        route: `/layanan/berkaskm/lacak?ticket=${inRevision.ticketId}`,
        backend: fakeBerkasBackend({
          watchFormFields,
          track: async () => inRevision,
          openRevision,
          resubmit,
        }),
      });
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Kirim Perbaikan' }));
      await user.click(screen.getByRole('button', { name: 'Buka Jawaban' }));
      expect(await screen.findByText(RESUBMISSION_MESSAGES.codeRequired)).toBeInTheDocument();
      expect(openRevision).not.toHaveBeenCalled();

      await user.type(screen.getByRole('textbox', { name: 'Kode Revisi' }), 'salah');
      await user.click(screen.getByRole('button', { name: 'Buka Jawaban' }));
      expect(await screen.findByText(RESUBMISSION_MESSAGES.wrongCode)).toBeInTheDocument();

      const code = screen.getByRole('textbox', { name: 'Kode Revisi' });
      await user.clear(code);
      await user.type(code, 'abcd efgh jkmn pqrs tuvw');
      await user.click(screen.getByRole('button', { name: 'Buka Jawaban' }));
      expect(openRevision).toHaveBeenLastCalledWith(
        inRevision.ticketId,
        'ABCD-EFGH-JKMN-PQRS-TUVW',
      );
      expect(await screen.findByText(/Berkas saat ini: proposal\.pdf/)).toBeInTheDocument();
      const name = screen.getByRole('textbox', { name: 'Nama Kegiatan' });
      await user.clear(name);
      await user.type(name, 'Seminar Nuklir');
      await user.click(screen.getByRole('button', { name: 'Kirim Perbaikan' }));

      expect(resubmit).toHaveBeenCalledWith(
        inRevision.ticketId,
        'ABCD-EFGH-JKMN-PQRS-TUVW',
        { namaKegiatan: 'Seminar Nuklir', proposal: '' },
        expect.any(Function),
      );
      expect(await screen.findByText(RESUBMISSION_MESSAGES.sent)).toBeInTheDocument();
      expect(screen.getByTestId('status-berkas')).toHaveTextContent('Dalam Proses Verifikasi');
      expect(screen.queryByRole('button', { name: 'Kirim Perbaikan' })).not.toBeInTheDocument();
    },
  );

  it('is not offered unless a revision is asked', async () => {
    render(<LacakPage />, {
      route: '/layanan/berkaskm/lacak?ticket=BEM-2026-00001',
      backend: fakeBerkasBackend({ watchFormFields, track: async () => fakeTracking() }),
    });
    expect(await screen.findByTestId('status-berkas')).toHaveTextContent('Diajukan');
    expect(screen.queryByRole('button', { name: 'Kirim Perbaikan' })).not.toBeInTheDocument();
  });
});

describe('SuccessView', () => {
  it('shows the private revision code with a copy button, apart from the ticket', () => {
    render(
      <SuccessView
        ticketId="BEM-2026-00007"
        revisionCode="ABCD-EFGH-JKMN-PQRS-TUVW"
        onAgain={() => undefined}
      />,
    );
    expect(screen.getByTestId('ticket-id')).toHaveTextContent('BEM-2026-00007');
    expect(screen.getByTestId('revision-code')).toHaveTextContent('ABCD-EFGH-JKMN-PQRS-TUVW');
    expect(screen.getByRole('button', { name: 'Salin kode revisi' })).toBeInTheDocument();
    expect(screen.getByText(/Kode ini bersifat pribadi/)).toHaveTextContent(
      'nomor tiket hanya untuk melacak status berkas',
    );
  });
});
