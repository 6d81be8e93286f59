import type { Candidate } from '../../../../shared/evoting/election';

/** "Budi Santoso & Sari Dewi" for a pair, the name alone otherwise. */
export const candidateName = (candidate: Pick<Candidate, 'nama' | 'namaWakil'>): string =>
  candidate.namaWakil ? `${candidate.nama} & ${candidate.namaWakil}` : candidate.nama;
