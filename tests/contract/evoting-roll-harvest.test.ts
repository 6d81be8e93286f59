import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVOTING_MESSAGES } from '../../src/shared/evoting/election';
import type { RollImportPreview } from '../../src/shared/evoting/election-views';
import { EVOTING_PATHS } from '../../src/shared/evoting/evoting-paths';
import { PRODI, prodiOfNim } from '../../src/shared/evoting/prodi';
import type { RollEntry } from '../../src/shared/evoting/roll';
import { LIVE_TOPICS } from '../../src/shared/live';
import { startTempServer, type TempServer } from '../support/temp-server';
import { apiClient, type ApiResponse } from './support/api-client';
import {
  accountOf,
  electionFor,
  firstFrame,
  masterOf,
  scheduleDirectly,
  storeSnapshot,
  voterOf,
  type Account,
  type Voter,
} from './support/evoting-fixtures';
import { GENEROUS_RATE_LIMITS } from './support/generous-limits';

/**
 * Issue 33 item 1: a committee cannot harvest the voter register. A committee finds a voter only
 * by their NIM and their Nama Lengkap together; the import's preview says per line only "fine" or
 * what is wrong, echoing the committee's own text; no committee answer carries the e-mail of a
 * voter who did not ask to join that election; previews, imports and additions are limited per
 * committee account. Everything is read from the raw answers, with voters whose strings appear
 * nowhere else.
 */
let server: TempServer;
let api: ReturnType<typeof apiClient>;
const registered: Voter[] = [];

/** The limits this suite meets on purpose (the real ones are 30 and 120 per 15 minutes). */
const IMPORTS = 4;
const ADDITIONS = 6;

const pad = (n: number) => String(n).padStart(5, '0');
/** A NIM of intake 88 (no demo voter has one) whose prefix names a programme. */
const nimOf = (i: number) => `0${(i % 3) + 1}88${pad(i)}`;
const committeeTopic = (eventId: string) =>
  `/api/live/${LIVE_TOPICS.committeeRoll}?p=${encodeURIComponent(JSON.stringify(eventId))}`;
const raw = (response: ApiResponse) => JSON.stringify(response.body);

beforeAll(async () => {
  server = await startTempServer(
    {},
    {
      rateLimits: {
        ...GENEROUS_RATE_LIMITS,
        rollImportsPerAccount: IMPORTS,
        rollAdditionsPerAccount: ADDITIONS,
      },
    },
  );
  api = apiClient(server.url);
  for (let i = 1; i <= 40; i += 1) {
    const nim = nimOf(i);
    registered.push(
      voterOf(server, {
        nim,
        namaLengkap: `Qorvex Harvestia ${pad(i)}`,
        email: `qorvex.harvestia.${pad(i)}@rahasia.test`,
        prodi: prodiOfNim(nim)!,
      }),
    );
  }
});
afterAll(async () => {
  await server.dispose();
});

/** A fresh committee account with an election of its own (each test counts its own calls). */
function committee(others: readonly Account[] = []): { panitia: Account; eventId: string } {
  const panitia = accountOf(server, 'panitia_requestor', 'Panitia Panen');
  const eventId = electionFor(
    server,
    panitia.user,
    undefined,
    others.map((other) => other.user),
  );
  return { panitia, eventId };
}

/** What no committee answer may hold of these voters: name, e-mail (and no programme at all). */
function expectNothingOf(text: string, voters: readonly Voter[], where: string) {
  for (const voter of voters)
    for (const value of [voter.namaLengkap, voter.email])
      expect(text.includes(value), `${where} holds ${value}`).toBe(false);
}

