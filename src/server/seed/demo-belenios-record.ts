/**
 * What the demo's Belenios records are made of (demo-belenios.ts seeds them,
 * scripts/make-demo-belenios.ts makes them): the demo trustees, how far each demo election has
 * come, and the shape of a record. Apart from the records themselves, so the script runs without
 * them.
 */

/** Posisi 1 is the committee account panitia@bem.demo; 2 and 3 are witnesses. */
export const DEMO_AMBANG = 2;

/**
 * How far a demo election's Belenios record goes: its trustees' key generation done
 * (a scheduled election, credentials still to be made), its setup frozen at the opening with
 * ballots in its box (open), or tallied, decrypted and published (closed).
 */
export type DemoBeleniosStage = 'kunci' | 'dibuka' | 'dipublikasikan';

/**
 * The demo's witnesses: the same two people for every demo election, each with a fixed sign-in
 * code per election printed in the README (a real witness gets a random one by e-mail). A code
 * names one election's trustee, so each election has its own. Their key files are in
 * docs/demo/kunci-wali/.
 */
export const DEMO_WITNESSES: readonly { nama: string; email: string }[] = [
  { nama: 'Dewi Anggraeni', email: 'saksi1@bem.demo' },
  { nama: 'Yoga Pratama', email: 'saksi2@bem.demo' },
];

/** The i-th witness's code for an election whose codes end in `akhiran` ("Saksi-Demo1-Robot"). */
export const demoWitnessCode = (i: number, akhiran: string) => `Saksi-Demo${i + 1}-${akhiran}`;

/** One trustee's public messages, as the trustee steps service stores them. */
export interface DemoTrusteeMessages {
  sertifikat: string;
  polinomial: string;
  vinput: string;
  verifikasi: string;
  /** Null for a trustee who did not take part in the decryption (t of n did), or before it. */
  dekripsi: string | null;
}

/** What was frozen when the election opened, and the ballots cast since. */
export interface DemoOpenedRecord {
  /** election.json's fingerprint: the published sidik jari. */
  fingerprint: string;
  electionJson: string;
  credentialsJson: string;
  /** Each verified voter's public credential. */
  credentials: { email: string; publik: string }[];
  /** In the order they were cast. */
  ballots: { email: string; tracker: string; text: string }[];
}

/** The tally, decrypted by t trustees, and the result the committee published. */
export interface DemoPublishedRecord {
  tallyJson: string;
  sizedTallyJson: string;
  resultJson: string;
}

/** One demo election's Belenios record (a value of demo-belenios-rekaman.json, keyed by name). */
export interface DemoBeleniosRecord {
  uuid: string;
  ambang: number;
  trusteesJson: string;
  /** In positions 1..n. */
  trustees: DemoTrusteeMessages[];
  /** From the stage 'dibuka' on. */
  dibuka?: DemoOpenedRecord;
  /** At the stage 'dipublikasikan'. */
  hasil?: DemoPublishedRecord;
}
