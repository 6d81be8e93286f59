import type { Page } from '@playwright/test';
import { agendaResource } from '../../src/shared/agenda/agenda-resource';
import { AGENDA_FEED_PATH } from '../../src/shared/agenda/agenda-paths';
import { expect, test } from './fixtures';
import { staffApi } from './support/berkas';
import { waitForApp } from './support/app-ready';
import { signInThroughForm } from './support/sign-in';

// Issue 20's calendar, as its users meet it: the home-affairs ministry adds an activity that
// crosses midnight, in a browser whose own zone is far from Yogyakarta's; a visitor in yet
// another zone sees it on the agenda and the home page at the times entered, and the feed holds
// the same instants. Nobody else may write it.

const NAME = 'Malam Renungan Pengurus Uji';
const DAY_MS = 24 * 60 * 60 * 1000;

/** A day in Asia/Jakarta, `offset` days from today: its date and its name on the calendar. */
function jakartaDay(offset: number) {
  const at = new Date(Date.now() + 7 * 3600_000 + offset * DAY_MS);
  const date = at.toISOString().slice(0, 10);
  const name = new Intl.DateTimeFormat('id-ID', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
  return { date, name };
}

/** Picks a day and a time in the form's @mantine/dates date-and-time field named `label`. */
async function pickDateTime(page: Page, label: string, day: { name: string }, time: string) {
  await page
    .getByRole('dialog', { name: 'Tambah Kegiatan' })
    .getByRole('button', { name: label })
    .click();
  // The picker's own dropdown (the form's dialog stays open behind it).
  const dropdown = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('button', { name: 'Pilih tanggal dan waktu ini' }) });
  const target = dropdown.getByRole('button', { name: day.name, exact: true });
  await expect(dropdown.getByRole('button', { name: 'Bulan berikutnya' })).toBeVisible();
  // The calendar opens on the field's month; tomorrow may be next month's first day.
  if (!(await target.isVisible()))
    await dropdown.getByRole('button', { name: 'Bulan berikutnya' }).click();
  await target.click();
  const [hours, minutes] = time.split(':');
  await dropdown.getByRole('spinbutton', { name: 'Jam' }).fill(hours!);
  await dropdown.getByRole('spinbutton', { name: 'Menit' }).fill(minutes!);
  await dropdown.getByRole('button', { name: 'Pilih tanggal dan waktu ini' }).click();
  await expect(dropdown).toBeHidden();
}

/** The feed's instant of a Jakarta wall clock: "20261201T160000Z". */
const utcStamp = (date: string, time: string) =>
  new Date(`${date}T${time}:00+07:00`).toISOString().replace(/[-:]/g, '').slice(0, 15) + 'Z';

