/**
 * Election day on the embedded server (issue 19; ../shared/EVOTING.md "Numbers to hold"): 2,000
 * voters, each signed in beforehand (a voter session made in the bench server, as a sign-in
 * earlier that morning would), cast their ballots over HTTP within 60 seconds — sent at an even
 * rate, each without waiting for the others, as voters arrive — while the committee watches its
 * turnout stream. Reported: ballots acknowledged (201 with a receipt), the cast latency (p50,
 * p99), how long after each acknowledged ballot the committee's turnout showed it, and, after
 * the committee closes and publishes, that the box counts exactly the acknowledged ballots and
 * holds exactly their receipts.
 *
 * `seedElectionDay` runs in the bench server's process (bench-server.ts, asked over IPC when the
 * section starts, so the sessions are fresh); `timeElectionDay` in the benchmark's.
 */
import { randomUUID } from 'node:crypto';
import { ABSTAIN } from '../../src/shared/evoting/ballot';
import { EVOTING_PATHS } from '../../src/shared/evoting/evoting-paths';
import type { ElectionResults } from '../../src/shared/evoting/results';
import { LIVE_EVENTS, LIVE_TOPICS, liveTopicPath } from '../../src/shared/live';
import { voterCookieName } from '../../src/server/http/session-cookie';
import type { TempServer } from '../support/temp-server';
import { assertLoopback } from './browser';
import { quantile } from './first-snapshot';

export const ELECTION_DAY = {
  voters: 2_000,
  /** The window the voters arrive in, evenly spread. */
  windowS: 60,
  targets: { castP99MaxMs: 500, turnoutMaxMs: 1_000 },
} as const;

/** What the bench server made for the section: the election, its ballot, the sessions. */
export interface ElectionDayFixture {
  eventId: string;
  /** The candidates' ids; a ballot chooses one of them or abstain. */
  choices: string[];
  committeeToken: string;
  /** One voter session cookie (`name=value`) per voter on the roll. */
  voterCookies: string[];
}

/** In the bench server: a committee, an open election of three candidates, 2,000 voters. */
export function seedElectionDay(server: TempServer): ElectionDayFixture {
  const { services } = server;
  const committee = services.users.insert({
    email: `panitia-bench-${randomUUID()}@uji.test`,
    passwordHash: 'x',
    role: 'panitia_requestor',
    namaTampilan: 'Panitia Bench',
  });
  const master = services.users.findByEmail('master@bem.demo')!;
  const requests = services.evoting.requestService;
  const request = requests.submit(committee, {
    organisasiId: 'bem-km',
    namaPemilihan: 'Pemira Bench',
    deskripsi: 'Hari pemungutan suara benchmark.',
    tautanDokumen: 'https://contoh.id/surat',
  });
  const eventId = requests.approve(master, request.id, { panitiaTambahan: [] }).id;
  const { candidates, roll } = services.evoting;
  const cookieName = voterCookieName(false);
  const at = new Date().toISOString();
  const voterCookies: string[] = [];
  const choices: string[] = [];
  server.db.transaction(() => {
    for (const nomor of [1, 2, 3])
      choices.push(
        candidates.insert(eventId, {
          nomor,
          nama: `Calon Bench ${nomor}`,
          namaWakil: null,
          foto: null,
          visi: 'Visi',
          misi: 'Misi',
        }).id,
      );
    for (let n = 1; n <= ELECTION_DAY.voters; n += 1) {
      const serial = String(n).padStart(5, '0');
      const made = services.voters.insert({
        email: `bench-${serial}@uji.test`,
        nim: `0188${serial}`,
        namaLengkap: `Pemilih Bench ${serial}`,
        prodi: 'Teknokimia Nuklir',
        passwordHash: 'x',
      });
      if ('conflict' in made) throw new Error(`Pemilih bench ${serial} sudah ada`);
      roll.insert(eventId, made.id, { status: 'terverifikasi', sumber: 'panitia' }, at);
      voterCookies.push(`${cookieName}=${services.voterSessions.create(made.id, 'web').token}`);
    }
    // Open since a minute ago, for half an hour: the committee closes it after the load.
    server.db
      .prepare('UPDATE elections SET mulai = ?, selesai = ? WHERE id = ?')
      .run(
        new Date(Date.now() - 60_000).toISOString(),
        new Date(Date.now() + 30 * 60_000).toISOString(),
        eventId,
      );
  })();
  services.evoting.events.changed('election', 'roll');
  const committeeToken = services.sessions.create(committee.id, 'desktop').token;
  return { eventId, choices, committeeToken, voterCookies };
}

