/**
 * The activity calendar on the Firebase adapter (backend/firebase/agenda-api.ts), against the Auth
 * and Firestore emulators with the project's firestore.rules: the home page's next activities
 * (not yet over, the soonest first, no notes) and the calendar file built in the browser, with
 * the times entered as the same instants as the embedded server's feed
 * (tests/contract/agenda.test.ts). Skipped with the printed reason where the emulators do not run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../src/renderer/src/backend/contract';
import { agendaResource } from '../../src/shared/agenda/agenda-resource';
import { activityUid } from '../../src/shared/agenda/agenda-feed';
import type { UpcomingActivity } from '../../src/shared/agenda/agenda-view';
import { wallClockOf } from '../../src/shared/agenda/wall-clock';
import { liveValue } from '../contract/support/live-value';
import { activityInput } from '../contract/support/resource-samples';
import { emulatorClient, emulatorProject } from './emulator-clients';
import { skipReason } from './emulators';

const skip = skipReason(['auth', 'firestore'], 'Uji kalender kegiatan di Firebase (Firestore)');
const HOUR = 3600_000;
/** Two days ahead in Asia/Jakarta, 23:00 to 01:30 the next day. */
const night = {
  start: wallClockOf(Date.now() + 48 * HOUR).slice(0, 10),
  end: wallClockOf(Date.now() + 72 * HOUR).slice(0, 10),
};
/** The feed's instant of a Jakarta wall clock: "20261201T160000Z". */
const utcStamp = (date: string, time: string) =>
  new Date(`${date}T${time}:00+07:00`).toISOString().replace(/[-:]/g, '').slice(0, 15) + 'Z';

describe.skipIf(skip !== null)('the activity calendar on Firebase (emulators)', () => {
  let cleanup: () => Promise<void> = async () => {};
  let dagri: Backend;
  let visitor: Backend;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const { env, signIn } = await emulatorProject();
    cleanup = () => env.cleanup();
    dagri = await signIn('admin-dagri');
    visitor = emulatorClient();
    const now = Date.now();
    const made: [string, number, number][] = [
      ['Sudah Selesai', now - 3 * HOUR, now - HOUR],
      ['Sedang Berlangsung', now - HOUR, now + HOUR],
      ['Besok Pagi', now + 20 * HOUR, now + 22 * HOUR],
    ];
    for (const [name, from, to] of made)
      ids[name] = (
        await dagri.resources.create(
          agendaResource,
          activityInput(name, wallClockOf(from), wallClockOf(to)),
        )
      ).id;
    ids['Malam Keakraban'] = (
      await dagri.resources.create(
        agendaResource,
        activityInput('Malam Keakraban', `${night.start}T23:00`, `${night.end}T01:30`),
      )
    ).id;
  }, 60_000);
  afterAll(() => cleanup());

  it('gives the home page the activities not yet over, the soonest first, without notes', async () => {
    const upcoming = await liveValue<UpcomingActivity[]>(
      (o) => visitor.agenda.watchUpcoming(o),
      (items) => items.length >= 3,
      5_000,
    );
    expect(upcoming.map((item) => item.namaKegiatan)).toEqual([
      'Sedang Berlangsung',
      'Besok Pagi',
      'Malam Keakraban',
    ]);
    expect(Object.keys(upcoming[0]!)).not.toContain('keterangan');
  });

  it('has no feed to subscribe to, and builds the same file in the browser', async () => {
    expect(visitor.agenda.feedUrl()).toBeNull();
    const text = (await (await visitor.agenda.calendarFile()).text()).replace(/\r\n[ \t]/g, '');
    const event = text
      .split('BEGIN:VEVENT')
      .find((part) => part.includes(`UID:${activityUid(ids['Malam Keakraban']!)}`));
    expect(event).toContain(`DTSTART:${utcStamp(night.start, '23:00')}`);
    expect(event).toContain(`DTEND:${utcStamp(night.end, '01:30')}`);
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(4);
  });
});