describe("the import's preview", () => {
  it('tells nothing of the voters behind registered NIMs: no name, no programme, no e-mail', async () => {
    const { panitia, eventId } = committee();
    const preview = (csv: string) =>
      api.call('POST', EVOTING_PATHS.committee(eventId, 'pemilih', 'impor', 'pratinjau'), {
        as: panitia.caller,
        body: { csv },
      });
    // NIMs alone (the old file): every one of them registered.
    const nimsOnly = await preview(`NIM\n${registered.map((voter) => voter.nim).join('\n')}\n`);
    expect(nimsOnly.status).toBe(200);
    expectNothingOf(raw(nimsOnly), registered, 'the preview of NIMs');
    for (const prodi of PRODI) expect(raw(nimsOnly).includes(prodi), prodi).toBe(false);
    const lines = (nimsOnly.body as RollImportPreview).lines;
    expect(lines).toHaveLength(registered.length);
    expect(lines.every((line) => !line.ok)).toBe(true);
    expect((nimsOnly.body as RollImportPreview).siap).toBe(0);

    // Registered NIMs with the wrong names, and unregistered NIMs: one answer for both.
    const wrong = registered.slice(0, 10).map((voter, i) => `${voter.nim},Orang Lain ${i}`);
    const unknown = [1, 2, 3].map((i) => `${nimOf(90_000 + i)},Orang Asing ${i}`);
    const guesses = await preview(`NIM,Nama Lengkap\n${[...wrong, ...unknown].join('\n')}\n`);
    expect(guesses.status).toBe(200);
    expectNothingOf(raw(guesses), registered, 'the preview of guesses');
    for (const prodi of PRODI) expect(raw(guesses).includes(prodi), prodi).toBe(false);
    const problems = (guesses.body as RollImportPreview).lines.map((line) =>
      line.ok ? 'ok' : line.masalah,
    );
    expect(new Set(problems)).toEqual(new Set([EVOTING_MESSAGES.voterNoMatch]));
  });

  it('confirms a NIM with its registered name (case and spaces aside), echoing only what the committee typed', async () => {
    const { panitia, eventId } = committee();
    const typed = registered.slice(10, 13).map((voter) => ({
      nim: voter.nim,
      nama: `  ${voter.namaLengkap.toLowerCase().replace(' ', '   ')} `,
    }));
    const response = await api.call(
      'POST',
      EVOTING_PATHS.committee(eventId, 'pemilih', 'impor', 'pratinjau'),
      {
        as: panitia.caller,
        body: { csv: `Nama,NIM\n${typed.map((row) => `"${row.nama}",${row.nim}`).join('\n')}\n` },
      },
    );
    expect(response.status).toBe(200);
    const preview = response.body as RollImportPreview;
    expect(preview.siap).toBe(3);
    expect(preview.lines.map((line) => line.ok && [line.nim, line.namaLengkap])).toEqual(
      typed.map((row) => [row.nim, row.nama.trim()]),
    );
    // The registered spelling, the programme and the e-mail come from the account: none of them.
    expectNothingOf(raw(response), registered, 'the preview of matches');
    for (const prodi of PRODI) expect(raw(response).includes(prodi), prodi).toBe(false);
  });
});

describe('adding one voter', () => {
  it('needs the NIM and the Nama Lengkap as registered: otherwise one answer, and nothing added', async () => {
    const { panitia, eventId } = committee();
    const voter = registered[20]!;
    const add = (body: unknown) =>
      api.call('POST', EVOTING_PATHS.committee(eventId, 'pemilih'), { as: panitia.caller, body });
    const before = storeSnapshot(server);

    const nimAlone = await add({ nim: voter.nim });
    expect(nimAlone.status).toBe(400);
    const wrongName = await add({ nim: voter.nim, namaLengkap: 'Qorvex Harvestia 99999' });
    const unknownNim = await add({ nim: nimOf(91_000), namaLengkap: voter.namaLengkap });
    for (const refused of [wrongName, unknownNim]) {
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        error: {
          code: 'VALIDATION',
          message: EVOTING_MESSAGES.voterNoMatch,
          fields: {
            nim: EVOTING_MESSAGES.voterNoMatch,
            namaLengkap: EVOTING_MESSAGES.voterNoMatch,
          },
        },
      });
    }
    for (const refused of [nimAlone, wrongName, unknownNim])
      expectNothingOf(raw(refused), registered, 'a refused addition');
    expect(storeSnapshot(server)).toBe(before);

    const added = await add({
      nim: voter.nim,
      namaLengkap: ` ${voter.namaLengkap.toUpperCase().replace(' ', '  ')}  `,
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      voterId: voter.id,
      nim: voter.nim,
      status: 'terverifikasi',
      sumber: 'panitia',
      email: null,
    });
    // "Already on this roll" only after a full match; a wrong name stays the one answer.
    const twice = await add({ nim: voter.nim, namaLengkap: voter.namaLengkap });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ error: { message: EVOTING_MESSAGES.voterAlreadyOnRoll } });
    const twiceWrong = await add({ nim: voter.nim, namaLengkap: 'Bukan Nama Ini' });
    expect(twiceWrong.status).toBe(400);
    expect(twiceWrong.body).toEqual(wrongName.body);
  });
});