export interface ElectionDayReport {
  voters: number;
  windowS: number;
  acknowledged: number;
  refused: number;
  failed: number;
  /** From the first ballot sent to the last answer. */
  elapsedMs: number;
  castP50Ms: number | null;
  castP99Ms: number | null;
  castMaxMs: number | null;
  /** After each acknowledged ballot, until the committee's turnout stream counted it. */
  turnoutP50Ms: number | null;
  turnoutP99Ms: number | null;
  turnoutMaxMs: number | null;
  /** Ballots in the box after closing (the published results). */
  counted: number;
  /** Every acknowledged receipt is among the published ones, and nothing else is. */
  receiptsMatch: boolean;
}

/**
 * The committee's turnout stream: each snapshot's `sudahMemilih` and when it arrived (also
 * watched by the Belenios election day, belenios-load.ts).
 */
export function watchTurnout(
  baseUrl: string,
  fixture: Pick<ElectionDayFixture, 'eventId' | 'committeeToken'>,
) {
  const seen: { at: number; count: number }[] = [];
  const controller = new AbortController();
  const path = `${liveTopicPath(LIVE_TOPICS.committeeElection)}?p=${encodeURIComponent(JSON.stringify(fixture.eventId))}`;
  const ready = (async () => {
    const response = await fetch(`${baseUrl}${path}`, {
      signal: controller.signal,
      headers: { accept: 'text/event-stream', authorization: `Bearer ${fixture.committeeToken}` },
    });
    if (!response.ok || !response.body) throw new Error(`turnout stream: HTTP ${response.status}`);
    return response.body.getReader();
  })();
  const reading = (async () => {
    const reader = await ready;
    const decoder = new TextDecoder();
    let text = '';
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      text += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = text.indexOf('\n\n')) >= 0) {
        const frame = text.slice(0, end);
        text = text.slice(end + 2);
        if (!frame.startsWith(`event: ${LIVE_EVENTS.snapshot}`)) continue;
        const data = frame.slice(frame.indexOf('data: ') + 'data: '.length);
        seen.push({
          at: performance.now(),
          count: (JSON.parse(data) as { sudahMemilih: number }).sudahMemilih,
        });
      }
    }
  })();
  return {
    seen,
    /** Resolves once a snapshot shows at least `count`, or after `ms`. */
    async until(count: number, ms: number): Promise<void> {
      for (const end = performance.now() + ms; performance.now() < end;) {
        if (seen.some((snapshot) => snapshot.count >= count)) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async stop(): Promise<void> {
      controller.abort();
      await reading.catch(() => undefined);
    },
  };
}

/** The load, then the close and the publication by the committee. */
export async function timeElectionDay(
  baseUrl: string,
  fixture: ElectionDayFixture,
): Promise<ElectionDayReport> {
  assertLoopback(baseUrl);
  const turnout = watchTurnout(baseUrl, fixture);
  await turnout.until(0, 10_000);
  if (turnout.seen.length === 0)
    throw new Error('Aliran kehadiran panitia tidak mengirim snapshot');

  const everyMs = (ELECTION_DAY.windowS * 1000) / fixture.voterCookies.length;
  const start = performance.now();
  const receipts: string[] = [];
  const acks: number[] = [];
  const latencies: number[] = [];
  let refused = 0;
  let failed = 0;
  await Promise.all(
    fixture.voterCookies.map(async (cookie, i) => {
      await new Promise((resolve) => setTimeout(resolve, start + i * everyMs - performance.now()));
      const choices = [...fixture.choices, ABSTAIN];
      const sent = performance.now();
      try {
        const response = await fetch(`${baseUrl}${EVOTING_PATHS.cast(fixture.eventId)}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ pilihan: choices[i % choices.length] }),
        });
        const body = (await response.json()) as { kodeTanda?: string };
        const done = performance.now();
        if (response.status === 201 && body.kodeTanda) {
          receipts.push(body.kodeTanda);
          acks.push(done);
          latencies.push(done - sent);
        } else refused += 1;
      } catch {
        failed += 1;
      }
    }),
  );
  const elapsedMs = performance.now() - start;
  await turnout.until(acks.length, 5_000);
  await turnout.stop();

  // The k-th acknowledged ballot (by time of answer) is shown once a snapshot counts k.
  acks.sort((a, b) => a - b);
  const delays = acks
    .map((ack, k) => {
      const shown = turnout.seen.find((snapshot) => snapshot.count >= k + 1);
      return shown ? Math.max(0, shown.at - ack) : Number.POSITIVE_INFINITY;
    })
    .sort((a, b) => a - b);

  const committee = {
    authorization: `Bearer ${fixture.committeeToken}`,
    'content-type': 'application/json',
  };
  const close = await fetch(`${baseUrl}${EVOTING_PATHS.committee(fixture.eventId, 'tutup')}`, {
    method: 'POST',
    headers: committee,
    body: '{}',
  });
  if (close.status !== 200) throw new Error(`Tutup sekarang: HTTP ${close.status}`);
  const published = await fetch(`${baseUrl}${EVOTING_PATHS.publishResults(fixture.eventId)}`, {
    method: 'POST',
    headers: committee,
    body: '{}',
  });
  if (published.status !== 200) throw new Error(`Publikasi hasil: HTTP ${published.status}`);
  const results = (await published.json()) as ElectionResults;
  const counted =
    results.kandidat.reduce((sum, candidate) => sum + candidate.suara, 0) + (results.abstain ?? 0);
  const acknowledged = new Set(receipts);
  const receiptsMatch =
    results.kodeTanda.length === acknowledged.size &&
    results.kodeTanda.every((receipt) => acknowledged.has(receipt)) &&
    results.suaraMasuk === counted;

  latencies.sort((a, b) => a - b);
  const round = (ms: number | null) =>
    ms === null ? null : Number.isFinite(ms) ? Math.round(ms * 10) / 10 : ms;
  return {
    voters: fixture.voterCookies.length,
    windowS: ELECTION_DAY.windowS,
    acknowledged: receipts.length,
    refused,
    failed,
    elapsedMs: Math.round(elapsedMs),
    castP50Ms: round(quantile(latencies, 0.5)),
    castP99Ms: round(quantile(latencies, 0.99)),
    castMaxMs: round(latencies.at(-1) ?? null),
    turnoutP50Ms: round(quantile(delays, 0.5)),
    turnoutP99Ms: round(quantile(delays, 0.99)),
    turnoutMaxMs: round(delays.at(-1) ?? null),
    counted,
    receiptsMatch,
  };
}

export function formatElectionDay(report: ElectionDayReport): string {
  const { targets } = ELECTION_DAY;
  const ms = (value: number | null) =>
    value === null ? '—' : Number.isFinite(value) ? `${value} ms` : 'tidak pernah';
  const pass = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
  const allIn =
    report.acknowledged === report.voters && report.elapsedMs <= report.windowS * 1000 + 5_000;
  const countedOk = report.counted === report.acknowledged && report.receiptsMatch;
  const castOk = report.castP99Ms !== null && report.castP99Ms < targets.castP99MaxMs;
  const turnoutOk = report.turnoutMaxMs !== null && report.turnoutMaxMs < targets.turnoutMaxMs;
  return [
    `\nHari pemungutan suara (server tertanam): ${report.voters} pemilih, sudah masuk sebelumnya, memilih dalam ${report.windowS} detik`,
    `  suara diterima (201 + kode tanda)         ${report.acknowledged} dari ${report.voters}${report.refused ? `, ${report.refused} ditolak` : ''}${report.failed ? `, ${report.failed} gagal` : ''}, selesai dalam ${(report.elapsedMs / 1000).toFixed(1)} s  ${pass(allIn)}`,
    `  dihitung setelah ditutup (= diterima)     ${report.counted}, kode tanda ${report.receiptsMatch ? 'sama persis' : 'TIDAK sama'}  ${pass(countedOk)}`,
    `  latensi memilih                           p50 ${ms(report.castP50Ms)}, p99 ${ms(report.castP99Ms)}, maks ${ms(report.castMaxMs)} (target p99 < ${targets.castP99MaxMs} ms)  ${pass(castOk)}`,
    `  kehadiran di layar panitia setelah suara  p50 ${ms(report.turnoutP50Ms)}, p99 ${ms(report.turnoutP99Ms)}, maks ${ms(report.turnoutMaxMs)} (target maks < ${targets.turnoutMaxMs} ms)  ${pass(turnoutOk)}`,
  ].join('\n');
}
