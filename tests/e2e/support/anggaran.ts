import { expect } from '@playwright/test';
import { anggaranResource } from '../../../src/shared/keterbukaan/anggaran-resource';
import { staffApi } from './berkas';

/** The programme the tour opens on /keterbukaan-informasi/anggaran (made by Kementerian Keuangan). */
export const TOUR_PROGRAMME = 'Tur Aksesibilitas Anggaran';

/**
 * Records the tour's programme with expense rows and an SBM list, for the page and its detail to
 * show.
 */
export async function anggaranForTour(baseURL: string): Promise<void> {
  const keuangan = await staffApi(baseURL, 'keuangan@bem.demo');
  try {
    const organisations = (await (await keuangan.get('/api/resources/organisasi')).json()) as {
      items: { id: string }[];
    };
    const response = await keuangan.post(anggaranResource.path, {
      data: {
        namaProgram: TOUR_PROGRAMME,
        organisasiId: organisations.items[0]?.id ?? 'org-tur',
        tahun: 2025,
        status: 'Berjalan',
        tanggalKegiatan: '2025-09-12',
        linkSpj: 'https://drive.example.test/spj/tur',
        prokerId: '',
        totalDiajukan: 10_000_000,
        totalDisetujui: 8_000_000,
        realisasi: {
          mode: 'rincian',
          rincian: [
            { deskripsi: 'Sewa aula', jumlah: 2_000_000, tanggal: '2025-09-10' },
            { deskripsi: 'Konsumsi', jumlah: 1_250_000, tanggal: '' },
          ],
        },
      },
    });
    expect(response.status()).toBe(201);
    // One list per year: a second tour on the same server finds it made (400) and uses it.
    const sbm = await keuangan.post('/api/resources/standar-biaya', {
      data: {
        tahun: 2098,
        items: [
          {
            kategori: 'Konsumsi',
            rincian: 'Snack rapat',
            satuan: 'orang/kali',
            harga: 15_000,
            ketentuan: 'Paling banyak dua kali sehari',
          },
        ],
      },
    });
    expect([201, 400]).toContain(sbm.status());
  } finally {
    await keuangan.dispose();
  }
}
