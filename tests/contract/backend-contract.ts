import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../src/renderer/src/backend/contract';
import type { GeneralSettingsDoc } from '../../src/shared/settings';

/** What a backend under test must offer the suite besides the Backend itself. */
export interface ContractHarness {
  backend: Backend;
  /** Changes settings/general on the server side, as the master's screen will. */
  setGeneralSettings(doc: GeneralSettingsDoc): Promise<void>;
  /**
   * Stops the backend's server and starts it again with the same data; absent for a backend
   * whose service cannot be restarted from a test (Firebase's emulators run for the whole step).
   */
  restart?(): Promise<void>;
  dispose(): Promise<void>;
}

/** Waits until `predicate` holds for the values seen so far. */
async function until<T>(seen: T[], predicate: (values: T[]) => boolean, timeoutMs = 5_000) {
  const started = Date.now();
  while (!predicate(seen)) {
    if (Date.now() - started > timeoutMs)
      throw new Error(`timed out; seen ${JSON.stringify(seen)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * The Backend contract: the same expectations for every adapter: the embedded server (cookie
 * and bearer sessions) in tests/contract, the Firebase adapter against its emulators in
 * tests/firebase.
 */
export function describeBackendContract(
  name: string,
  createHarness: () => Promise<ContractHarness>,
  options: { restartable?: boolean } = {},
) {
  describe(`Backend contract: ${name}`, () => {
    let harness: ContractHarness;
    beforeAll(async () => {
      harness = await createHarness();
    });
    afterAll(async () => {
      await harness?.dispose();
    });

    it('answers the health check', async () => {
      await expect(harness.backend.health()).resolves.toMatchObject({
        status: 'ok',
        service: 'bem-km-portal',
      });
    });

    it('reads settings/general with its flags true when absent', async () => {
      await harness.setGeneralSettings({});
      await expect(harness.backend.settings.getGeneral()).resolves.toEqual({
        isEvotingPublished: true,
        isPublishedFeaturedServices: true,
      });
    });

    it('delivers a live snapshot first, then every change, within 2 s', async () => {
      await harness.setGeneralSettings({ isEvotingPublished: true });
      const seen: boolean[] = [];
      const stop = harness.backend.settings.watchGeneral({
        next: (s) => seen.push(s.isEvotingPublished),
      });
      try {
        await until(seen, (v) => v.length === 1);
        expect(seen).toEqual([true]);
        await harness.setGeneralSettings({ isEvotingPublished: false });
        await until(seen, (v) => v.at(-1) === false, 2_000);
        await harness.setGeneralSettings({});
        await until(seen, (v) => v.at(-1) === true, 2_000);
      } finally {
        stop();
      }
    });

    it('SI-BERKAS: lists the form live, takes a submission and tracks it by ticket', async () => {
      const fields: string[][] = [];
      const stop = harness.backend.berkas.watchFormFields({
        next: (list) => fields.push(list.map((f) => f.fieldName)),
      });
      try {
        await until(fields, (v) => v.length === 1);
        expect(fields[0]).toContain('namaKegiatan');
      } finally {
        stop();
      }
      const { ticketId } = await harness.backend.berkas.submit({
        namaKegiatan: 'Uji Kontrak',
        penyelenggara: 'BEM',
        jenisBerkas: 'Proposal Kegiatan',
        tanggalKegiatan: '2026-12-01',
        kontak: '0812',
        berkasPengajuan: 'https://drive.google.com/berkas',
      });
      await expect(harness.backend.berkas.track(ticketId)).resolves.toMatchObject({
        ticketId,
        currentStatus: 'Diajukan',
      });
      await expect(harness.backend.berkas.track('BEM-1999-00000')).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: 'Nomor tiket tidak ditemukan. Harap periksa kembali.',
      });
      await expect(harness.backend.berkas.submit({ namaKegiatan: '' })).rejects.toMatchObject({
        message: 'Harap isi kolom: Nama Kegiatan',
      });
    });

    it.skipIf(options.restartable === false)(
      'reconnects by itself after the server restarts and sends a fresh snapshot',
      async () => {
        await harness.setGeneralSettings({ isEvotingPublished: true });
        const seen: boolean[] = [];
        const errors: string[] = [];
        const stop = harness.backend.settings.watchGeneral({
          next: (s) => seen.push(s.isEvotingPublished),
          error: (e) => errors.push(e.code),
        });
        try {
          await until(seen, (v) => v.length === 1);
          await harness.restart?.();
          await harness.setGeneralSettings({ isEvotingPublished: false });
          await until(seen, (v) => v.at(-1) === false, 10_000);
          expect(errors.length).toBeGreaterThan(0);
        } finally {
          stop();
        }
      },
    );
  });
}
