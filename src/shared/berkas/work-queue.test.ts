import { describe, expect, it } from 'vitest';
import { initialVerifiers, type SubmissionStatus, type Verifiers } from './status';
import { buildWorkQueue, waitsForVerifier } from './work-queue';

const item = (
  id: string,
  createdAt: string,
  currentStatus: SubmissionStatus,
  verifiers: Verifiers = initialVerifiers(),
) => ({
  id,
  ticketId: `BEM-2026-0000${id}`,
  namaKegiatan: `Kegiatan ${id}`,
  penyelenggara: 'HIMA',
  currentStatus,
  verifiers,
  createdAt,
});
const allVerified = (): Verifiers => {
  const v = initialVerifiers();
  for (const key of Object.keys(v) as (keyof Verifiers)[]) v[key].status = 'diverifikasi';
  return v;
};

describe('work queue rules', () => {
  it('waits for a verifier only while their status is menunggu and the submission is open', () => {
    const revised = initialVerifiers();
    revised.kemenkeu.status = 'revisi';
    expect(waitsForVerifier(item('1', 'a', 'Diajukan'), 'kemenkeu')).toBe(true);
    expect(waitsForVerifier(item('1', 'a', 'Revisi Diperlukan', revised), 'kemenkeu')).toBe(false);
    expect(waitsForVerifier(item('1', 'a', 'Disetujui'), 'kemenkeu')).toBe(false);
  });

  it('lists the oldest first, a few of them, with the full count', () => {
    const candidates = ['5', '3', '1', '4', '2', '6'].map((n) =>
      item(n, `2026-01-0${n}T00:00:00.000Z`, 'Diajukan'),
    );
    const queue = buildWorkQueue(
      { role: 'admin', kementerian: 'Kementerian Keuangan' },
      candidates,
      3,
    );
    expect(queue.verifier).toBe('kemenkeu');
    expect(queue.waiting?.total).toBe(6);
    expect(queue.waiting?.items.map((i) => i.id)).toEqual(['1', '2', '3']);
    expect(queue.readyForApproval).toBeNull();
  });

  it('gives ACC and the follow-up to Sekretariat Jenderal and master only', () => {
    const candidates = [
      item('1', '2026-01-01', 'Dalam Proses Verifikasi', allVerified()),
      item('2', '2026-01-02', 'Disetujui', allVerified()),
    ];
    const sekjen = buildWorkQueue(
      { role: 'admin', kementerian: 'Sekretariat Jenderal' },
      candidates,
    );
    expect(sekjen.readyForApproval?.items.map((i) => i.id)).toEqual(['1']);
    expect(sekjen.awaitingFinal?.items.map((i) => i.id)).toEqual(['2']);
    const master = buildWorkQueue({ role: 'master', kementerian: null }, candidates);
    expect(master.waiting).toBeNull();
    expect(master.readyForApproval?.total).toBe(1);
    const banggar = buildWorkQueue({ role: 'banggar', kementerian: null }, candidates);
    expect(banggar.verifier).toBe('banggar');
    expect(banggar.awaitingFinal).toBeNull();
    const pora = buildWorkQueue(
      { role: 'admin', kementerian: 'Kementerian Pemuda dan Olahraga (PORA)' },
      [],
    );
    expect(pora).toEqual({
      verifier: null,
      waiting: null,
      readyForApproval: null,
      awaitingFinal: null,
    });
  });
});
