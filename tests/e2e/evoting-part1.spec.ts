import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import Papa from 'papaparse';
import sharp from 'sharp';
import { BELENIOS_MESSAGES } from '../../src/shared/evoting/belenios-election';
import { EVOTING_MESSAGES } from '../../src/shared/evoting/election';
import { ELECTION_MESSAGES } from '../../src/shared/evoting/election-state';
import { NIM_MESSAGES } from '../../src/shared/evoting/prodi';
import {
  KREDENSIAL_TEXT,
  WALI_TEXT as WALI_KUNCI,
} from '../../src/renderer/src/features/panitia/belenios/belenios-committee-text';
import { WALI_TEXT as RUANG_WALI } from '../../src/renderer/src/features/wali/wali-text';
import { expect, test } from './fixtures';
import { waitForApp } from './support/app-ready';
import { signInThroughForm } from './support/sign-in';

// Issue 18's done-when journeys, as their users make them: a student becomes a voter and joins an
// election its committee verifies; a committee asks for an election, the master approves it, and
// the committee prepares and opens it, after which its configuration is refused. A new election
// is a Belenios election (issue 34): it is scheduled only once its trustees are named, and opens
// only once their key is made and every verified voter has a credential.

const COMMITTEE = 'panitia@bem.demo';
const UPCOMING = 'Pemilihan Ketua HIMA Teknokimia Nuklir 2026';

/** A picture as a person would choose it: a PNG made here. */
async function picture(colour: string) {
  const buffer = await sharp({
    create: { width: 600, height: 800, channels: 3, background: colour },
  })
    .png()
    .toBuffer();
  return { name: `kandidat-${colour.slice(1)}.png`, mimeType: 'image/png', buffer };
}

/** Picks a day of next month and a time in a @mantine/dates date-and-time field. */
async function pickDateTime(page: Page, label: string, day: number, time: string) {
  await page.getByRole('button', { name: label }).click();
  const dropdown = page.getByRole('dialog').last();
  // Days are named "10 Januari 2027"; the calendar opens on this month, or on its earliest allowed.
  const now = new Date();
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, day, 5));
  const name = new Intl.DateTimeFormat('id-ID', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Jakarta',
  }).format(next);
  const target = dropdown.getByRole('button', { name, exact: true });
  await expect(dropdown.getByRole('button', { name: 'Bulan berikutnya' })).toBeVisible();
  if (!(await target.isVisible()))
    await dropdown.getByRole('button', { name: 'Bulan berikutnya' }).click();
  await target.click();
  const [hours, minutes] = time.split(':');
  await dropdown.getByRole('spinbutton', { name: 'Jam' }).fill(hours!);
  await dropdown.getByRole('spinbutton', { name: 'Menit' }).fill(minutes!);
  await dropdown.getByRole('button', { name: 'Pilih tanggal dan waktu ini' }).click();
  await expect(dropdown).toBeHidden();
}

