import type { TempServer } from '../support/temp-server';
import { expect, test } from './fixtures';
import { signInThroughForm } from './support/sign-in';

/** A submission of our own, with a name no other spec uses, so counts within its search are exact. */
function submitOwn(portal: TempServer, namaKegiatan: string) {
  return portal.services.intake.intake({
    namaKegiatan,
    penyelenggara: 'UKM Antrean',
    jenisBerkas: 'Proposal Kegiatan',
    tanggalKegiatan: '2026-12-12',
    kontak: '081200000001',
    berkasPengajuan: 'https://drive.google.com/antrean',
  });
}

test.describe("the staff's work queue (issue 12, item 11)", () => {
  test('the Diajukan filter and the count on each filter, within the search, kept live', async ({
    page,
    portal,
  }) => {
    const name = `Antrean Filter ${Date.now()}`;
    submitOwn(portal, name);
    await signInThroughForm(page, portal.url, 'sekjen@bem.demo');
    await page.goto(`${portal.url}/admin/berkas`);
    const filters = page.getByRole('radiogroup', { name: 'Filter status' });
    await expect(filters.getByRole('radio').first()).toHaveAccessibleName(/^Semua \(\d+\)$/);

    await page.getByRole('textbox', { name: /Cari nama kegiatan/ }).fill(name);
    // The chips' radios are hidden under their labels (Chip's styles): the name is the radio's,
    // what is seen is the label.
    await expect(filters.getByRole('radio', { name: 'Semua (1)' })).toBeAttached();
    await expect(filters.getByText('Semua (1)', { exact: true })).toBeVisible();
    await expect(filters.getByRole('radio', { name: 'Diajukan (1)' })).toBeAttached();
    await expect(filters.getByText('Diajukan (1)', { exact: true })).toBeVisible();
    await expect(filters.getByRole('radio', { name: 'Revisi Diperlukan (0)' })).toBeAttached();
    await expect(filters.getByText('Revisi Diperlukan (0)', { exact: true })).toBeVisible();
    // The spec's order, Diajukan after Semua.
    const names = await filters
      .getByRole('radio')
      .evaluateAll((radios) =>
        radios.map(
          (r) =>
            (r as unknown as { labels: { textContent: string | null }[] | null }).labels?.[0]
              ?.textContent ?? '',
        ),
      );
    expect(names.map((n) => n.replace(/ \(\d+\)$/, ''))).toEqual([
      'Semua',
      'Diajukan',
      'Dalam Proses Verifikasi',
      'Revisi Diperlukan',
      'Disetujui',
      'Selesai',
    ]);

    await filters.getByText('Diajukan (1)').click();
    await expect(page.getByRole('button', { name: new RegExp(name) })).toBeVisible();

    // Another verifier asks for revision: the counts follow without a reload.
    const submission = portal.services.submissions
      .queueCandidates()
      .find((s) => s.namaKegiatan === name)!;
    const keuangan = portal.services.users.findByEmail('keuangan@bem.demo')!;
    portal.services.workflow.verifierAction(keuangan, submission.id, 'request-revision', 'RAB?');
    await expect(filters.getByRole('radio', { name: 'Revisi Diperlukan (1)' })).toBeAttached();
    await expect(filters.getByText('Revisi Diperlukan (1)', { exact: true })).toBeVisible();
    await expect(filters.getByRole('radio', { name: 'Diajukan (0)' })).toBeAttached();
    await expect(filters.getByText('Diajukan (0)', { exact: true })).toBeVisible();
  });

  test('a submission has its own URL: reload keeps it open, back closes it; Cetak Tiket prints the ticket', async ({
    page,
    portal,
  }) => {
    const name = `Antrean Detail ${Date.now()}`;
    const submission = submitOwn(portal, name);
    // The print dialog would block a headless browser; count the calls instead.
    await page.addInitScript('window.printed = 0; window.print = () => { window.printed += 1; };');
    await signInThroughForm(page, portal.url, 'sekjen@bem.demo');
    await page.goto(`${portal.url}/admin/berkas`);
    await page.getByRole('textbox', { name: /Cari nama kegiatan/ }).fill(name);
    await page.getByRole('button', { name: new RegExp(`^Buka ${submission.ticketId}`) }).click();
    await expect(page).toHaveURL(`${portal.url}/admin/berkas/${submission.id}`);
    await expect(page.getByRole('dialog', { name: `Detail ${submission.ticketId}` })).toBeVisible();

    await page.reload();
    const detail = page.getByRole('dialog', { name: `Detail ${submission.ticketId}` });
    await expect(detail).toBeVisible();

    await detail.getByRole('link', { name: 'Cetak Tiket' }).click();
    await expect(page).toHaveURL(`${portal.url}/admin/berkas/${submission.id}/cetak`);
    await expect(page.getByTestId('print-ticket-id')).toHaveText(submission.ticketId);
    await expect(page.getByRole('cell', { name })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'UKM Antrean' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Diajukan' })).toBeVisible();
    await expect(page.getByTestId('print-tracking-url')).toHaveText(
      `${portal.url}/layanan/berkaskm/lacak?ticket=${submission.ticketId}`,
    );
    await expect(page.getByText('081200000001')).toHaveCount(0);
    await expect.poll(() => page.evaluate('window.printed')).toBe(1);

    await page.goBack();
    await expect(page.getByRole('dialog', { name: `Detail ${submission.ticketId}` })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(`${portal.url}/admin/berkas`);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('Ringkasan shows keuangan@bem.demo what waits for its verification, linking to the detail', async ({
    page,
    portal,
  }) => {
    await signInThroughForm(page, portal.url, 'keuangan@bem.demo');
    await expect(page).toHaveURL(/\/admin$/);
    const queue = page.getByRole('region', { name: 'Menunggu Tindakan Anda' });
    const waiting = queue.getByRole('article', {
      name: 'Menunggu verifikasi Kementerian Keuangan',
    });
    await expect(waiting).toBeVisible();
    // The demo data: Pelatihan Instrumentasi Nuklir waits for Keuangan; Lomba Robotik waits for the student.
    await expect(
      waiting.getByRole('link', { name: 'Pelatihan Instrumentasi Nuklir' }),
    ).toBeVisible();
    await expect(waiting.getByRole('link', { name: 'Lomba Robotik Antarkampus' })).toHaveCount(0);
    await expect(queue.getByText('Siap di-ACC')).toHaveCount(0);

    await waiting.getByRole('link', { name: 'Pelatihan Instrumentasi Nuklir' }).click();
    await expect(page).toHaveURL(/\/admin\/berkas\/[^/]+$/);
    await expect(
      page.getByRole('dialog').getByText('Anda bertindak sebagai Kementerian Keuangan'),
    ).toBeVisible();
  });

  test('the filter labels are fully visible at 360 px, and the admin area links back to the public site', async ({
    page,
    portal,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await signInThroughForm(page, portal.url, 'sekjen@bem.demo');
    await page.goto(`${portal.url}/admin/berkas`);
    const filters = page.getByRole('radiogroup', { name: 'Filter status' });
    await expect(filters.getByRole('radio').first()).toHaveAccessibleName(/\(\d+\)$/);
    const labels = await filters.locator('label').evaluateAll((nodes) =>
      nodes.map((node) => {
        const box = node.getBoundingClientRect();
        return {
          text: node.textContent,
          clipped: node.scrollWidth > node.clientWidth + 1,
          inside: box.left >= 0 && box.right <= (node.ownerDocument.defaultView?.innerWidth ?? 0),
        };
      }),
    );
    expect(labels).toHaveLength(6);
    for (const label of labels)
      expect(label, label.text ?? '').toMatchObject({ clipped: false, inside: true });
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);

    await page.getByRole('button', { name: 'Buka menu admin' }).click();
    await page.getByRole('link', { name: 'Lihat Situs Publik' }).click();
    await expect(page).toHaveURL(`${portal.url}/`);
  });
});