test('the home-affairs ministry adds an activity across midnight; everyone sees the times entered, and nobody else may write', async ({
  browser,
  portal,
}) => {
  test.setTimeout(120_000);
  const today = jakartaDay(0);
  const tomorrow = jakartaDay(1);

  // The ministry's computer keeps New York's time: nothing may shift by it.
  const ministryContext = await browser.newContext({ timezoneId: 'America/New_York' });
  const ministry = await ministryContext.newPage();
  await signInThroughForm(ministry, portal.url, 'dagri@bem.demo');
  await ministry.goto(`${portal.url}/admin/kelola-penanggalan`);
  await expect(
    ministry.getByRole('heading', { level: 1, name: 'Kelola Penanggalan' }),
  ).toBeVisible();
  // This week by default: the demo's activity of tonight is listed.
  const table = ministry.getByRole('table', { name: 'Daftar kegiatan' });
  await expect(table.getByRole('row', { name: /Malam Keakraban HIMA TKN/ })).toBeVisible();

  await ministry.getByRole('button', { name: 'Tambah Kegiatan' }).click();
  const form = ministry.getByRole('dialog', { name: 'Tambah Kegiatan' });
  await form.getByRole('textbox', { name: 'Nama Kegiatan' }).fill(NAME);
  await pickDateTime(ministry, 'Mulai', today, '23:00');
  await pickDateTime(ministry, 'Selesai', tomorrow, '01:30');
  await form.getByRole('textbox', { name: 'Tempat' }).fill('Sekretariat BEM KM');
  await form.getByRole('combobox', { name: 'Pelaksana' }).fill('Kementerian Dalam Negeri');
  await form.getByRole('textbox', { name: 'Sasaran' }).fill('Pengurus BEM KM');
  await form.getByRole('textbox', { name: 'Keterangan' }).fill('Refleksi akhir bulan.');
  await form.getByRole('button', { name: 'Simpan' }).click();
  await expect(ministry.getByText('Acara berhasil ditambahkan!')).toBeVisible();
  await expect(form).toBeHidden();
  const row = table.getByRole('row', { name: new RegExp(NAME) });
  await expect(row).toContainText('23.00 – 01.30 WIB');

  // Stored as entered, whatever New York's clock says.
  const api = await staffApi(portal.url, 'dagri@bem.demo');
  const { items } = (await (await api.get(agendaResource.path)).json()) as {
    items: { id: string; namaKegiatan: string; mulai: string; selesai: string }[];
  };
  const stored = items.find((item) => item.namaKegiatan === NAME);
  expect(stored).toMatchObject({
    mulai: `${today.date}T23:00`,
    selesai: `${tomorrow.date}T01:30`,
  });

  // A visitor in São Paulo: the agenda and the home page show the same times.
  const visitorContext = await browser.newContext({ timezoneId: 'America/Sao_Paulo' });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`${portal.url}/agenda`);
  await waitForApp(visitor);
  const card = visitor.getByRole('article').filter({ hasText: NAME });
  await expect(card).toContainText('23.00 – 01.30 WIB');
  await card.getByRole('button', { name: NAME }).click();
  await expect(card).toContainText(`${today.name} pukul 23.00 WIB`);
  await expect(card).toContainText(`${tomorrow.name} pukul 01.30 WIB`);
  await expect(card).toContainText('Refleksi akhir bulan.');

  await visitor.goto(`${portal.url}/`);
  const upcoming = visitor.getByRole('region', { name: 'Agenda Terdekat' });
  const link = upcoming.getByRole('link', { name: new RegExp(NAME) });
  await expect(link).toContainText('23.00 – 01.30 WIB');
  await link.click();
  await expect(visitor).toHaveURL(new RegExp(`/agenda\\?kegiatan=${stored!.id}$`));
  await expect(
    visitor.getByRole('article').filter({ hasText: NAME }).getByText('Refleksi akhir bulan.'),
  ).toBeVisible();

  // The feed holds the same instants: 23:00 and 01:30 WIB are 16:00 and 18:30 UTC of today.
  const feed = await visitor.request.get(`${portal.url}${AGENDA_FEED_PATH}`);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  const event = (await feed.text())
    .replace(/\r\n[ \t]/g, '')
    .split('BEGIN:VEVENT')
    .find((part) => part.includes(`SUMMARY:${NAME}`));
  expect(event).toContain(`DTSTART:${utcStamp(today.date, '23:00')}`);
  expect(event).toContain(`DTEND:${utcStamp(tomorrow.date, '01:30')}`);

  // A visitor and another ministry may not write it: refused, nothing changed.
  const payload = {
    namaKegiatan: 'Disusupkan',
    mulai: `${today.date}T10:00`,
    selesai: `${today.date}T11:00`,
    tempat: 'Aula',
    penyelenggara: 'Siapa Saja',
    penyelenggaraId: '',
    keterangan: '',
    sasaran: '',
  };
  const anonymous = await visitor.request.post(`${portal.url}${agendaResource.path}`, {
    data: payload,
    headers: { Origin: portal.url },
  });
  expect(anonymous.status()).toBe(401);
  const sekjen = await staffApi(portal.url, 'sekjen@bem.demo');
  expect((await sekjen.post(agendaResource.path, { data: payload })).status()).toBe(403);
  expect((await sekjen.delete(`${agendaResource.path}/${stored!.id}`)).status()).toBe(403);
  const after = (await (await api.get(agendaResource.path)).json()) as { items: unknown[] };
  expect(after.items).toHaveLength(items.length);
  // And the other ministry's menu has no Kelola Penanggalan; typed in, it is sent back.
  const sekjenPage = await browser.newPage();
  await signInThroughForm(sekjenPage, portal.url, 'sekjen@bem.demo');
  await sekjenPage.goto(`${portal.url}/admin/kelola-penanggalan`);
  await expect(sekjenPage).toHaveURL(/\/admin$/);
  await expect(
    sekjenPage.getByText('Anda tidak memiliki akses ke halaman tersebut.'),
  ).toBeVisible();

  await api.dispose();
  await sekjen.dispose();
  await sekjenPage.close();
  await visitorContext.close();
  await ministryContext.close();
});

