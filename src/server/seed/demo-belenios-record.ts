/**
 * What the demo's Belenios records are made of (demo-belenios.ts seeds them,
 * scripts/make-demo-belenios.ts makes them): the demo trustees and the shape of a record. Apart
 * from the records themselves, so the script runs without them.
 */

/** Posisi 1 is the committee account panitia@bem.demo; 2 and 3 are witnesses. */
export const DEMO_AMBANG = 2;

/**
 * The demo's witnesses, with fixed sign-in codes printed in the README (a real witness gets a
 * random one by e-mail). Their key files are in docs/demo/kunci-wali/.
 */
export const DEMO_WITNESSES: readonly { nama: string; email: string; kodeMasuk: string }[] = [
  { nama: 'Dewi Anggraeni', email: 'saksi1@bem.demo', kodeMasuk: 'Saksi-Demo1-Robot' },
  { nama: 'Yoga Pratama', email: 'saksi2@bem.demo', kodeMasuk: 'Saksi-Demo2-Robot' },
];

/** One trustee's public messages, as the trustee steps service stores them. */
export interface DemoTrusteeMessages {
  sertifikat: string;
  polinomial: string;
  vinput: string;
  verifikasi: string;
  /** Null for the trustee who did not take part in the decryption (t of n did). */
  dekripsi: string | null;
}

/** One published demo election's Belenios record (a value of demo-belenios-rekaman.json, keyed by name). */
export interface DemoBeleniosRecord {
  uuid: string;
  ambang: number;
  /** election.json's fingerprint: the published sidik jari. */
  fingerprint: string;
  trusteesJson: string;
  electionJson: string;
  credentialsJson: string;
  tallyJson: string;
  sizedTallyJson: string;
  resultJson: string;
  /** In positions 1..n. */
  trustees: DemoTrusteeMessages[];
  /** Each verified voter's public credential (the private ones were thrown away). */
  credentials: { email: string; publik: string }[];
  /** In the order they were cast. */
  ballots: { email: string; tracker: string; text: string }[];
}
