import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formFieldsResource } from '../../src/shared/berkas/form-fields-resource';
import { PAGE_DATA_ELEMENT_ID, PAGE_SCRIPTS_META } from '../../src/shared/page-render';
import { DEMO_NEWS_DETAIL_PATH } from '../../src/server/seed/demo-news';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-seed';
import { readHtml } from '../support/html-document';
import { startTempServer, type TempServer } from '../support/temp-server';
import { apiClient } from './support/api-client';
import { PUBLIC_PAGE_PATHS, PUBLIC_RECORD_PAGES } from './support/public-page-paths';

type FormFieldRecord = { id: string; label: string } & Record<string, unknown>;

/**
 * What each public page shows before any script runs: its heading and some of its content. A
 * page added to the route table fails here until it says what it shows.
 */
const EXPECTED: Record<string, { heading: string; content: string[] }> = {
  // The demo calendar's activity of tonight is always among the next ones (demo-agenda.ts).
  '/': {
    heading: 'Selamat Datang di Website Resmi BEM KM Poltek Nuklir',
    content: [
      'Mengabdi dengan Aksi, Berkarya untuk Negeri.',
      'Tentang BEM KM',
      'Agenda Terdekat',
      'Malam Keakraban HIMA TKN',
      '23.00 – 01.30 WIB',
    ],
  },
  '/agenda': {
    heading: 'Agenda Kegiatan',
    content: [
      'Kegiatan Mendatang',
      'Malam Keakraban HIMA TKN',
      '23.00 – 01.30 WIB',
      'Langganan Kalender',
    ],
  },
  '/layanan': { heading: 'Pusat Layanan BEM', content: ['SI-BERKAS & SI-LAKAS', 'Buka Layanan'] },
  '/layanan/berkaskm': {
    heading: 'SI-BERKAS & SI-LAKAS',
    content: ['Ajukan Berkas', 'Lacak status dan progres verifikasi berkas'],
  },
  // The wizard's questions come from the form definition (checked against the data below).
  '/layanan/berkaskm/ajukan': { heading: 'Ajukan Berkas', content: ['Langkah 1 dari 3'] },
  '/layanan/berkaskm/lacak': { heading: 'Lacak Berkas', content: ['Nomor Tiket'] },
  // The sections of the loans page, and the notice read in place, there because the demo's
  // settings have one (src/server/seed/demo-sc.ts). The calendar and the form's fields are parts
  // that download in the browser, so they are not in the server's HTML.
  '/pinjam-sc': {
    heading: 'Peminjaman Sport Center',
    content: [
      'Informasi Peminjaman Sport Center',
      'Sport Center Poltek Nuklir dapat dipinjam',
      'Jadwal Sport Center',
      'Formulir Peminjaman',
    ],
  },
  // The receipt is the browser's (router state or the tab's storage): none on the server.
  '/pinjam-sc/sukses': { heading: 'Pengajuan Berhasil!', content: ['Simpan Nomor Tiket Anda'] },
  '/pinjam-sc/kelola': { heading: 'Kelola Peminjaman', content: ['Nomor Tiket', 'Cari'] },
  '/pinjam-sc/absensi': {
    heading: 'Absensi Peminjaman',
    content: ['Cari Tiket', 'Check-in', 'Check-out', 'Nomor Tiket'],
  },
  '/login': { heading: 'Masuk', content: ['Kata Sandi', 'Lupa kata sandi?'] },
  '/register': { heading: 'Daftar Admin', content: ['Kementerian', 'Ulangi Kata Sandi'] },
  '/register-panitia': { heading: 'Daftar Panitia Pemilihan', content: ['Organisasi'] },
  '/forgot-password': { heading: 'Lupa Kata Sandi', content: ['Kirim Tautan'] },
  '/auth/action': { heading: 'Tindakan Akun', content: ['Kembali ke halaman masuk'] },
  '/terms': { heading: 'Syarat dan Ketentuan Penggunaan', content: ['Penerimaan Syarat'] },
  '/terms-pemilih': { heading: 'Syarat dan Ketentuan Pemilih', content: ['Mahasiswa Aktif'] },
  '/register-pemilih': {
    heading: 'Daftar sebagai Pemilih',
    content: ['Sesuai KTM', 'Program Studi', 'Konfirmasi Password'],
  },
  '/login-pemilih': { heading: 'Portal Pemilih', content: ['Lupa Password?'] },
  '/lupa-sandi-pemilih': { heading: 'Lupa Password', content: ['Kirim Link Reset'] },
  // A witness's own sign-in as a trustee (issue 34).
  '/wali/masuk': { heading: 'Masuk Wali Kunci', content: ['Kode Masuk Wali'] },
  // Without a token (as the server renders it for everyone) the page says the link is invalid.
  '/reset-sandi-pemilih': { heading: 'Reset Password', content: ['Minta Link Baru'] },
  // The voter's data arrives after the page (their session is checked in the browser).
  '/profil-pemilih': { heading: 'Edit Profil Pemilih', content: [] },
  // Signed-in pages: their heading before the account is known; the rest comes with the session.
  '/dashboard-pemilih': { heading: 'Dasbor Pemilih', content: [] },
  '/request-pemilihan': { heading: 'Ajukan Permintaan Pemilihan', content: [] },
  '/pemilihan': {
    heading: 'Portal E-Voting',
    content: [
      'Masuk Portal Pemilih',
      'Daftar sebagai Pemilih',
      'Ajukan Permintaan Pemilihan',
      'Pemilihan Raya Ketua dan Wakil Ketua BEM KM 2026',
      'Penyelenggara:',
    ],
  },
  '/berita': {
    heading: 'Arsip Berita & Kegiatan',
    content: ['PKKMB 2025: Selamat Datang Mahasiswa Baru Poltek Nuklir', 'Halaman 1 dari 2'],
  },
  // The demo seed's documents and organisations (src/server/seed/demo-orgdok.ts), from the data.
  '/dokumen': {
    heading: 'Pusat Dokumen',
    content: ['Surat Keputusan', 'SOP Peminjaman Sport Center', 'Unduh PDF'],
  },
  '/direktori': {
    heading: 'Direktori UKM & Ormawa',
    content: ['Himpunan Mahasiswa Teknokimia Nuklir', 'HIMA EMC', 'Lihat Profil'],
  },
  // The demo's divisions, members and About sections (src/server/seed/demo-struktur.ts, demo-tentang.ts).
  '/struktur': {
    heading: 'Struktur Organisasi',
    content: [
      'Pembina Organisasi',
      'Kementerian Keuangan',
      'Presiden Mahasiswa',
      'Statistik Keanggotaan',
    ],
  },
  // The demo inventory (src/server/seed/demo-aset.ts): its first nine published assets, A to Z.
  '/keterbukaan-informasi/inventaris': {
    heading: 'Inventaris Aset',
    content: [
      'Bola Futsal Specs',
      'Gudang Student Center',
      'Menampilkan 9 dari 21 aset',
      'Muat Aset Lebih Banyak',
      'Unduh CSV',
    ],
  },
  '/tentang': {
    heading: 'Tentang Kami',
    content: ['Visi', 'Misi', 'Kontak Kami', 'bempolteknuklir@gmail.com'],
  },
  // The demo's programmes and minutes (src/server/seed/demo-proker.ts, demo-risalah.ts).
  '/keterbukaan-informasi/program-kerja': {
    heading: 'Arsip Program Kerja',
    content: ['Seminar Nasional Energi Nuklir', 'Kementerian Luar Negeri', 'Halaman 1 dari 4'],
  },
  '/keterbukaan-informasi/risalah-rapat': {
    heading: 'Risalah Rapat',
    content: ['Rapat Pleno Tengah Periode', '11 hadir', 'Unduh CSV'],
  },
  // The summary and the first page come with the HTML (the live topics' snapshots).
  '/keterbukaan-informasi/anggaran': {
    heading: 'Transparansi Anggaran',
    content: [
      'Ringkasan Dana Global',
      'Total Realisasi',
      'Distribusi Program Berdasarkan Status',
      'Filter Data Anggaran',
      'Unduh CSV',
    ],
  },
};

