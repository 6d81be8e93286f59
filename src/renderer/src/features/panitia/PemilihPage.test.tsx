import { describe, expect, it, vi } from 'vitest';
import { EVOTING_MESSAGES } from '../../../../shared/evoting/election';
import { ELECTION_MESSAGES } from '../../../../shared/evoting/election-state';
import { NIM_MESSAGES } from '../../../../shared/evoting/prodi';
import { VOTER_MESSAGES } from '../../../../shared/evoting/voter';
import { BackendError } from '../../backend/backend-error';
import type { RollImportPreview } from '../../backend/evoting-api';
import { screen, userEvent, waitFor, within } from '../../test/render';
import PemilihPage from './PemilihPage';
import { committeeElection, fakeCommittee, renderPanitia, rollEntry } from './panitia-test-utils';

const renderPemilih = (committee: ReturnType<typeof fakeCommittee>) =>
  renderPanitia({ committee, page: <PemilihPage />, path: 'pemilih' });

const PREVIEW: RollImportPreview = {
  siap: 2,
  lines: [
    { baris: 2, nim: '012300001', namaLengkap: 'Ani Lestari', ok: true },
    { baris: 3, nim: '12345', namaLengkap: 'Cici', ok: false, masalah: NIM_MESSAGES.format },
    { baris: 4, nim: '022300002', namaLengkap: 'Bayu Pratama', ok: true },
  ],
};

describe('Kelola Pemilih', () => {
  it('lists the roll and finds voters by name, NIM or email', async () => {
    renderPemilih(
      fakeCommittee({
        roll: [
          rollEntry('012300001', { namaLengkap: 'Ani Lestari' }),
          rollEntry('022300002', {
            namaLengkap: 'Bayu Pratama',
            status: 'menunggu',
            sumber: 'pemilih',
          }),
        ],
      }),
    );
    const table = await screen.findByRole('table', { name: 'Daftar pemilih' });
    expect(within(table).getByText('Ani Lestari')).toBeInTheDocument();
    expect(within(table).getByText('Menunggu Verifikasi')).toBeInTheDocument();
    await userEvent
      .setup()
      .type(screen.getByLabelText('Cari nama, NIM atau email pemilih'), '0223');
    expect(within(table).queryByText('Ani Lestari')).not.toBeInTheDocument();
    expect(within(table).getByText('Bayu Pratama')).toBeInTheDocument();
  });

  it('adds a voter by NIM and Nama Lengkap, and shows why the backend refuses one', async () => {
    const noMatch = EVOTING_MESSAGES.voterNoMatch;
    const addToRoll = vi
      .fn()
      .mockRejectedValueOnce(
        new BackendError('VALIDATION', noMatch, 400, { nim: noMatch, namaLengkap: noMatch }),
      )
      .mockResolvedValueOnce(rollEntry('012300001', { namaLengkap: 'Ani Lestari' }));
    renderPemilih(fakeCommittee({ addToRoll }));
    const user = userEvent.setup();
    const nim = await screen.findByLabelText(/^NIM/);
    const name = screen.getByLabelText(/^Nama Lengkap/);
    await user.type(nim, '123');
    await user.click(screen.getByRole('button', { name: 'Tambah' }));
    expect(await screen.findByText(NIM_MESSAGES.format)).toBeInTheDocument();
    expect(screen.getByText(VOTER_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(addToRoll).not.toHaveBeenCalled();

    await user.clear(nim);
    await user.type(nim, '012300009');
    await user.type(name, 'Ani Lestary');
    await user.click(screen.getByRole('button', { name: 'Tambah' }));
    // One message for the pair, shown once, both fields marked.
    expect(await screen.findAllByText(noMatch)).toHaveLength(1);
    expect(nim).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAttribute('aria-invalid', 'true');

    await user.clear(nim);
    await user.type(nim, '012300001');
    await user.clear(name);
    await user.type(name, ' ani lestari ');
    await user.click(screen.getByRole('button', { name: 'Tambah' }));
    expect(
      await screen.findByText('Ani Lestari ditambahkan ke daftar pemilih.'),
    ).toBeInTheDocument();
    expect(addToRoll).toHaveBeenLastCalledWith('ev-1', {
      nim: '012300001',
      namaLengkap: 'ani lestari',
    });
    expect(nim).toHaveValue('');
    expect(name).toHaveValue('');
  });

  it('shows the email only of voters who asked to join', async () => {
    renderPemilih(
      fakeCommittee({
        roll: [
          rollEntry('012300001', { namaLengkap: 'Ani Lestari' }),
          rollEntry('022300002', { namaLengkap: 'Bayu Pratama', sumber: 'pemilih' }),
        ],
      }),
    );
    const table = await screen.findByRole('table', { name: 'Daftar pemilih' });
    const row = (name: string) => within(table).getByText(name).closest('tr')!;
    expect(within(row('Bayu Pratama')).getByText('022300002@mhs.demo')).toBeInTheDocument();
    expect(within(row('Ani Lestari')).queryByText(/@/)).not.toBeInTheDocument();
    expect(within(row('Ani Lestari')).getByText('—')).toBeInTheDocument();
  });

  it('previews a CSV import with one line per bad row, and adds the good ones on confirmation', async () => {
    const previewImport = vi.fn(() => Promise.resolve(PREVIEW));
    const commitImport = vi.fn(() => Promise.resolve(PREVIEW));
    const { container } = renderPemilih(fakeCommittee({ previewImport, commitImport }));
    await screen.findByRole('button', { name: 'Impor CSV' });
    const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')!;
    const csv = 'NIM,Nama Lengkap\n012300001,Ani Lestari\n12345,Cici\n022300002,Bayu Pratama\n';
    await userEvent.setup().upload(input, new File([csv], 'pemilih.csv', { type: 'text/csv' }));

    const dialog = await screen.findByRole('dialog', { name: 'Pratinjau Impor: pemilih.csv' });
    expect(previewImport).toHaveBeenCalledWith('ev-1', csv);
    expect(within(dialog).getByRole('list', { name: 'Baris bermasalah' })).toHaveTextContent(
      `Baris 3: ${NIM_MESSAGES.format}`,
    );
    const table = within(dialog).getByRole('table', { name: 'Pemilih yang akan ditambahkan' });
    expect(within(table).getByText('Ani Lestari')).toBeInTheDocument();
    expect(within(table).getByText('Bayu Pratama')).toBeInTheDocument();
    // The programme comes from the NIM's prefix: the backend sends nothing of the account.
    expect(within(table).getByText('Elektronika Instrumentasi')).toBeInTheDocument();
    expect(commitImport).not.toHaveBeenCalled();

    await userEvent
      .setup()
      .click(within(dialog).getByRole('button', { name: 'Tambahkan 2 Pemilih' }));
    await waitFor(() => expect(commitImport).toHaveBeenCalledWith('ev-1', csv));
    expect(await screen.findByText('2 pemilih ditambahkan dari pemilih.csv.')).toBeInTheDocument();
  });

  it('locks the roll once the election is open', async () => {
    renderPemilih(
      fakeCommittee({
        election: committeeElection({ state: 'berlangsung' }),
        roll: [rollEntry('012300001')],
      }),
    );
    expect(await screen.findByText(ELECTION_MESSAGES.frozen)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tambah' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Impor CSV' })).toBeDisabled();
    expect(
      screen.getByRole('button', { name: 'Hapus Mahasiswa 012300001 dari daftar pemilih' }),
    ).toBeDisabled();
  });
});
