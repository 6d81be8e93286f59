import { describe, expect, it } from 'vitest';
import type { ProkerRow } from '../../../../shared/keterbukaan/proker-list';
import { render, screen, within } from '../../test/render';
import { ProkerDetail } from './ProkerDetail';

const row = (over: Partial<ProkerRow> = {}): ProkerRow => ({
  id: 'p1',
  namaProgram: 'Liga Voli Mahasiswa',
  kementerianId: 'div-pora',
  periode: '2025/2026',
  tanggalPelaksanaan: '',
  deskripsiSingkat: 'Kompetisi voli antarangkatan.',
  statusProker: 'Sedang Berjalan',
  targetPeserta: 160,
  jumlahPesertaRealisasi: 120,
  linkLpj: '',
  detailPelaksanaan: '',
  capaian: '',
  kendala: '',
  saranUmum: '',
  saranKhusus: '',
  ...over,
});

describe('ProkerDetail', () => {
  it('shows the facts, TBA without a date, and the attendance as the achievement when none is written', () => {
    render(<ProkerDetail proker={row()} kementerian="Kementerian PORA" onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Liga Voli Mahasiswa' });
    expect(within(dialog).getByText('Kementerian PORA')).toBeInTheDocument();
    expect(within(dialog).getByText('TBA')).toBeInTheDocument();
    expect(within(dialog).getByText('120 dari target 160 orang (75%)')).toBeInTheDocument();
    // No details: the short description stands in.
    expect(within(dialog).getByText('Kompetisi voli antarangkatan.')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Tingkat kehadiran peserta mencapai 75% dari target.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Tidak ada kendala yang dicatat.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Lihat Dokumen LPJ' })).toBeNull();
  });

  it('shows the written achievements, both suggestions and the LPJ link', () => {
    render(
      <ProkerDetail
        proker={row({
          tanggalPelaksanaan: '2025-11-22',
          capaian: 'Juara umum angkatan 2023.',
          saranUmum: 'Jadwal diumumkan lebih awal.',
          saranKhusus: 'Tambah wasit.',
          linkLpj: 'https://drive.google.com/lpj',
          targetPeserta: 0,
        })}
        kementerian="Kementerian PORA"
        onClose={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('22 November 2025')).toBeInTheDocument();
    expect(within(dialog).getByText('120 dari target 0 orang')).toBeInTheDocument();
    expect(within(dialog).getByText('Juara umum angkatan 2023.')).toBeInTheDocument();
    expect(within(dialog).getByText('Tambah wasit.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Lihat Dokumen LPJ' })).toHaveAttribute(
      'href',
      'https://drive.google.com/lpj',
    );
  });
});
