import { expect, test } from './fixtures';
import { Sessions } from './support/tour-sessions';

// The desktop bar on one row from the navigation breakpoint up (SPEC.md §9: 1024 px), signed out
// (Login) and signed in (the account menu, with the longest demo name a master has): it wrapped at
// 1440 px, "Tentang" on a second row and E-Voting above Login, and nothing overflowed, so the
// layout checks did not see it.

/** Runs in the page: the bar's height and the tops of its parts, as numbers. */
const BAR_ROWS = `(() => {
  const header = document.querySelector('header');
  const parts = [...header.querySelectorAll('a, button')].filter((el) => {
    const rect = el.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0;
  });
  return {
    height: header.getBoundingClientRect().height,
    centres: parts.map((el) => {
      const rect = el.getBoundingClientRect();
      return Math.round(rect.top + rect.height / 2);
    }),
  };
})()`;

let sessions: Sessions;
test.beforeAll(({ browser, portal }) => {
  sessions = new Sessions(browser, portal.url);
});

for (const width of [1024, 1280, 1440]) {
  for (const as of [undefined, 'master'] as const) {
    test(`at ${width} px, ${as ? 'signed in' : 'signed out'}: the bar is one row`, async () => {
      const context = await sessions.context(as, { width, height: 800 });
      try {
        const page = await context.newPage();
        await page.goto('/');
        const banner = page.getByRole('banner');
        await expect(
          as
            ? banner.getByRole('button', { name: /^Menu akun / })
            : banner.getByRole('link', { name: 'Login' }),
        ).toBeVisible({ timeout: 15_000 });
        const { height, centres } = await page.evaluate<{ height: number; centres: number[] }>(
          BAR_ROWS,
        );
        expect(height).toBeLessThanOrEqual(73);
        // Brand, seven links (Informasi is a button), E-Voting and Login or the account menu.
        expect(centres.length).toBeGreaterThanOrEqual(10);
        expect(Math.max(...centres) - Math.min(...centres), centres.join(', ')).toBeLessThanOrEqual(
          2,
        );
      } finally {
        await context.close();
      }
    });
  }
}
