import fs from 'node:fs';
import path from 'node:path';
import { hashPassword } from '../../src/server/accounts/password-hasher';
import { expect, test } from './fixtures';
import { signInThroughForm } from './support/sign-in';

/** The newest reset link mailed to `email`, read from the server's outbox (no SMTP in tests). */
function resetLinkFor(dataDir: string, email: string): string {
  const outbox = path.join(dataDir, 'outbox');
  const file = fs
    .readdirSync(outbox)
    .filter((name) => name.endsWith(`${email}.txt`))
    .sort()
    .at(-1);
  if (!file) throw new Error(`no mail for ${email}`);
  const link = /https?:\/\/\S+oobCode=\S+/.exec(
    fs.readFileSync(path.join(outbox, file), 'utf8'),
  )?.[0];
  if (!link) throw new Error('no reset link in the mail');
  return link;
}

test('password reset end to end: request, the link from the outbox, a new password, sign in', async ({
  page,
  portal,
}) => {
  // An account of its own, so no other spec depends on its password.
  portal.services.users.insert({
    email: 'lupa@bem.demo',
    passwordHash: await hashPassword('sandi-yang-terlupa'),
    role: 'admin',
    namaTampilan: 'Admin Pelupa',
    kementerian: 'Kementerian PSDM',
  });
  await page.goto(`${portal.url}/forgot-password`);
  await page.getByRole('textbox', { name: 'Email' }).fill('lupa@bem.demo');
  await page.getByRole('button', { name: /kirim/i }).click();
  await expect(
    page.getByText(/tautan untuk mengatur ulang kata sandi telah dikirim/),
  ).toBeVisible();

  await expect.poll(() => resetLinkFor(portal.dataDir, 'lupa@bem.demo')).toContain('/auth/action');
  const link = new URL(resetLinkFor(portal.dataDir, 'lupa@bem.demo'));
  await page.goto(`${portal.url}${link.pathname}${link.search}`);
  await page
    .getByRole('textbox', { name: 'Kata Sandi Baru', exact: true })
    .fill('sandi-pelupa-baru-2026');
  await page
    .getByRole('textbox', { name: 'Ulangi Kata Sandi', exact: true })
    .fill('sandi-pelupa-baru-2026');
  await page.getByRole('button', { name: /simpan|ubah|atur/i }).click();
  await expect(
    page.getByText('Kata sandi Anda telah berhasil diubah.', { exact: false }),
  ).toBeVisible();

  await signInThroughForm(page, portal.url, 'lupa@bem.demo', 'sandi-pelupa-baru-2026');
  await expect(page).toHaveURL(/\/admin$/);
});
