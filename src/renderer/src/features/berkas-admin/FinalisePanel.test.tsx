import { describe, expect, it } from 'vitest';
import { BERKAS_MESSAGES, VERIFIER_KEYS } from '../../../../shared/berkas/status';
import type { Submission } from '../../../../shared/berkas/submission';
import { render, screen, userEvent, waitFor, within } from '../../test/render';
import { testUser } from '../admin-shell/admin-test-utils';
import { ApproveButton, FinalResponseForm } from './FinalisePanel';
import { berkasBackend, submission } from './testing';

const MASTER = testUser({ id: 'm', role: 'master', kementerian: null });

const verified = (): Submission =>
  submission({
    currentStatus: 'Dalam Proses Verifikasi',
    verifiers: Object.fromEntries(
      VERIFIER_KEYS.map((key) => [
        key,
        { status: 'diverifikasi', updatedAt: '2026-11-21T03:00:00.000Z', catatan: '' },
      ]),
    ) as Submission['verifiers'],
  });

describe('ACC asks first (it cannot be undone)', () => {
  it('says what will happen; Batal changes nothing, Ya, Setujui approves', async () => {
    const { backend, berkasAdmin } = berkasBackend({ user: MASTER });
    const user = userEvent.setup();
    render(<ApproveButton submission={verified()} onDone={() => {}} />, { backend });

    await user.click(screen.getByRole('button', { name: 'ACC (Setujui)' }));
    let dialog = await screen.findByRole('dialog', { name: 'Setujui pengajuan ini?' });
    expect(dialog).toHaveTextContent(
      'Pengajuan BEM-2026-00001 akan berstatus Disetujui. Setelah itu status verifikasi tidak dapat diubah lagi.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(berkasAdmin.approve).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'ACC (Setujui)' }));
    dialog = await screen.findByRole('dialog', { name: 'Setujui pengajuan ini?' });
    await user.click(within(dialog).getByRole('button', { name: 'Ya, Setujui' }));
    await waitFor(() => expect(berkasAdmin.approve).toHaveBeenCalledWith('s1'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 20_000);
});

describe('Kirim Tindak Lanjut asks first (it cannot be changed afterwards)', () => {
  it('checks the input before asking, then says what the student will see', async () => {
    const { backend, berkasAdmin } = berkasBackend({ user: MASTER });
    const user = userEvent.setup();
    render(
      <FinalResponseForm
        submission={submission({ currentStatus: 'Disetujui' })}
        onDone={() => {}}
      />,
      { backend },
    );
    // Nothing to send yet: the problem is shown, no question asked.
    await user.click(screen.getByRole('button', { name: 'Kirim Tindak Lanjut' }));
    expect(await screen.findByText(BERKAS_MESSAGES.finalNeedsNoteOrLetter)).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Catatan tindak lanjut'), 'Silakan dilaksanakan.');
    await user.click(screen.getByRole('button', { name: 'Kirim Tindak Lanjut' }));
    let dialog = await screen.findByRole('dialog', { name: 'Kirim tindak lanjut akhir?' });
    expect(dialog).toHaveTextContent(
      'Pengajuan BEM-2026-00001 akan berstatus Selesai. Pengaju akan melihat catatan dan surat balasan ini di halaman pelacakan, dan tindak lanjut tidak dapat diubah setelah dikirim.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(berkasAdmin.finish).not.toHaveBeenCalled();
    // The note is still there after Batal.
    expect(screen.getByLabelText('Catatan tindak lanjut')).toHaveValue('Silakan dilaksanakan.');

    await user.click(screen.getByRole('button', { name: 'Kirim Tindak Lanjut' }));
    dialog = await screen.findByRole('dialog', { name: 'Kirim tindak lanjut akhir?' });
    await user.click(within(dialog).getByRole('button', { name: 'Ya, Kirim' }));
    await waitFor(() =>
      expect(berkasAdmin.finish).toHaveBeenCalledWith('s1', { catatan: 'Silakan dilaksanakan.' }),
    );
  }, 20_000);
});
