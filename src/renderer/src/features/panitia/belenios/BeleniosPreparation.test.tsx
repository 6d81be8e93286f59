import { describe, expect, it, vi } from 'vitest';
import { BELENIOS_MESSAGES } from '../../../../../shared/evoting/belenios-election';
import type { BeleniosCommitteeApi, TrusteeStatus } from '../../../backend/belenios-committee-api';
import { BackendError } from '../../../backend/backend-error';
import { saveBlob } from '../../../lib/save-blob';
import { screen, userEvent, waitFor, within } from '../../../test/render';
import { committeeElection, fakeCommittee, renderPanitia } from '../panitia-test-utils';
import { BeleniosPreparation } from './BeleniosPreparation';
import type { CredentialRunner } from './credential-runner';
import { KredensialSection } from './KredensialSection';

vi.mock('../../../lib/save-blob', () => ({ saveBlob: vi.fn() }));

const UUID = 'zocTYn4H7JSJ9M';
const trustee = (posisi: number, nama: string, jenis: 'panitia' | 'saksi', done = false) => ({
  posisi,
  nama,
  jenis,
  sertifikat: done,
  polinomial: done,
  verifikasi: done,
  dekripsi: false,
});
const NAMED: TrusteeStatus = {
  uuid: UUID,
  ambang: 2,
  tahap: 'sertifikat',
  wali: [trustee(1, 'Panitia HIMA', 'panitia'), trustee(2, 'Saksi Satu', 'saksi')],
};

function fakeBelenios(overrides: Partial<BeleniosCommitteeApi> = {}): BeleniosCommitteeApi {
  return {
    trusteeStatus: vi.fn(() => Promise.resolve(null)),
    nameTrustees: vi.fn(() =>
      Promise.resolve({
        ...NAMED,
        saksi: [{ posisi: 2, email: 'saksi1@uji.test', kodeMasuk: 'AbCde-FgHiJ-kLmNo' }],
      }),
    ),
    credentialStatus: vi.fn(() => Promise.resolve({ tanpaKredensial: [], jumlahKredensial: 0 })),
    issueCredentials: vi.fn(() => Promise.resolve({ jumlahKredensial: 2 })),
    ...overrides,
  };
}

function renderPreparation(api: BeleniosCommitteeApi, page?: React.ReactElement) {
  const election = committeeElection({ state: 'dijadwalkan' });
  return renderPanitia({
    committee: fakeCommittee({ election }),
    page: page ?? <BeleniosPreparation election={election} />,
    extra: { beleniosCommittee: api, publicOrigin: () => 'https://bem.example' },
  });
}

