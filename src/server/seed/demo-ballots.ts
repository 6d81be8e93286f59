import { ABSTAIN } from '../../shared/evoting/ballot';
import type { Prodi } from '../../shared/evoting/prodi';

/**
 * The demo's voters beyond DEMO_VOTERS, and the choices of its ballots (issue 19 item 5): the one
 * source of the choices. Every demo election is a Belenios election, so a ballot is never cast at
 * seeding: scripts/make-demo-belenios.ts encrypts these choices into each election's precomputed
 * record (demo-belenios.ts); change them, then run the script.
 */

const PRODI_PREFIX: Record<Prodi, string> = {
  'Teknokimia Nuklir': '01',
  'Elektronika Instrumentasi': '02',
  'Elektro Mekanika': '03',
};

const MEMBER_NAMES: readonly [string, Prodi][] = [
  ['Eka Wulandari', 'Teknokimia Nuklir'],
  ['Farhan Hakim', 'Elektronika Instrumentasi'],
  ['Gita Savitri', 'Elektro Mekanika'],
  ['Hanif Rahman', 'Teknokimia Nuklir'],
  ['Indah Kusuma', 'Elektronika Instrumentasi'],
  ['Joko Santoso', 'Elektro Mekanika'],
  ['Kartika Sari', 'Teknokimia Nuklir'],
  ['Lukman Hakim', 'Elektronika Instrumentasi'],
  ['Melati Ayuningtyas', 'Elektro Mekanika'],
  ['Naufal Akbar', 'Teknokimia Nuklir'],
];

/** Ten more voters (pemilih5 … pemilih14), on the rolls of the open and the closed election. */
export const DEMO_BALLOT_VOTERS: readonly {
  email: string;
  nim: string;
  namaLengkap: string;
  prodi: Prodi;
}[] = MEMBER_NAMES.map(([namaLengkap, prodi], i) => ({
  email: `pemilih${i + 5}@bem.demo`,
  nim: `${PRODI_PREFIX[prodi]}2310${String(i + 5).padStart(3, '0')}`,
  namaLengkap,
  prodi,
}));

const members = (from: number, to: number) =>
  DEMO_BALLOT_VOTERS.slice(from - 5, to - 4).map((voter) => voter.email);

/** A ballot of the demo: who, and the candidate's number or abstain. */
export interface DemoBallot {
  email: string;
  pilihan: number | typeof ABSTAIN;
}

/** The ballots of each demo election (by name), in the order they were cast. */
export const DEMO_BALLOTS: Readonly<Record<string, readonly DemoBallot[]>> = {
  // pemilih1-3 and pemilih11-14 have not voted: the demo voters can vote here.
  'Pemilihan Raya Ketua dan Wakil Ketua BEM KM 2026': members(5, 10).map((email, i) => ({
    email,
    pilihan: ([1, 2, 2, 1, 1, ABSTAIN] as const)[i]!,
  })),
  // pemilih2 voted, pemilih3, pemilih13 and pemilih14 did not; the results are published.
  'Pemilihan Ketua UKM Robotika 2025': ['pemilih2@bem.demo', ...members(5, 12)].map((email, i) => ({
    email,
    pilihan: ([1, 1, 2, 1, ABSTAIN, 2, 1, 1, 2] as const)[i]!,
  })),
};

/** The voters on each demo election's roll besides DEMO_VOTERS' own places (demo-evoting.ts). */
export const DEMO_EXTRA_ROLL: Readonly<Record<string, readonly string[]>> = {
  'Pemilihan Raya Ketua dan Wakil Ketua BEM KM 2026': members(5, 14),
  'Pemilihan Ketua UKM Robotika 2025': members(5, 14),
};