describe('e-mails in committee answers', () => {
  it('carry only the e-mail of a voter who asked to join themself', async () => {
    const { panitia, eventId } = committee();
    const [added, imported, asker] = [registered[25]!, registered[26]!, registered[27]!];
    const HOUR = 60 * 60 * 1000;
    scheduleDirectly(server, eventId, Date.now() + 2 * HOUR, Date.now() + 3 * HOUR);
    const as = { as: panitia.caller };
    const answers: [string, string][] = [];

    const add = await api.call('POST', EVOTING_PATHS.committee(eventId, 'pemilih'), {
      ...as,
      body: { nim: added.nim, namaLengkap: added.namaLengkap },
    });
    expect(add.status).toBe(201);
    answers.push(['add', raw(add)]);
    const csv = `NIM,Nama Lengkap\n${imported.nim},${imported.namaLengkap}\n`;
    for (const step of [['impor', 'pratinjau'], ['impor']]) {
      const response = await api.call(
        'POST',
        EVOTING_PATHS.committee(eventId, 'pemilih', ...step),
        {
          ...as,
          body: { csv },
        },
      );
      expect(response.status, step.join('/')).toBe(200);
      answers.push([step.join('/'), raw(response)]);
    }
    const join = await api.call('POST', EVOTING_PATHS.join(eventId), { as: asker.caller });
    expect(join.status).toBe(200);
    for (const voter of [added, imported, asker]) {
      const verified = await api.call(
        'POST',
        EVOTING_PATHS.committee(eventId, 'pemilih', voter.id, 'verifikasi'),
        as,
      );
      expect(verified.status).toBe(200);
      answers.push([`verify ${voter.namaLengkap}`, raw(verified)]);
      expect((verified.body as RollEntry).email).toBe(voter === asker ? asker.email : null);
    }
    const master = accountOf(server, 'master');
    expect(master.user.id).not.toBe(masterOf(server).id);
    for (const [who, caller] of [
      ['committee', panitia.caller],
      ['master', master.caller],
    ] as const) {
      const frame = await firstFrame(server, committeeTopic(eventId), caller);
      expect(frame.status).toBe(200);
      answers.push([`roll topic (${who})`, frame.text]);
      expect(frame.text.includes(asker.email), `roll topic (${who}) shows the asker`).toBe(true);
    }
    for (const [where, text] of answers)
      for (const voter of [added, imported])
        expect(text.includes(voter.email), `${where} holds ${voter.email}`).toBe(false);
  });
});

describe('the limit per committee account', () => {
  it('answers 429 with Retry-After past its previews and imports, and past its additions, for that account only', async () => {
    const other = accountOf(server, 'panitia_requestor', 'Panitia Lain');
    const { panitia, eventId } = committee([other]);
    const path = (...rest: string[]) => EVOTING_PATHS.committee(eventId, 'pemilih', ...rest);
    const csv = (voter: Voter) => `NIM,Nama Lengkap\n${voter.nim},${voter.namaLengkap}\n`;
    const expectLimited = (response: ApiResponse) => {
      expect(response.status).toBe(429);
      const retryAfter = Number(response.headers.get('retry-after'));
      expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60).toBe(true);
      expect(response.body).toMatchObject({ error: { code: 'RATE_LIMITED' } });
      expect((response.body as { error: { message: string } }).error.message).toMatch(/coba lagi/i);
    };

    // Previews and imports count together, refused ones too.
    const calls = [
      ['impor', 'pratinjau'],
      ['impor'],
      ['impor', 'pratinjau'],
      ['impor', 'pratinjau'],
    ];
    expect(calls).toHaveLength(IMPORTS);
    for (const [i, step] of calls.entries()) {
      const response = await api.call('POST', path(...step), {
        as: panitia.caller,
        body: { csv: csv(registered[30 + i]!) },
      });
      expect(response.status, step.join('/')).toBe(200);
    }
    const before = storeSnapshot(server);
    expectLimited(
      await api.call('POST', path('impor'), {
        as: panitia.caller,
        body: { csv: csv(registered[35]!) },
      }),
    );
    expectLimited(
      await api.call('POST', path('impor', 'pratinjau'), {
        as: panitia.caller,
        body: { csv: csv(registered[35]!) },
      }),
    );
    expect(storeSnapshot(server)).toBe(before);
    // Another committee account of the same election, from the same address, is not affected.
    const theirs = await api.call('POST', path('impor', 'pratinjau'), {
      as: other.caller,
      body: { csv: csv(registered[35]!) },
    });
    expect(theirs.status).toBe(200);

    // Additions have their own count: the account past its imports still adds, up to its limit.
    const add = (caller: Account, voter: Voter, namaLengkap = voter.namaLengkap) =>
      api.call('POST', path(), { as: caller.caller, body: { nim: voter.nim, namaLengkap } });
    expect((await add(panitia, registered[36]!)).status).toBe(201);
    for (let i = 1; i < ADDITIONS; i += 1)
      expect((await add(panitia, registered[37]!, `Tebakan ${i}`)).status).toBe(400);
    const beforeAdd = storeSnapshot(server);
    expectLimited(await add(panitia, registered[37]!));
    expect(storeSnapshot(server)).toBe(beforeAdd);
    expect((await add(other, registered[37]!)).status).toBe(201);
  });
});
