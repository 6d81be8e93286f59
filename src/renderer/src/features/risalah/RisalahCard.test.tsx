import { describe, expect, it } from 'vitest';
import type { RisalahRow } from '../../../../shared/keterbukaan/risalah-list';
import { render, screen, userEvent } from '../../test/render';
import { RisalahCard } from './RisalahCard';

const minute: RisalahRow = {
  id: 'r1',
  namaRapat: 'Rapat Pleno',
  tanggalRapat: '2025-11-15',
  pemimpinRapat: 'Ketua',
  notulensi: 'Laporan tengah periode.',
  hasilKeputusan: '',
  daftarHadir: ['Ayu', 'Bima', 'Citra'],
  tugas: [
    { tugas: 'Menyusun SOP', penanggungJawab: 'Ayu', selesai: true },
    { tugas: 'Mengirim undangan', penanggungJawab: 'Bima', selesai: false },
  ],
  lampiran: [{ namaFile: 'Notulen.pdf', link: 'https://drive.google.com/notulen' }],
};

describe('RisalahCard', () => {
  it('shows the name, date and counters closed, and everything once opened', async () => {
    render(<RisalahCard minute={minute} />);
    const toggle = screen.getByRole('button', { name: 'Rapat Pleno' });
    expect(screen.getByRole('heading', { level: 2, name: 'Rapat Pleno' })).toBeInTheDocument();
    expect(screen.getByText('15 November 2025')).toBeInTheDocument();
    expect(screen.getByText('3 hadir')).toBeInTheDocument();
    expect(screen.getByText('2 tugas')).toBeInTheDocument();
    expect(screen.getByText('1 lampiran')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Laporan tengah periode.')).toBeNull();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Laporan tengah periode.')).toBeInTheDocument();
    expect(screen.getByText('Tidak ada keputusan yang dicatat.')).toBeInTheDocument();
    expect(screen.getByText('1 dari 2 tugas selesai')).toBeInTheDocument();
    expect(screen.getByText('Selesai')).toBeInTheDocument();
    expect(screen.getByText('Belum Dikerjakan')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notulen.pdf' })).toHaveAttribute(
      'href',
      'https://drive.google.com/notulen',
    );

    await userEvent.click(toggle);
    expect(screen.queryByText('Laporan tengah periode.')).toBeNull();
  });
});