describe('the committee’s Belenios preparation', () => {
  it('names a committee member and a witness, then shows the witness’s code once with the sign-in address', async () => {
    const api = fakeBelenios();
    renderPreparation(api);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /Panitia HIMA/ }));
    await user.type(screen.getByLabelText('Nama Saksi 1'), 'Saksi Satu');
    await user.type(screen.getByLabelText('E-mail Saksi 1'), 'saksi1@uji.test');
    // Two trustees: the default threshold is a majority, 1 of 2.
    expect(screen.getByLabelText('Ambang')).toHaveValue('1');
    await user.click(screen.getByRole('button', { name: 'Simpan Wali Kunci' }));
    expect(api.nameTrustees).toHaveBeenCalledWith('ev-1', {
      ambang: 1,
      panitia: ['u-panitia'],
      saksi: [{ nama: 'Saksi Satu', email: 'saksi1@uji.test' }],
    });
    expect(await screen.findByTestId('kode-masuk-wali')).toHaveTextContent('AbCde-FgHiJ-kLmNo');
    expect(screen.getByText(/hanya ditampilkan sekali/)).toBeInTheDocument();
    expect(screen.getByTestId('alamat-masuk-wali')).toHaveTextContent(
      'https://bem.example/wali/masuk',
    );
    const table = screen.getByRole('table', { name: 'Status wali kunci' });
    expect(within(table).getByText('Saksi Satu')).toBeInTheDocument();
    expect(screen.getByTestId('tahap-wali')).toHaveTextContent('Langkah 1 dari 3');
    await user.click(screen.getByRole('button', { name: 'Sudah Saya Catat' }));
    expect(screen.queryByTestId('kode-masuk-wali')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of the naming as its message', async () => {
    const api = fakeBelenios({
      nameTrustees: vi.fn(() =>
        Promise.reject(new BackendError('VALIDATION', BELENIOS_MESSAGES.noTrustees, 400)),
      ),
    });
    renderPreparation(api);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Simpan Wali Kunci' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(BELENIOS_MESSAGES.noTrustees);
  });

  it('says what keeps the election from opening, ahead of "Buka sekarang"', async () => {
    const api = fakeBelenios({ trusteeStatus: vi.fn(() => Promise.resolve(NAMED)) });
    renderPreparation(api);
    expect(await screen.findByTestId('kesiapan-belenios')).toHaveTextContent(
      BELENIOS_MESSAGES.notReady,
    );
  });

  it('makes credentials for voters without one in the runner, registers the public parts and saves the codes as CSV', async () => {
    const missing = [
      { voterId: 'v-1', nim: '012300001', nama: 'Ayu Lestari' },
      { voterId: 'v-2', nim: '022300002', nama: 'Bima Saputra' },
    ];
    const api = fakeBelenios({
      trusteeStatus: vi.fn(() => Promise.resolve({ ...NAMED, tahap: 'siap' as const })),
      credentialStatus: vi.fn(() =>
        Promise.resolve({ tanpaKredensial: missing, jumlahKredensial: 38 }),
      ),
    });
    const runner: CredentialRunner = (uuid, voters, onMessage) => {
      expect(uuid).toBe(UUID);
      onMessage({ type: 'progress', done: 1, total: 2 });
      onMessage({
        type: 'result',
        credentials: voters.map((v, i) => ({ ...v, kode: `kode-${i}`, publik: `${i + 7}` })),
      });
      return () => {};
    };
    const election = committeeElection({ state: 'dijadwalkan' });
    renderPreparation(
      api,
      <KredensialSection
        election={election}
        uuid={UUID}
        status={{ tanpaKredensial: missing, jumlahKredensial: 38 }}
        onChanged={() => {}}
        runner={runner}
      />,
    );
    expect(await screen.findByTestId('ringkasan-kredensial')).toHaveTextContent(
      '38 pemilih sudah memiliki kredensial; 2 belum.',
    );
    expect(screen.getByRole('region', { name: 'Pemilih tanpa kredensial' })).toHaveTextContent(
      'Bima Saputra',
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Buat Kredensial untuk 2 Pemilih' }));
    await user.click(await screen.findByRole('button', { name: 'Ya, Buat Kredensial' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalled());
    expect(api.issueCredentials).toHaveBeenCalledWith('ev-1', [
      { voterId: 'v-1', publik: '7' },
      { voterId: 'v-2', publik: '8' },
    ]);
    const [blob, name] = vi.mocked(saveBlob).mock.calls[0]!;
    expect(name).toBe(`kredensial-${UUID}.csv`);
    expect(await blob.text()).toContain('"012300001","Ayu Lestari","kode-0"');
    expect(await screen.findByText(/Kode ini tidak disimpan di mana pun/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cetak Lembar Kredensial' })).toBeInTheDocument();
  });

  it('keeps the button and the reason on screen when no credential could be registered', async () => {
    vi.mocked(saveBlob).mockClear();
    const missing = [{ voterId: 'v-1', nim: '012300001', nama: 'Ayu Lestari' }];
    const api = fakeBelenios({
      issueCredentials: vi.fn(() =>
        Promise.reject(new BackendError('CONFLICT', BELENIOS_MESSAGES.credentialsFrozen)),
      ),
    });
    const runner: CredentialRunner = (_uuid, voters, onMessage) => {
      onMessage({
        type: 'result',
        credentials: voters.map((v) => ({ ...v, kode: 'kode-0', publik: '7' })),
      });
      return () => {};
    };
    renderPreparation(
      api,
      <KredensialSection
        election={committeeElection({ state: 'dijadwalkan' })}
        uuid={UUID}
        status={{ tanpaKredensial: missing, jumlahKredensial: 0 }}
        onChanged={() => {}}
        runner={runner}
      />,
    );
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Buat Kredensial untuk 1 Pemilih' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Ya, Buat Kredensial' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Tidak ada kredensial yang terdaftar. Silakan coba lagi.');
    expect(alert).toHaveTextContent(BELENIOS_MESSAGES.credentialsFrozen);
    expect(saveBlob).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Buat Kredensial untuk 1 Pemilih' })).toBeEnabled();
  });
});
