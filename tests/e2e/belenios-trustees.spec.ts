import { readFile } from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';
import {
  request,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { createBallot } from '../../src/shared/evoting/belenios/ballot';
import {
  derivePublicCredential,
  generatePrivateCredential,
  publicCredentialToString,
} from '../../src/shared/evoting/belenios/credential';
import { parseElection } from '../../src/shared/evoting/belenios/election';
import { BELENIOS_2048 } from '../../src/shared/evoting/belenios/group';
import { TRUSTEE_STAGE_LABELS } from '../../src/shared/evoting/belenios-election';
import { beleniosPath } from '../../src/shared/evoting/belenios-paths';
import { EVOTING_PATHS } from '../../src/shared/evoting/evoting-paths';
import { WALI_TEXT } from '../../src/renderer/src/features/wali/wali-text';
import { expect, test } from './fixtures';
import { waitForApp } from './support/app-ready';
import { staffApi } from './support/berkas';
import { COMMITTEE_EMAIL, stageVoter, voterApi, type StageVoter } from './support/evoting-api';

// Issue 34 items 1 and 4, on a 390 px phone: three trustees (the demo committee account and two
// witnesses signed in with their codes) each make and keep their key file, and load it again for
// steps 2 and 3 until the election's key is ready; after voting (prepared over HTTP, with the
// shared Belenios code as the voters' browsers run it) two of them decrypt in the browser from
// their files; the committee publishes from Ringkasan, the berita acara names the fingerprint and
// the verify command, the published result shows the counts, and the verification page passes
// every step.

const PHONE = { width: 390, height: 844 };
const MINUTE = 60_000;
const T = WALI_TEXT;

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, status = 200) {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

interface Trustee {
  name: string;
  context: BrowserContext;
  page: Page;
  /** The key file as downloaded, on disk. */
  keyFile: string;
}

/** An election of its own with two candidates and abstain, its voters on the verified roll. */
async function draftElection(baseURL: string, committee: APIRequestContext, voters: StageVoter[]) {
  const visitor = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  const master = await staffApi(baseURL, 'master@bem.demo');
  try {
    for (const voter of voters) {
      const made = await visitor.post('/api/pemilih/register', {
        data: { ...voter, setujuSyarat: true },
      });
      expect([201, 409]).toContain(made.status());
    }
    const nama = `Pemira Wali Kunci ${Date.now()}`;
    const asked = await ok<{ id: string }>(
      await committee.post(EVOTING_PATHS.requests, {
        data: {
          organisasiId: 'bem-km',
          namaPemilihan: nama,
          deskripsi: 'Pemilihan uji wali kunci.',
          tautanDokumen: 'https://drive.google.com/file/d/surat-uji/view',
        },
      }),
      201,
    );
    const { id: eventId } = await ok<{ id: string }>(
      await master.post(EVOTING_PATHS.approve(asked.id), { data: { panitiaTambahan: [] } }),
    );
    const path = (...rest: string[]) => EVOTING_PATHS.committee(eventId, ...rest);
    await ok(await committee.put(path('abstain'), { data: { abstain: true } }));
    for (const [i, name] of ['Andi Prasetyo', 'Bunga Citra'].entries())
      await ok(
        await committee.post(path('kandidat'), {
          data: {
            nomor: i + 1,
            nama: name,
            namaWakil: null,
            foto: null,
            visi: `Visi ${name}.`,
            misi: `Misi ${name}.`,
          },
        }),
        201,
      );
    for (const voter of voters)
      await ok(
        await committee.post(path('pemilih'), {
          data: { nim: voter.nim, namaLengkap: voter.namaLengkap },
        }),
        201,
      );
    return { eventId, nama, path };
  } finally {
    await Promise.all([visitor.dispose(), master.dispose()]);
  }
}

/** Step 1 in the browser: the key file is downloaded at once, then the certificate is sent. */
async function makeKey(trustee: Trustee, eventId: string, uuid: string, posisi: number) {
  const { page } = trustee;
  await page.goto(`/wali/${eventId}`);
  await waitForApp(page);
  await expect(page.getByText(`Wali ${posisi} dari 3`)).toBeVisible();
  await expect(page.getByText(T.threshold(2, 3))).toBeVisible();
  const saving = page.waitForEvent('download');
  await page.getByRole('button', { name: T.generate }).click();
  const download = await saving;
  expect(download.suggestedFilename()).toBe(`kunci-wali-${uuid}-${posisi}.json`);
  trustee.keyFile = test.info().outputPath(download.suggestedFilename());
  await download.saveAs(trustee.keyFile);
  const file = JSON.parse(await readFile(trustee.keyFile, 'utf8')) as Record<string, unknown>;
  expect(file).toMatchObject({ jenis: 'kunci-wali-belenios', uuid, posisi });
  expect(file.benih).toMatch(/^[1-9A-HJ-NP-Za-km-z]{22}$/);
  await expect(page.getByText(T.keepFile)).toBeVisible();
  const send = page.getByRole('button', { name: T.sendCertificate });
  await expect(send).toBeDisabled();
  await page.getByRole('checkbox', { name: T.keptConfirm }).check();
  await send.click();
  // The last of the three moves the election on at once: step 2 follows without waiting.
  await expect(
    page.getByText(T.waitingOthers).or(page.getByRole('heading', { name: T.polynomialTitle })),
  ).toBeVisible();
}

/**
 * Steps 2, 3 and the decryption: the trustee loads their key file; the page computes and sends,
 * then waits for the others (or, for the last one, shows what comes next).
 */
async function withKeyFile(trustee: Trustee, title: string, after: Locator) {
  const { page } = trustee;
  const heading = page.getByRole('heading', { name: title });
  const checkAgain = page.getByRole('button', { name: T.checkAgain });
  await expect(heading.or(checkAgain)).toBeVisible();
  if (!(await heading.isVisible())) await checkAgain.click();
  await expect(heading).toBeVisible({ timeout: 15_000 });
  await page.locator('input[type="file"]').setInputFiles(trustee.keyFile);
  await expect(after).toBeVisible({ timeout: 30_000 });
}

test('three trustees make the election key on their phones; two decrypt; the result is counted', async ({
  browser,
  portal,
}) => {
  test.setTimeout(3 * MINUTE);
  const baseURL = portal.url;
  const voters = [1, 2, 3].map((n) => stageVoter('Wali', 92, n));
  const committee = await staffApi(baseURL, COMMITTEE_EMAIL);
  const { eventId, path } = await draftElection(baseURL, committee, voters);

  // The committee names itself and two witnesses; the witnesses' codes come back once.
  const { user } = await ok<{ user: { id: string } }>(await committee.get('/api/auth/session'));
  const saksi = [1, 2].map((n) => ({
    nama: `Saksi ${n}`,
    email: `saksi-${n}-${eventId}@uji.test`,
  }));
  const named = await ok<{ uuid: string; saksi: { posisi: number; kodeMasuk: string }[] }>(
    await committee.put(path('wali'), { data: { ambang: 2, panitia: [user.id], saksi } }),
  );
  const { uuid } = named;

  const trustees: Trustee[] = [];
  const open = async (name: string) => {
    const context = await browser.newContext({
      baseURL,
      viewport: PHONE,
      acceptDownloads: true,
      hasTouch: true,
    });
    const trustee = { name, context, page: await context.newPage(), keyFile: '' };
    trustees.push(trustee);
    return trustee;
  };
  // The committee member uses their own session.
  const own = await open('panitia');
  await ok(
    await own.context.request.post(`${baseURL}/api/auth/login`, {
      headers: { Origin: baseURL },
      data: { email: COMMITTEE_EMAIL, password: 'demo-bem-2025' },
    }),
  );
  // The witnesses sign in at /wali/masuk; a wrong code is refused with the server's message.
  for (const [i, s] of named.saksi.entries()) {
    const witness = await open(`saksi ${i + 1}`);
    const { page } = witness;
    await page.goto('/wali/masuk');
    await waitForApp(page);
    await page.getByRole('textbox', { name: T.email }).fill(saksi[i]!.email);
    if (i === 0) {
      await page.getByRole('textbox', { name: T.code }).fill('kode-yang-salah');
      await page.getByRole('button', { name: T.signIn }).click();
      await expect(page.getByRole('alert')).toHaveText('E-mail atau kode masuk wali salah.');
    }
    await page.getByRole('textbox', { name: T.code }).fill(s.kodeMasuk);
    await page.getByRole('button', { name: T.signIn }).click();
    await expect(page).toHaveURL(new RegExp(`/wali/${eventId}$`));
  }

  try {
    for (const [i, trustee] of trustees.entries())
      await test.step(`step 1: ${trustee.name}`, () => makeKey(trustee, eventId, uuid, i + 1));
    const waiting = (page: Page, next: Locator) => page.getByText(T.waitingOthers).or(next);
    for (const trustee of trustees) {
      const next = trustee.page.getByRole('heading', { name: T.verificationTitle });
      await withKeyFile(trustee, T.polynomialTitle, waiting(trustee.page, next));
    }
    for (const trustee of trustees)
      await withKeyFile(
        trustee,
        T.verificationTitle,
        waiting(trustee.page, trustee.page.getByText(T.ready)),
      );
    for (const { page } of trustees) {
      const ready = page.getByText(T.ready);
      if (!(await ready.isVisible()))
        await page.getByRole('button', { name: T.checkAgain }).click();
      await expect(ready).toBeVisible();
      await expect(page.getByText(TRUSTEE_STAGE_LABELS.siap, { exact: true })).toBeVisible();
      const sideways = (await page.evaluate(
        'document.documentElement.scrollWidth > window.innerWidth',
      )) as boolean;
      expect(sideways).toBe(false);
    }

    // Voting, over HTTP: scheduled, credentials registered, opened, three ballots, closed.
    const at = (ms: number) => new Date(Date.now() + ms).toISOString();
    await ok(
      await committee.put(path('jadwal'), {
        data: { mulai: at(24 * 60 * MINUTE), selesai: at(25 * 60 * MINUTE) },
      }),
    );
    const sessions = await Promise.all(voters.map((v) => voterApi(baseURL, v)));
    const credentials = voters.map(() => generatePrivateCredential());
    for (const [i, api] of sessions.entries()) {
      const publik = publicCredentialToString(
        derivePublicCredential(BELENIOS_2048, uuid, credentials[i]!),
      );
      await ok(await api.put(beleniosPath('voterCredential', eventId), { data: { publik } }));
    }
    await ok(await committee.post(path('buka'), { data: { selesai: at(60 * MINUTE) } }));
    // Candidate 2, candidate 2, abstain (blank first: [abstain, 1, 2]).
    const choices = [[[0, 0, 1]], [[0, 0, 1]], [[1, 0, 0]]];
    for (const [i, api] of sessions.entries()) {
      const view = await ok<{ pemilihan: string }>(
        await api.get(beleniosPath('voterElection', eventId)),
      );
      const ballot = createBallot(parseElection(view.pemilihan), credentials[i]!, choices[i]!);
      await ok(
        await api.post(beleniosPath('ballot', eventId), {
          headers: { 'content-type': 'application/json' },
          data: ballot.text,
        }),
        201,
      );
    }
    await ok(await committee.post(path('tutup')));
    await Promise.all(sessions.map((s) => s.dispose()));

    // Two of three decrypt in the browser from their key files.
    for (const trustee of [trustees[0]!, trustees[2]!])
      await withKeyFile(trustee, T.decryptionTitle, trustee.page.getByText(T.decryptionSent(2)));
    // The committee member (trustee 1, on the same phone) publishes from Ringkasan.
    const desk = trustees[0]!.page;
    await desk.goto(`/panitia/${eventId}/ringkasan`);
    await desk.getByRole('button', { name: 'Publikasikan Hasil' }).click();
    await desk
      .getByRole('dialog', { name: 'Publikasikan hasil pemilihan?' })
      .getByRole('button', { name: 'Ya, Publikasikan' })
      .click();
    await expect(desk.getByText('Hasil pemilihan dipublikasikan.')).toBeVisible();

    // The berita acara, read back: it names the election's fingerprint and how to verify it.
    const { sidikJari } = await ok<{ sidikJari: string }>(
      await committee.get(beleniosPath('ballotBox', eventId)),
    );
    const saving = desk.waitForEvent('download');
    await desk.getByRole('button', { name: 'Unduh Berita Acara' }).click();
    const pdf = await getDocumentProxy(
      new Uint8Array(await readFile((await (await saving).path())!)),
    );
    const flat = (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
    expect(flat).toContain(sidikJari);
    expect(flat).toContain('belenios-tool election verify');

    const { page } = trustees[1]!;
    await page.getByRole('button', { name: T.checkAgain }).click();
    await expect(page.getByText(T.resultDone)).toBeVisible();
    await page.getByRole('link', { name: T.seeResult }).click();
    await expect(page).toHaveURL(new RegExp(`/hasil/${eventId}$`));
    // The counts the two partial decryptions opened: 0, 2 and 1 abstain, of 3.
    const row = (name: string | RegExp) => page.getByRole('row').filter({ hasText: name });
    await expect(row('Andi Prasetyo').getByRole('cell').nth(2)).toHaveText('0');
    await expect(row('Bunga Citra').getByRole('cell').nth(2)).toHaveText('2');
    await expect(row('Total Suara Masuk').getByRole('cell').first()).toHaveText('3');

    // Anyone re-checks the record in the browser: every step passes.
    await page.getByRole('link', { name: 'Verifikasi Pemilihan' }).click();
    await expect(page).toHaveURL(new RegExp(`/hasil/${eventId}/verifikasi$`));
    await expect(page.getByText('Terverifikasi: semua pemeriksaan lulus.')).toBeVisible({
      timeout: MINUTE,
    });
    await expect(page.getByText('Lulus', { exact: true })).toHaveCount(8);
    await expect(page.getByText('Gagal', { exact: true })).toHaveCount(0);
  } finally {
    await Promise.all(trustees.map((t) => t.context.close()));
    await committee.dispose();
  }
});