describe('every public page arrives as HTML with its content (issue 15)', () => {
  let server: TempServer;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    server = await startTempServer();
    api = apiClient(server.url);
  });
  afterAll(async () => {
    await server.dispose();
  });

  const formFields = async () =>
    ((await api.call('GET', formFieldsResource.path)).body as { items: FormFieldRecord[] }).items;

  const page = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.url}${path}`, { headers });
    return { response, html: await response.text() };
  };

  it('has an expectation for every page of the route table', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...PUBLIC_PAGE_PATHS].sort());
  });

  for (const path of PUBLIC_PAGE_PATHS) {
    it(`${path}: heading, content, title, description and Open Graph without scripts`, async () => {
      const { response, html } = await page(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      const doc = readHtml(html);
      const expected = EXPECTED[path];
      expect(doc.headings('h1')).toEqual([expected?.heading]);
      for (const text of expected?.content ?? []) expect(doc.text).toContain(text);
      expect(doc.title).toContain('BEM KM Poltek Nuklir');
      const description = doc.meta('description');
      expect(description?.length).toBeGreaterThan(30);
      expect(doc.meta('og:description')).toBe(description);
      expect(doc.meta('og:title')).toBe(doc.title);
      expect(doc.meta('og:image')).toMatch(/\.jpg$/);
      // The CSP refuses inline scripts: the page must be whole without them.
      expect(doc.inlineScripts).toBe(0);
    });
  }

  for (const [path, heading] of Object.entries(PUBLIC_RECORD_PAGES)) {
    it(`${path}: the record's own title, description and image in the HTML`, async () => {
      const { response, html } = await page(path);
      expect(response.status).toBe(200);
      const doc = readHtml(html);
      expect(doc.headings('h1')).toEqual([heading]);
      expect(doc.title).toBe(`${heading} | BEM KM Poltek Nuklir`);
      expect(doc.meta('og:title')).toBe(doc.title);
      expect(doc.meta('og:description')).toBe(doc.meta('description'));
      expect(doc.meta('og:image')).toMatch(/\/api\/images\/[\w-]{22}\.jpg$/);
      expect(doc.inlineScripts).toBe(0);
      const missing = await page(`${path}-tidak-ada`);
      expect(missing.response.status).toBe(404);
      expect(readHtml(missing.html).headings('h1')).toEqual(['Halaman tidak ditemukan']);
    });
  }

  it("an organisation's profile has its own title, description and logo; an unknown one is 404", async () => {
    const listed = (
      (await (await fetch(`${server.url}/api/resources/organisasi`)).json()) as {
        items: { id: string; nama: string; logo: { url: string } | null }[];
      }
    ).items;
    const org = listed.find((candidate) => candidate.logo !== null);
    if (!org) throw new Error('the demo seed has an organisation with a logo');
    const { response, html } = await page(`/organisasi/${org.id}`);
    expect(response.status).toBe(200);
    const doc = readHtml(html);
    expect(doc.headings('h1')).toEqual([org.nama]);
    expect(doc.title).toBe(`${org.nama} | BEM KM Poltek Nuklir`);
    expect(doc.meta('og:title')).toBe(doc.title);
    expect(doc.meta('og:description')).toBe(doc.meta('description'));
    expect(doc.meta('og:image')).toContain(org.logo?.url ?? '');
    const missing = await page('/organisasi/tidak-ada');
    expect(missing.response.status).toBe(404);
    expect(readHtml(missing.html).headings('h1')).toEqual(['Organisasi tidak ditemukan.']);
  });

  it('renders the data of a page: the wizard shows the questions of the form definition', async () => {
    const fields = await formFields();
    const firstStep = fields.slice(0, 3).map((field) => field.label);
    expect(firstStep.length).toBeGreaterThan(0);
    const doc = readHtml((await page('/layanan/berkaskm/ajukan')).html);
    for (const label of firstStep) expect(doc.text).toContain(label);
    // The app starts from the same data: the public snapshot rides along, nothing else.
    const data = JSON.parse(doc.dataBlock(PAGE_DATA_ELEMENT_ID) ?? '{}') as Record<string, unknown>;
    expect(Object.keys(data).sort()).toEqual(['berkas/form-fields', 'settings/general']);
  });

  it('shows a change of its data in the HTML within a second', async () => {
    const sekjen = await api.signIn('sekjen@bem.demo', DEMO_PASSWORD);
    // Cached first, so the change must invalidate it.
    await page('/layanan/berkaskm/ajukan');
    const first = (await formFields())[0];
    if (!first) throw new Error('the demo form has no question');
    const label = 'Nama Kegiatan Mahasiswa (diubah)';
    const { id, position: _position, ...input } = first;
    const changed = await api.call('PATCH', `${formFieldsResource.path}/${id}`, {
      as: sekjen,
      body: { ...input, label },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const since = Date.now();
    let shown = false;
    while (!shown && Date.now() - since < 1_000) {
      shown = readHtml((await page('/layanan/berkaskm/ajukan')).html).text.includes(label);
    }
    expect(shown).toBe(true);
  });

  it('answers a path that is no page with the not-found page and status 404', async () => {
    const { response, html } = await page('/tidak-ada-halaman-ini');
    expect(response.status).toBe(404);
    const doc = readHtml(html);
    expect(doc.headings('h1')).toEqual(['Halaman tidak ditemukan']);
    expect(doc.title).toBe('Halaman tidak ditemukan | BEM KM Poltek Nuklir');
  });

  it('leaves the admin area to the app: its empty shell, never rendered data', async () => {
    const { response, html } = await page('/admin/kelola-admin');
    expect(response.status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain(PAGE_DATA_ELEMENT_ID);
  });

  it("leaves an election committee's area to the app too", async () => {
    const { response, html } = await page('/panitia/pemilihan-apa-saja/ringkasan');
    expect(response.status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain(PAGE_DATA_ELEMENT_ID);
  });

  it('sends the HTML compressed to clients that accept it', async () => {
    for (const encoding of ['br', 'gzip'] as const) {
      const response = await fetch(`${server.url}/layanan`, {
        headers: { 'accept-encoding': encoding },
      });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      // fetch decodes it: the document is whole.
      expect(readHtml(await response.text()).headings('h1')).toEqual(['Pusat Layanan BEM']);
    }
    const raw = await fetch(`${server.url}/layanan`, { headers: { 'accept-encoding': 'br' } });
    const size = Number(raw.headers.get('content-length'));
    const plain = (await page('/layanan', { 'accept-encoding': 'identity' })).html;
    expect(size).toBeLessThan(Buffer.byteLength(plain) / 2);
    expect(zlib.brotliCompressSync(plain).length).toBeGreaterThan(0);
  });

  it('sends the home page’s hero preload with the home page only', async () => {
    const heroHints = (html: string) =>
      readHtml(html).preloads.filter((href) => /hero-mobile/.test(href));
    expect(heroHints((await page('/')).html)).toHaveLength(1);
    for (const path of ['/layanan', '/login', '/halaman-yang-tidak-ada', '/admin'])
      expect(heroHints((await page(path)).html), path).toEqual([]);
  });

  it('names each page’s own scripts and links its own stylesheets, and no other page’s', async () => {
    const hints = async (path: string) => {
      const document = readHtml((await page(path)).html);
      return {
        scripts: document.meta(PAGE_SCRIPTS_META)?.split(' ') ?? [],
        styles: document.stylesheets.filter((href) => !/\/index-[\w-]+\.css$/.test(href)),
      };
    };
    const home = await hints('/');
    expect(home.scripts[0]).toMatch(/^\/assets\/HomePage-[\w-]+\.js$/);
    expect(home.styles.some((href) => /\/HomePage-[\w-]+\.css$/.test(href))).toBe(true);
    // A route with a parameter is matched by its pattern.
    const detail = await hints(DEMO_NEWS_DETAIL_PATH);
    expect(detail.scripts[0]).toMatch(/^\/assets\/BeritaDetailPage-[\w-]+\.js$/);
    // The entry's own chunks are the boot script's, never a page's.
    expect(home.scripts.some((href) => /\/index-[\w-]+\.js$/.test(href))).toBe(false);
    for (const path of ['/halaman-yang-tidak-ada', '/admin'])
      expect(await hints(path), path).toEqual({ scripts: [], styles: [] });
    // Every script named exists.
    for (const href of [...home.scripts, ...detail.scripts])
      expect((await fetch(`${server.url}${href}`)).status, href).toBe(200);
  });

  it('names one boot script in the head, which fetches the app once the stylesheet is in', async () => {
    const { html } = await page('/layanan');
    const scripts = [...html.matchAll(/<script type="module"[^>]* src="([^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/^\/assets\/boot-[\w-]+\.js$/);
    expect(readHtml(html).preloads.filter((href) => href.endsWith('.js'))).toEqual([]);
    const boot = await (await fetch(`${server.url}${scripts[0] ?? ''}`)).text();
    expect(boot).toMatch(/import\("\/assets\/index-[\w-]+\.js"\)/);
  });

  it('keeps the build’s own files (source stamp, renderer pointer) from visitors', async () => {
    for (const file of ['/.source-hash', '/.page-renderer.json', '/.page-template.html'])
      expect((await page(file)).response.status).toBe(404);
  });
});