test('the ministry narrows the list to a range of days, searches every activity, opens one and deletes it', async ({
  page,
  portal,
}) => {
  // An activity three weeks ahead (outside this week), run by a directory organisation.
  const api = await staffApi(portal.url, 'dagri@bem.demo');
  const organisations = (await (await api.get('/api/resources/organisasi')).json()) as {
    items: { id: string; nama: string }[];
  };
  const robotika = organisations.items.find((org) => org.nama.includes('Robotika'))!;
  const day = jakartaDay(21).date;
  const made = await api.post(agendaResource.path, {
    data: {
      namaKegiatan: 'Lomba Robot Pemadam Uji',
      mulai: `${day}T08:00`,
      selesai: `${day}T16:00`,
      tempat: 'GOR Poltek Nuklir',
      penyelenggara: robotika.nama,
      penyelenggaraId: robotika.id,
      keterangan: '',
      sasaran: 'Siswa SMA/SMK se-DIY',
    },
  });
  expect(made.status()).toBe(201);
  await api.dispose();

  await signInThroughForm(page, portal.url, 'dagri@bem.demo');
  await page.goto(`${portal.url}/admin/kelola-penanggalan`);
  const table = page.getByRole('table', { name: 'Daftar kegiatan' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row', { name: /Lomba Robot Pemadam Uji/ })).toHaveCount(0);

  // A range without its end is refused with the old manager's text.
  await page.getByRole('button', { name: 'Kosongkan rentang tanggal' }).click();
  await page.getByRole('button', { name: 'Tampilkan' }).click();
  await expect(page.getByText('Pilih rentang tanggal yang valid.')).toBeVisible();

  // Search looks through every activity, whatever the range.
  await page.getByRole('textbox', { name: 'Cari kegiatan' }).fill('robot pemadam');
  await expect(page.getByText('Hasil pencarian dari semua kegiatan: 1 kegiatan.')).toBeVisible();
  await page.getByRole('button', { name: 'Detail: Lomba Robot Pemadam Uji' }).click();
  const detail = page.getByRole('dialog', { name: 'Lomba Robot Pemadam Uji' });
  await expect(detail.getByText('Siswa SMA/SMK se-DIY')).toBeVisible();
  await expect(detail.getByRole('link', { name: robotika.nama })).toHaveAttribute(
    'href',
    `/organisasi/${robotika.id}`,
  );
  await detail.getByRole('button', { name: 'Hapus' }).click();
  const confirm = page.getByRole('dialog', { name: 'Hapus kegiatan?' });
  await confirm.getByRole('button', { name: 'Hapus' }).click();
  await expect(page.getByText('Acara berhasil dihapus!')).toBeVisible();
  await expect(page.getByText('Tidak ada kegiatan yang cocok dengan pencarian.')).toBeVisible();

  // Reset: this week again, no search.
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByRole('textbox', { name: 'Cari kegiatan' })).toHaveValue('');
  await expect(table.getByRole('row', { name: /Malam Keakraban HIMA TKN/ })).toBeVisible();
});
