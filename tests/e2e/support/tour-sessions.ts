import type { APIRequestContext, Browser, BrowserContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { DEMO_PASSWORD } from '../../../src/server/seed/demo-seed';
import { SESSION_IDLE_MS } from '../../../src/shared/auth-api';
import type { TourRole } from './tour-steps';

// How the tour (page-tour.ts) is signed in as each of its roles.

/**
 * The demo witness the tour signs in as (`as: 'saksi1'`): trustee 2 of the HIMA election, with
 * the code of the README's trustee table.
 */
const TOUR_WITNESS = { email: 'saksi1@bem.demo', kode: 'Saksi-Demo1-Hima' };

/** Signs the witness in through the API, as the form does; its answer names the election. */
export async function signInWitness(api: APIRequestContext): Promise<string> {
  const signedIn = await api.post('/api/wali/masuk', { data: TOUR_WITNESS });
  expect(signedIn.status()).toBe(200);
  return ((await signedIn.json()) as { eventId: string }).eventId;
}

/** The voter the tour signs in as (`as: 'pemilih'`). */
const TOUR_VOTER = {
  namaLengkap: 'Pemilih Tur',
  nim: '039900001',
  prodi: 'Elektro Mekanika',
  email: 'pemilih-tur@uji.test',
  password: 'kunci-pemilih-tur-55',
  setujuSyarat: true,
};

/**
 * The signed-in browser state of each role, made once per run: the sign-in limit per account is
 * shared by every spec on the server.
 */
export class Sessions {
  private readonly states = new Map<
    TourRole,
    Awaited<ReturnType<BrowserContext['storageState']>>
  >();
  /** When each role's session was last handed out: a role a whole pass leaves unused goes idle. */
  private readonly lastUsed = new Map<TourRole, number>();

  constructor(
    private readonly browser: Browser,
    private readonly baseURL: string,
  ) {}

  async context(role: TourRole | undefined, viewport: { width: number; height: number }) {
    const storageState = role ? await this.state(role) : undefined;
    return this.browser.newContext({
      baseURL: this.baseURL,
      viewport,
      locale: 'id-ID',
      timezoneId: 'Asia/Jakarta',
      ...(storageState ? { storageState } : {}),
    });
  }

  private async state(role: TourRole) {
    // The server ends a session idle for SESSION_IDLE_MS (SPEC.md §9); a role seen only in a few
    // stops can sit that long between the PC pass and the phone pass, so it signs in again.
    const fresh = Date.now() - (this.lastUsed.get(role) ?? 0) < SESSION_IDLE_MS / 2;
    this.lastUsed.set(role, Date.now());
    const known = this.states.get(role);
    if (known && fresh) return known;
    const context = await this.browser.newContext({ baseURL: this.baseURL });
    if (role === 'pemilih1' || role === 'pemilih2') {
      // Demo voters on the demo elections' rolls (src/server/seed/demo-evoting.ts); pemilih2 has
      // voted in the closed election (demo-ballots.ts).
      const signedIn = await context.request.post('/api/pemilih/login', {
        data: { email: `${role}@bem.demo`, password: DEMO_PASSWORD },
      });
      expect(signedIn.status()).toBe(200);
      const state = await context.storageState();
      await context.close();
      this.states.set(role, state);
      return state;
    }
    if (role === 'saksi1') {
      // A witness has no account: their session is the trustee cookie the code sign-in sets.
      await signInWitness(context.request);
      const state = await context.storageState();
      await context.close();
      this.states.set(role, state);
      return state;
    }
    if (role === 'pemilih') {
      // No demo voter belongs to this part: the tour registers one (or signs it in again).
      const made = await context.request.post('/api/pemilih/register', { data: TOUR_VOTER });
      if (made.status() === 409) {
        const { email, password } = TOUR_VOTER;
        const signedIn = await context.request.post('/api/pemilih/login', {
          data: { email, password },
        });
        expect(signedIn.status()).toBe(200);
      } else expect(made.status()).toBe(201);
      const state = await context.storageState();
      await context.close();
      this.states.set(role, state);
      return state;
    }
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email' }).fill(`${role}@bem.demo`);
    await page.getByRole('textbox', { name: 'Kata Sandi', exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Masuk' }).click();
    // Where an account lands is tested elsewhere (banggar lands on its panel, the others on /admin).
    await expect(page).not.toHaveURL(/\/login$/);
    const state = await context.storageState();
    await context.close();
    this.states.set(role, state);
    return state;
  }
}
