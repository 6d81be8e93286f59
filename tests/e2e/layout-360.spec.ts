import { expect, test } from './fixtures';
import { waitForApp } from './support/app-ready';
import { PAGES, visit, type TourContext } from './support/page-tour';
import { prepareTour } from './support/tour-prepare';
import { Sessions } from './support/tour-sessions';

// Every page of the tour (support/page-tour.ts) at 360 px, and some at 390 and 1440 px: nothing
// wider than the screen, and no badge, tab or segmented-control label cut short.

const SPOT_CHECKED = new Set([
  'Beranda',
  'Ajukan langkah 3',
  'Lacak ditemukan',
  'Ringkasan',
  'Kelola Berkas KM',
  'Kelola Berkas KM, detail',
  'Kelola Form Berkas',
  'Kelola Pengguna',
  'Log Aktivitas',
  // Belenios (issue 34): long trackers, the verification's steps, the trustees' table.
  'Kotak Suara',
  'Kotak Suara, pelacak ditemukan',
  'Verifikasi Pemilihan',
  'Panitia, Ringkasan (akan datang)',
]);

const WIDTHS = [
  { width: 360, stops: PAGES },
  { width: 390, stops: PAGES.filter((stop) => SPOT_CHECKED.has(stop.name)) },
  { width: 1440, stops: PAGES.filter((stop) => SPOT_CHECKED.has(stop.name)) },
];

/**
 * Runs in the page: what sticks out of the viewport or is cut, one line each. Elements inside a
 * region that scrolls or clips horizontally are judged by that region. Written as a string:
 * the e2e code is type-checked without the DOM library.
 */
const FIND_LAYOUT_PROBLEMS = `(() => {
  const problems = [];
  const viewport = window.innerWidth;
  const root = document.documentElement;
  if (root.scrollWidth > viewport) {
    problems.push('the page scrolls sideways: scrollWidth ' + root.scrollWidth + ' > ' + viewport);
  }
  const describe = (el) => {
    const classes = [...el.classList].filter((c) => c.startsWith('mantine-')).join('.');
    const text = (el.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 60);
    return '<' + el.tagName.toLowerCase() + (classes ? ' .' + classes : '') + '> "' + text + '"';
  };
  const shown = (el) => {
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.display === 'none') return false;
    const rect = el.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0;
  };
  const insideHorizontalRegion = (el) => {
    for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
      if (getComputedStyle(p).overflowX !== 'visible') return true;
    }
    return false;
  };
  for (const el of document.body.querySelectorAll('*')) {
    if (!shown(el) || insideHorizontalRegion(el)) continue;
    const right = el.getBoundingClientRect().right;
    if (right > viewport + 0.5) {
      problems.push('sticks out ' + Math.round(right - viewport) + ' px: ' + describe(el));
    }
  }
  const labels = document.querySelectorAll(
    '.mantine-Badge-root, .mantine-Badge-label, [role="tab"], .mantine-Tabs-tabLabel, ' +
      '.mantine-SegmentedControl-label',
  );
  for (const el of labels) {
    if (!shown(el)) continue;
    const text = (el.textContent || '').trim();
    if (el.scrollWidth > el.clientWidth + 1 || text.endsWith('…') || text.endsWith('...')) {
      problems.push('label cut: ' + describe(el) + ' (' + el.scrollWidth + ' > ' + el.clientWidth + ')');
    }
  }
  return problems;
})()`;

let tour: TourContext;
let sessions: Sessions;

test.beforeAll(async ({ browser, portal }) => {
  tour = await prepareTour(browser, portal.url);
  sessions = new Sessions(browser, portal.url);
});

for (const { width, stops } of WIDTHS) {
  test.describe(`layout at ${width} px`, () => {
    for (const stop of stops) {
      if (stop.phoneOnly && width > 1000) continue;
      test(`${stop.name} (${stop.path}${stop.as ? `, ${stop.as}` : ''})`, async () => {
        const context = await sessions.context(stop.as, { width, height: 800 });
        try {
          const page = await context.newPage();
          await visit(page, stop, tour);
          const problems = await page.evaluate<string[]>(FIND_LAYOUT_PROBLEMS);
          expect(problems, problems.join('\n')).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }
  });
}

test('the check itself finds an element wider than the screen and a cut badge', async () => {
  const context = await sessions.context(undefined, { width: 360, height: 800 });
  try {
    const page = await context.newPage();
    await page.goto('/');
    // Added only once the app has taken over: hydration may still replace the server's nodes.
    await waitForApp(page);
    await page.evaluate(`(() => {
      const wide = document.createElement('div');
      wide.textContent = 'Terlalu lebar';
      wide.style.width = '500px';
      const badge = document.createElement('span');
      badge.className = 'mantine-Badge-label';
      badge.textContent = 'MENUNGGU VERIFIKASI';
      badge.style.cssText = 'display:inline-block;width:40px;overflow:hidden;white-space:nowrap';
      document.querySelector('main').append(wide, badge);
    })()`);
    const problems = await page.evaluate<string[]>(FIND_LAYOUT_PROBLEMS);
    expect(problems.join('\n')).toContain('"Terlalu lebar"');
    expect(problems.join('\n')).toContain('label cut: <span .mantine-Badge-label> "MENUNGGU');
  } finally {
    await context.close();
  }
});
