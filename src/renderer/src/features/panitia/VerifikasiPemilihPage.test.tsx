import { describe, expect, it, vi } from 'vitest';
import { EVOTING_MESSAGES } from '../../../../shared/evoting/election';
import { screen, userEvent, waitFor, within } from '../../test/render';
import { fakeCommittee, renderPanitia, rollEntry } from './panitia-test-utils';
import VerifikasiPemilihPage from './VerifikasiPemilihPage';

const ROLL = [
  rollEntry('012300001', { namaLengkap: 'Ani Lestari', status: 'menunggu', sumber: 'pemilih' }),
  rollEntry('022300002', { namaLengkap: 'Bayu Pratama' }),
  rollEntry('032300003', { namaLengkap: 'Citra Ayu', status: 'ditolak', alasanPenolakan: 'KTM' }),
];

describe('Verifikasi Pemilih', () => {
  it('lists only the voters waiting, with their data, and verifies one', async () => {
    const verify = vi.fn(() => Promise.resolve(ROLL[0]!));
    renderPanitia({
      committee: fakeCommittee({ roll: ROLL, verify }),
      page: <VerifikasiPemilihPage />,
      path: 'verifikasi-pemilih',
    });
    const card = (await screen.findByText('Ani Lestari')).closest('li')!;
    expect(within(card).getByText('NIM: 012300001')).toBeInTheDocument();
    expect(within(card).getByText('Prodi: Teknokimia Nuklir')).toBeInTheDocument();
    expect(within(card).getByText('Email: 012300001@mhs.demo')).toBeInTheDocument();
    expect(screen.queryByText('Bayu Pratama')).not.toBeInTheDocument();
    expect(screen.queryByText('Citra Ayu')).not.toBeInTheDocument();
    await userEvent.setup().click(within(card).getByRole('button', { name: /^Verifikasi/ }));
    await waitFor(() => expect(verify).toHaveBeenCalledWith('ev-1', 'v-012300001'));
  });

  it('rejects only with a reason, which it sends', async () => {
    const reject = vi.fn(() => Promise.resolve(ROLL[0]!));
    renderPanitia({
      committee: fakeCommittee({ roll: ROLL, reject }),
      page: <VerifikasiPemilihPage />,
      path: 'verifikasi-pemilih',
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Tolak: Ani Lestari/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Tolak Pemilih' });
    await user.click(within(dialog).getByRole('button', { name: 'Tolak Pemilih' }));
    expect(await within(dialog).findByText(EVOTING_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(reject).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText(/^Alasan penolakan/), 'Foto KTM tidak terbaca.');
    await user.click(within(dialog).getByRole('button', { name: 'Tolak Pemilih' }));
    await waitFor(() =>
      expect(reject).toHaveBeenCalledWith('ev-1', 'v-012300001', 'Foto KTM tidak terbaca.'),
    );
  });
});