test('a student registers as a voter, asks to join an election, its committee verifies them, and they see it on their dashboard', async ({
  browser,
  portal,
}) => {
  test.setTimeout(120_000);
  const student = await browser.newPage();
  await student.goto(`${portal.url}/register-pemilih`);
  await waitForApp(student);
  await student.getByRole('textbox', { name: 'Nama Lengkap' }).fill('Eka Wulandari');
  await student.getByRole('combobox', { name: 'Program Studi' }).selectOption('Teknokimia Nuklir');
  await student.getByRole('textbox', { name: 'NIM' }).fill('012500077');
  await student.getByRole('textbox', { name: 'Email Mahasiswa' }).fill('eka.wulandari@uji.test');
  await student.getByRole('textbox', { name: 'Password', exact: true }).fill('pilih-raya-2026!');
  await student.getByRole('textbox', { name: 'Konfirmasi Password' }).fill('pilih-raya-2026!');
  await student.getByRole('checkbox', { name: /syarat & ketentuan pemilih/ }).check();
  await student.getByRole('button', { name: 'Daftar' }).click();
  await expect(student).toHaveURL(/\/dashboard-pemilih$/);
  await expect(student.getByRole('heading', { level: 1, name: 'Dasbor Pemilih' })).toBeVisible();
  await expect(student.getByText('Selamat datang, Eka Wulandari.', { exact: true })).toBeVisible();

  await student.getByRole('button', { name: `Minta Bergabung: ${UPCOMING}` }).click();
  await expect(
    student.getByText(`Permintaan bergabung ke "${UPCOMING}" terkirim.`, { exact: false }),
  ).toBeVisible();
  const card = student.getByRole('listitem').filter({ hasText: UPCOMING });
  await expect(card).toContainText('Menunggu Verifikasi');

  const committee = await browser.newPage();
  await signInThroughForm(committee, portal.url, COMMITTEE);
  await expect(committee).toHaveURL(/\/request-pemilihan$/);
  await committee.getByRole('link', { name: `Kelola: ${UPCOMING}` }).click();
  await expect(committee).toHaveURL(/\/panitia\/[^/]+\/ringkasan$/);
  await committee.getByRole('link', { name: 'Verifikasi Pemilih' }).click();
  const request = committee.getByRole('listitem').filter({ hasText: 'Eka Wulandari' });
  await expect(request).toContainText('NIM: 012500077');
  await expect(request).toContainText('Prodi: Teknokimia Nuklir');
  await request.getByRole('button', { name: /^Verifikasi/ }).click();
  await expect(committee.getByText('Eka Wulandari terverifikasi.')).toBeVisible();

  // The voter's dashboard follows live.
  await expect(card).toContainText('Terverifikasi');
  await expect(card).toContainText('Penyelenggara:');
  await expect(card).toContainText('Dimulai Dalam:');
  await student.close();
  await committee.close();
});

