import { expect, test } from './fixtures';
import { signInThroughForm } from './support/sign-in';

test.describe('session rules (SPEC.md §4, §8, §9)', () => {
  test('15 idle minutes sign the user out with the message; activity before that keeps the session', async ({
    page,
    portal,
  }) => {
    await page.clock.install();
    await signInThroughForm(page, portal.url, 'dagri@bem.demo');
    await expect(page).toHaveURL(/\/admin$/);

    // 14 minutes idle, then a mouse move: the timer starts again.
    await page.clock.fastForward('14:00');
    await page.mouse.move(200, 200);
    await page.clock.fastForward('14:00');
    await page.keyboard.press('Shift');
    await page.clock.fastForward('14:00');
    await expect(page).toHaveURL(/\/admin$/);

    // Now 15 minutes without activity.
    await page.clock.fastForward('15:01');
    await expect(
      page.getByText('Anda telah logout secara otomatis karena tidak ada aktivitas.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    const session = await page.request.get(`${portal.url}/api/auth/session`);
    expect(await session.json()).toEqual({ user: null });
  });

  test('signing out in one tab reloads the other', async ({ context, portal }) => {
    const first = await context.newPage();
    await signInThroughForm(first, portal.url, 'pora@bem.demo');
    const second = await context.newPage();
    await second.goto(`${portal.url}/admin`);
    await expect(second.getByRole('button', { name: 'Logout' })).toBeVisible();

    const reloaded = second.waitForEvent('load');
    await first.getByRole('button', { name: 'Logout' }).click();
    await reloaded;
    await expect(second).toHaveURL(/\/login$/);
  });
});
