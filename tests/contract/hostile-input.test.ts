import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTempServer, type TempServer } from '../support/temp-server';
import { GENEROUS_RATE_LIMITS } from './support/generous-limits';
import { prepareFixture, signInMaster, validIntake } from './support/hostile/fixture';
import { fuzzRoutes, statusReport } from './support/hostile/fuzz-routes';
import { checkAnswer } from './support/hostile/hostile-request';
import { routeCases, type RouteCase } from './support/hostile/route-cases';
import { storeFingerprint } from './support/hostile/store-fingerprint';

/**
 * Issue 13, item 3: generated malformed requests to every route — wrong types, missing and extra
 * fields, huge and deeply nested bodies, odd Unicode, bad data URLs, invalid content types,
 * prototype keys, path tricks, bad query strings — anonymous, with a bogus session and as the
 * master. Every answer is below 500, every error is the JSON shape with an Indonesian message,
 * and no table and no file of the data dir changes (support/hostile/store-fingerprint.ts says
 * what is left out). Cases per route: support/hostile/route-cases.ts.
 */
const TOTAL_REQUESTS = 5_200;
/** About 45 s on a loaded 2-core machine; the budget leaves room for a slower one. */
const FUZZ_BUDGET_MS = 240_000;

/** Routes the fuzz must cover: every registered one, HEAD and OPTIONS (automatic) aside. */
const fuzzedRoutes = (server: TempServer) =>
  server.app
    .registeredRoutes()
    .filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS')
    .map((route) => `${route.method} ${route.url}`);

describe('hostile input to every route (generous rate limits, so validation is reached)', () => {
  let server: TempServer;
  let masterToken: string;
  let cases: Record<string, RouteCase>;

  beforeAll(async () => {
    server = await startTempServer({}, { rateLimits: GENEROUS_RATE_LIMITS });
    masterToken = await signInMaster(server);
    cases = routeCases(await prepareFixture(server, masterToken));
  });
  afterAll(async () => {
    await server.dispose();
  });

  it('has cases for every registered route, and none for a route that is gone', () => {
    const registered = fuzzedRoutes(server);
    expect(registered.length).toBeGreaterThan(30);
    const missing = registered.filter((key) => !(key in cases));
    const stale = Object.keys(cases).filter((key) => !registered.includes(key));
    expect(missing, 'routes without hostile-input cases (add them to route-cases.ts)').toEqual([]);
    expect(stale, 'cases for routes that are no longer registered').toEqual([]);
  });

  it(
    `answers ${TOTAL_REQUESTS} generated malformed requests below 500, in the error shape, storing nothing`,
    async () => {
      const routes = fuzzedRoutes(server);
      const { sent, statuses } = await fuzzRoutes(
        server,
        masterToken,
        cases,
        routes,
        Math.ceil(TOTAL_REQUESTS / routes.length),
        { spreadAddresses: true },
      );
      // What the routes answered, for whoever reads the log: the fuzz must reach past the 401s.
      console.info(`hostile input: ${sent} requests\n${statusReport(statuses)}`);
      expect(sent).toBeGreaterThanOrEqual(5_000);
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    },
    FUZZ_BUDGET_MS,
  );

  it('notices a stored row, a server error, an English error and a write that succeeded', async () => {
    // The checks above would pass vacuously if they could not fail: each is shown to fail once.
    const before = storeFingerprint(server.db, server.dataDir);
    await validIntake(server);
    const after = storeFingerprint(server.db, server.dataDir);
    expect(after.tables.submissions).not.toBe(before.tables.submissions);
    expect(after.files).not.toEqual(before.files);
    const write: RouteCase = cases['POST /api/berkas/intake']!;
    const json = 'application/json';
    const englishError = '{"error":{"code":"BAD_REQUEST","message":"Body must be an object."}}';
    expect(() => checkAnswer({ status: 500, contentType: json, text: '{}' }, write)).toThrow();
    expect(() =>
      checkAnswer({ status: 400, contentType: json, text: englishError }, write),
    ).toThrow(/Indonesian/);
    expect(() => checkAnswer({ status: 200, contentType: json, text: '{}' }, write)).toThrow(
      /accepted/,
    );
  });
});

describe('hostile input with the real rate limits', () => {
  let server: TempServer;
  let masterToken: string;
  let cases: Record<string, RouteCase>;

  beforeAll(async () => {
    server = await startTempServer();
    masterToken = await signInMaster(server);
    cases = routeCases(await prepareFixture(server, masterToken));
  });
  afterAll(async () => {
    await server.dispose();
  });

  it('answers the public writes below 500 in the error shape (429 included), storing nothing', async () => {
    const publicWrites = [
      'POST /api/auth/login',
      'POST /api/auth/register',
      'POST /api/auth/forgot-password',
      'POST /api/auth/reset-password',
      'POST /api/berkas/intake',
      'GET /api/berkas/track/:ticket',
      'POST /api/berkas/revision/open',
      'POST /api/berkas/revision',
      'POST /api/pemilih/login',
      'POST /api/pemilih/register',
      'POST /api/pemilih/forgot-password',
      'POST /api/pemilih/reset-password',
    ];
    const { sent } = await fuzzRoutes(server, masterToken, cases, publicWrites, 40);
    expect(sent).toBe(publicWrites.length * 40);
  }, 60_000);
});
