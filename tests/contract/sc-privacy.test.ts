import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_TOPICS, liveTopicPath } from '../../src/shared/live';
import { scQuestionsResource } from '../../src/shared/sc/questions-resource';
import { scRoomsResource } from '../../src/shared/sc/rooms-resource';
import { SC_PATHS } from '../../src/shared/sc/sc-paths';
import { firstFrame } from './support/evoting-fixtures';
import { startScHarness, type ScHarness } from './support/sc-fixtures';

/**
 * Issue 20, "Done when": no public response about bookings holds a name, phone number, e-mail or
 * booking code (ORIGINAL.md §10.3 no. 26, §10.4 no. 29). Every public answer is read as raw text
 * (the live topics' frames, the JSON of the routes) and searched for every demo booking's
 * borrower name, phone number, e-mail address and code, and for one booked here. The only
 * answer with a code is the receipt, sent once to the borrower who made the booking.
 */
let h: ScHarness;
interface Secret {
  kode: string;
  penanggung_jawab: string;
  kontak: string;
  email: string;
  ruang_id: string;
  tanggal: string;
  waktu_mulai: string;
  waktu_selesai: string;
}
let bookings: Secret[];

beforeAll(async () => {
  h = await startScHarness();
  await h.booked({ ruangId: h.rooms.aula, tanggal: '2030-07-20' });
  bookings = h.server.db
    .prepare(
      'SELECT kode, penanggung_jawab, kontak, email, ruang_id, tanggal, waktu_mulai, waktu_selesai FROM sc_bookings',
    )
    .all() as Secret[];
}, 60_000);
afterAll(async () => {
  await h.dispose();
});

/** Every personal value of every booking, and the digits of each phone number on their own. */
const secrets = (): string[] =>
  bookings.flatMap((b) => [
    b.kode,
    b.kode.replace(/-/g, ''),
    b.penanggung_jawab,
    b.kontak,
    b.kontak.replace(/^0/, '62'),
    ...(b.email ? [b.email] : []),
  ]);

function expectClean(what: string, text: string): void {
  const found = secrets().filter((secret) => text.includes(secret));
  expect(found, `${what} holds personal data`).toEqual([]);
}

describe('no public response about bookings holds a name, phone number, e-mail or code', () => {
  it('has demo bookings in every state to look for, with names, phones, e-mails and codes', () => {
    expect(bookings.length).toBeGreaterThan(15);
    expect(bookings.filter((b) => b.email).length).toBeGreaterThan(5);
  });

  it('the live calendar and the live settings', async () => {
    for (const topic of [LIVE_TOPICS.scSchedule, LIVE_TOPICS.scSettings]) {
      const frame = await firstFrame(h.server, liveTopicPath(topic));
      expect(frame.status).toBe(200);
      expect(frame.text).toContain('event: snapshot');
      expectClean(topic, frame.text);
    }
    // The calendar does list the bookings (room, time, organisation): the test reads real data.
    const calendar = await firstFrame(h.server, liveTopicPath(LIVE_TOPICS.scSchedule));
    expect(calendar.text).toContain('UKM Badminton');
  });

  it('every other live topic a visitor may watch, and the pages of the loans', async () => {
    let watched = 0;
    for (const topic of Object.values(LIVE_TOPICS)) {
      const frame = await firstFrame(h.server, liveTopicPath(topic));
      if (frame.status !== 200) continue;
      watched += 1;
      expectClean(topic, frame.text);
    }
    expect(watched).toBeGreaterThan(5);
    for (const page of ['/', '/pinjam-sc', '/pinjam-sc/kelola', '/pinjam-sc/absensi']) {
      const response = await fetch(`${h.server.url}${page}`);
      expectClean(page, await response.text());
    }
  });

  it('the rooms and the questions', async () => {
    for (const path of [scRoomsResource.path, scQuestionsResource.path]) {
      const response = await h.api.call('GET', path);
      expect(response.status).toBe(200);
      expectClean(path, JSON.stringify(response.body));
    }
  });

  it('the availability of every booked slot', async () => {
    for (const b of bookings) {
      const response = await h.api.call('POST', SC_PATHS.availability, {
        body: {
          ruangId: b.ruang_id,
          tanggal: b.tanggal,
          waktuMulai: b.waktu_mulai,
          waktuSelesai: b.waktu_selesai,
        },
      });
      // Past slots are refused as past (400): that answer is searched too.
      expectClean(`availability of ${b.tanggal}`, JSON.stringify(response.body));
    }
  });

  it('the holder’s view of every booking, found by its own code', async () => {
    for (const b of bookings) {
      const response = await h.api.call('POST', SC_PATHS.find, { body: { kode: b.kode } });
      expect(response.status).toBe(200);
      expectClean(`the holder view of ${b.tanggal}`, JSON.stringify(response.body));
    }
  });

  it('the refusals: an overlap, a lock, an unknown code', async () => {
    const b = bookings.find((booking) => booking.tanggal === '2030-07-20')!;
    const answers = [
      await h.book({ ruangId: b.ruang_id, tanggal: b.tanggal }),
      await h.api.call('POST', SC_PATHS.find, { body: { kode: 'SC-00000-00000' } }),
      await h.api.call('POST', SC_PATHS.cancel, { body: { kode: 'SC-00000-00000' } }),
    ];
    for (const answer of answers) expectClean('a refusal', JSON.stringify(answer.body));
  });
});
