/**
 * What the trustee page asks its worker (trustee-worker.ts) and what it answers. The seed travels
 * to the worker in memory only; the worker answers with the one text the step sends.
 */
export type TrusteeTask =
  | { type: 'sertifikat'; seed: string }
  | { type: 'polinomial'; seed: string; certificates: string[]; ambang: number }
  | { type: 'verifikasi'; seed: string; certificates: string[]; vinput: string }
  | {
      type: 'dekripsi';
      seed: string;
      certificates: string[];
      dkey: string;
      pemilihan: string;
      tallyTerenkripsi: string;
    };

export type TrusteeTaskMessage =
  | { type: 'progress'; label: string; done: number; total: number }
  | { type: 'result'; text: string }
  | { type: 'error'; message: string };