test('a committee asks for an election, the master approves it, the committee prepares and opens it, and then its candidates are refused', async ({
  browser,
  portal,
}) => {
  // Two people, each through several pages, uploads, a CSV import, and the key generation and the
  // credentials computed in the browser.
  test.setTimeout(180_000);
  const name = `Pemilihan Ketua UKM Robotika ${Date.now()}`;
  const committee = await browser.newPage();
  await signInThroughForm(committee, portal.url, COMMITTEE);
  await expect(
    committee.getByRole('heading', { level: 1, name: 'Ajukan Permintaan Pemilihan' }),
  ).toBeVisible();
  await committee.getByLabel(/^Nama Organisasi/).selectOption({ label: 'BEM KM' });
  await committee.getByLabel(/^Nama Pemilihan/).fill(name);
  await committee.getByLabel(/^Deskripsi Singkat/).fill('Pemilihan ketua periode 2026/2027.');
  await committee
    .getByLabel(/^Link Dokumen Pengesahan/)
    .fill('https://drive.google.com/file/d/surat-pengesahan/view');
  await committee.getByRole('button', { name: 'Kirim Pengajuan' }).click();
  await expect(committee.getByText('Pengajuan Berhasil!')).toBeVisible();
  const mine = committee.getByRole('region', { name: 'Pengajuan Saya' });
  await expect(mine.getByRole('listitem').filter({ hasText: name })).toContainText(
    'Menunggu Persetujuan',
  );

  const master = await browser.newPage();
  await signInThroughForm(master, portal.url, 'master@bem.demo');
  await master.goto(`${portal.url}/admin/manajemen-voting`);
  await master.getByRole('button', { name: `Setujui: ${name}` }).click();
  const approve = master.getByRole('dialog', { name: 'Setujui & Tugaskan Panitia' });
  await approve.getByRole('button', { name: 'Simpan & Tugaskan' }).click();
  await expect(approve).toBeHidden();
  await master.getByRole('tab', { name: 'Daftar Pemilihan' }).click();
  await expect(master.getByRole('listitem').filter({ hasText: name })).toContainText('Draf');

  // The committee's page follows live: the request approved, the election in its list.
  await expect(mine.getByRole('listitem').filter({ hasText: name })).toContainText('Disetujui');
  await committee.getByRole('link', { name: `Kelola: ${name}` }).click();
  await expect(committee).toHaveURL(/\/panitia\/[^/]+\/ringkasan$/);
  const eventId = /\/panitia\/([^/]+)\//.exec(committee.url())![1]!;
  await expect(committee.getByRole('complementary').getByText(`Panitia: ${name}`)).toBeVisible();

  // Pengaturan: a schedule, next month, is refused until trustees are named; the server says why.
  await committee.getByRole('link', { name: 'Pengaturan' }).click();
  const trusteesRequired = committee.getByText(BELENIOS_MESSAGES.trusteesRequired);
  await pickDateTime(committee, 'Jadwal Mulai', 10, '08:00');
  await pickDateTime(committee, 'Jadwal Selesai', 11, '16:00');
  await expect(trusteesRequired).toHaveCount(0);
  await committee.getByRole('button', { name: 'Simpan Jadwal' }).click();
  await expect(trusteesRequired).toBeVisible();
  await expect(committee.getByText('Jadwal pemilihan disimpan.')).toHaveCount(0);

  // Ringkasan: the committee member names themself the one trustee (threshold 1 of 1).
  await committee.getByRole('link', { name: 'Ringkasan' }).click();
  const trustees = committee.getByRole('region', { name: WALI_KUNCI.heading, exact: true });
  await trustees.getByRole('checkbox', { name: /^Panitia Pemilihan/ }).check();
  await expect(trustees.getByRole('textbox', { name: WALI_KUNCI.thresholdLabel })).toHaveValue('1');
  await trustees.getByRole('button', { name: WALI_KUNCI.save }).click();
  await expect(committee.getByText(WALI_KUNCI.saved)).toBeVisible();
  await expect(trustees).toContainText(WALI_KUNCI.threshold(1, 1));

  // Their trustee's room: the key made in this browser and kept as a file, loaded again for
  // steps 2 and 3; with one trustee nothing waits for another.
  await trustees.getByRole('link', { name: WALI_KUNCI.room }).click();
  await expect(committee).toHaveURL(new RegExp(`/wali/${eventId}$`));
  await expect(committee.getByText(RUANG_WALI.position(1, 1))).toBeVisible();
  const keySaving = committee.waitForEvent('download');
  await committee.getByRole('button', { name: RUANG_WALI.generate }).click();
  const keyDownload = await keySaving;
  const keyFile = test.info().outputPath(keyDownload.suggestedFilename());
  await keyDownload.saveAs(keyFile);
  await committee.getByRole('checkbox', { name: RUANG_WALI.keptConfirm }).check();
  await committee.getByRole('button', { name: RUANG_WALI.sendCertificate }).click();
  for (const [title, next] of [
    [
      RUANG_WALI.polynomialTitle,
      committee.getByRole('heading', { name: RUANG_WALI.verificationTitle }),
    ],
    [RUANG_WALI.verificationTitle, committee.getByText(RUANG_WALI.ready)],
  ] as const) {
    await expect(committee.getByRole('heading', { name: title })).toBeVisible({ timeout: 15_000 });
    await committee.locator('input[type="file"]').setInputFiles(keyFile);
    // The worker computes over the 2048-bit group: seconds on a slow machine.
    await expect(next).toBeVisible({ timeout: 30_000 });
  }

  // Pengaturan: with its trustees named, the election takes its schedule.
  await committee.goto(`${portal.url}/panitia/${eventId}/pengaturan`);
  await waitForApp(committee);
  await pickDateTime(committee, 'Jadwal Mulai', 10, '08:00');
  await pickDateTime(committee, 'Jadwal Selesai', 11, '16:00');
  await committee.getByRole('button', { name: 'Simpan Jadwal' }).click();
  await expect(committee.getByText('Jadwal pemilihan disimpan.')).toBeVisible();
  await expect(committee.getByText('Akan Datang').first()).toBeVisible();

  // Two candidates with photos.
  await committee.getByRole('link', { name: 'Kelola Kandidat' }).click();
  const candidateIds: string[] = [];
  for (const [nama, colour] of [
    ['Andi Prasetyo', '#2255aa'],
    ['Bunga Citra', '#aa5522'],
  ] as const) {
    await committee.getByRole('button', { name: 'Tambah Kandidat' }).click();
    const editor = committee.getByRole('dialog', { name: 'Tambah Kandidat' });
    await editor.getByLabel(/^Nama Kandidat/).fill(nama);
    await editor
      .locator('input[type="file"][aria-label="Foto Kandidat"]')
      .setInputFiles(await picture(colour));
    await editor.getByRole('textbox', { name: 'Teks Alternatif' }).fill(`Foto ${nama}`);
    await editor.getByLabel(/^Visi/).fill(`Visi ${nama}.`);
    await editor.getByLabel(/^Misi/).fill(`Misi ${nama}.`);
    const created = committee.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        response.url().endsWith(`/api/panitia/${eventId}/kandidat`),
    );
    await editor.getByRole('button', { name: 'Simpan Kandidat' }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    candidateIds.push(((await response.json()) as { id: string }).id);
    await expect(editor).toBeHidden();
    await expect(committee.getByRole('img', { name: `Foto ${nama}` })).toBeVisible();
  }
  await expect(committee.getByText('No. Urut 2')).toBeVisible();

  // The roll from a CSV file of NIMs and names with one bad row, reported by its line, and the
  // voter who matches no account (a misspelt name) reported like an unknown NIM.
  await committee.getByRole('link', { name: 'Kelola Pemilih' }).click();
  await committee.getByRole('button', { name: 'Impor CSV' }).waitFor();
  await committee.locator('input[type="file"][accept=".csv,text/csv"]').setInputFiles({
    name: 'pemilih-ukm.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'NIM,Nama Lengkap\n012300001,ayu lestari\n022300002,Bima Saputra\n12345,Tanpa NIM\n032300003,Citra Maharani\n012400004,Dimas Pratomo\n',
    ),
  });
  const preview = committee.getByRole('dialog', { name: 'Pratinjau Impor: pemilih-ukm.csv' });
  await expect(
    preview.getByRole('list', { name: 'Baris bermasalah' }).getByRole('listitem'),
  ).toHaveText([`Baris 4: ${NIM_MESSAGES.format}`, `Baris 6: ${EVOTING_MESSAGES.voterNoMatch}`]);
  // The preview shows the file's own text, never an account's data.
  const toAdd = preview.getByRole('table', { name: 'Pemilih yang akan ditambahkan' });
  await expect(toAdd).toContainText('ayu lestari');
  await expect(toAdd).not.toContainText('pemilih1@bem.demo');
  await preview.getByRole('button', { name: 'Tambahkan 3 Pemilih' }).click();
  await expect(preview).toBeHidden();
  const roll = committee.getByRole('table', { name: 'Daftar pemilih' });
  await expect(roll.getByRole('row')).toHaveCount(4);
  await expect(roll).toContainText('Ayu Lestari');
  // Added by the committee: their e-mail is not shown to it.
  await expect(roll).not.toContainText('@bem.demo');

  // One voter by NIM and Nama Lengkap: a wrong name is refused like an unknown NIM.
  const nim = committee.getByRole('textbox', { name: 'NIM', exact: true });
  const nama = committee.getByRole('textbox', { name: 'Nama Lengkap', exact: true });
  await nim.fill('012400004');
  await nama.fill('Dimas Pratomo');
  await committee.getByRole('button', { name: 'Tambah', exact: true }).click();
  await expect(committee.getByText(EVOTING_MESSAGES.voterNoMatch)).toBeVisible();
  await nama.fill('Dimas Pratama');
  await committee.getByRole('button', { name: 'Tambah', exact: true }).click();
  await expect(committee.getByText('Dimas Pratama ditambahkan ke daftar pemilih.')).toBeVisible();
  await expect(roll.getByRole('row')).toHaveCount(5);

  // Ringkasan: the four voters made no credential of their own; this browser makes theirs, and
  // the codes come down at once as a CSV file to hand over.
  await committee.getByRole('link', { name: 'Ringkasan' }).click();
  const credentials = committee.getByRole('region', { name: KREDENSIAL_TEXT.heading, exact: true });
  await expect(credentials.getByTestId('ringkasan-kredensial')).toHaveText(
    KREDENSIAL_TEXT.summary(0, 4),
  );
  await credentials.getByRole('button', { name: KREDENSIAL_TEXT.make(4) }).click();
  const codesSaving = committee.waitForEvent('download');
  await committee
    .getByRole('dialog', { name: KREDENSIAL_TEXT.confirmTitle })
    .getByRole('button', { name: KREDENSIAL_TEXT.confirm })
    .click();
  const codes = await (await codesSaving).path();
  // NIM, Nama, Kode Kredensial: one row for each voter, each with a code in Belenios' form.
  const sheet = Papa.parse<string[]>((await readFile(codes!, 'utf8')).replace(/^\uFEFF/, ''), {
    skipEmptyLines: true,
  }).data;
  expect(sheet[0]).toEqual(['NIM', 'Nama', 'Kode Kredensial']);
  expect(
    sheet
      .slice(1)
      .map(([nim]) => nim)
      .sort(),
  ).toEqual(['012300001', '012400004', '022300002', '032300003']);
  for (const [, , kode] of sheet.slice(1))
    expect(kode).toMatch(/^[1-9A-HJ-NP-Za-km-z]{3}(-[1-9A-HJ-NP-Za-km-z]{3}){4}$/);
  await expect(credentials.getByTestId('ringkasan-kredensial')).toHaveText(KREDENSIAL_TEXT.allDone);

  // Opened now: the configuration is frozen, on the page and at the backend.
  await committee.getByRole('link', { name: 'Pengaturan' }).click();
  await committee.getByRole('button', { name: 'Buka sekarang' }).click();
  await committee
    .getByRole('dialog', { name: 'Buka pemilihan sekarang?' })
    .getByRole('button', { name: 'Ya, Buka Sekarang' })
    .click();
  await expect(committee.getByText('Pemilihan dibuka.')).toBeVisible();
  await expect(committee.getByText(ELECTION_MESSAGES.frozen)).toBeVisible();

  await committee.getByRole('link', { name: 'Kelola Kandidat' }).click();
  await expect(committee.getByText(ELECTION_MESSAGES.frozen)).toBeVisible();
  await expect(committee.getByRole('button', { name: 'Edit: Andi Prasetyo' })).toBeDisabled();
  await expect(committee.getByRole('button', { name: 'Tambah Kandidat' })).toBeDisabled();
  const refused = await committee.request.put(
    `${portal.url}/api/panitia/${eventId}/kandidat/${candidateIds[0]}`,
    {
      headers: { Origin: portal.url },
      data: {
        nomor: 1,
        nama: 'Andi Prasetyo (diubah)',
        namaWakil: null,
        foto: null,
        visi: 'Visi baru.',
        misi: 'Misi baru.',
      },
    },
  );
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
    ELECTION_MESSAGES.frozen,
  );
  await waitForApp(committee);
  await expect(committee.getByRole('heading', { name: 'Andi Prasetyo' })).toBeVisible();
  await master.close();
  await committee.close();
});
