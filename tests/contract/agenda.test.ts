import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../src/renderer/src/backend/contract';
import { ACTIVITY_MESSAGES, type ActivityRecord } from '../../src/shared/agenda/activities';
import { agendaResource } from '../../src/shared/agenda/agenda-resource';
import { activityUid } from '../../src/shared/agenda/agenda-feed';
import { AGENDA_FEED_PATH } from '../../src/shared/agenda/agenda-paths';
import type { UpcomingActivity } from '../../src/shared/agenda/agenda-view';
import { addDays, wallClockOf } from '../../src/shared/agenda/wall-clock';
import { startTempServer, type TempServer } from '../support/temp-server';
import { backendAs, liveValue, visitorOf } from './support/live-value';
import { activityInput } from './support/resource-samples';

/**
 * The activity calendar on the embedded server, over real HTTP (the generic suite covers the rest
 * of the collection): times entered come back unchanged from the API and the iCalendar feed,
 * across midnight; the feed is public and follows every change; only Kelola Penanggalan writes;
 * the home page's topic holds the activities not yet over.
 */
let server: TempServer;
let dagri: Backend;
let master: Backend;

beforeAll(async () => {
  server = await startTempServer();
  dagri = backendAs(server, 'admin', 'Kementerian Dalam Negeri');
  master = backendAs(server, 'master');
}, 60_000);
afterAll(async () => {
  await server.dispose();
});

const feed = async () => {
  const response = await fetch(`${server.url}${AGENDA_FEED_PATH}`);
  // RFC 5545 folds lines longer than 75 octets: unfolded, a field is one line again.
  return { response, text: (await response.text()).replace(/\r\n[ \t]/g, '') };
};
const stored = () => server.services.resources.of(agendaResource).list() as ActivityRecord[];
/** The feed's VEVENT of one activity, by its UID. */
const eventOf = (text: string, id: string) =>
  text
    .split('BEGIN:VEVENT')
    .find((event) => event.includes(`UID:${activityUid(id)}`))
    ?.split('END:VEVENT')[0];

describe('the activity calendar on the embedded server', () => {
  it('gives back the times entered, across midnight, from the API and from the feed', async () => {
    const created = await dagri.resources.create(
      agendaResource,
      activityInput('Malam Keakraban Uji', '2026-12-01T23:00', '2026-12-02T01:30'),
    );
    expect(created).toMatchObject({ mulai: '2026-12-01T23:00', selesai: '2026-12-02T01:30' });

    const listed = (await (await fetch(`${server.url}${agendaResource.path}`)).json()) as {
      items: ActivityRecord[];
    };
    expect(listed.items.find((item) => item.id === created.id)).toMatchObject({
      mulai: '2026-12-01T23:00',
      selesai: '2026-12-02T01:30',
    });

    const { response, text } = await feed();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const event = eventOf(text, created.id);
    // 23:00 and 01:30 WIB are 16:00 and 18:30 UTC of the first day: the same instants.
    expect(event).toContain('DTSTART:20261201T160000Z');
    expect(event).toContain('DTEND:20261201T183000Z');
    expect(event).toContain('SUMMARY:Malam Keakraban Uji');
    expect(event).toContain('LOCATION:Aula Poltek Nuklir');
    expect(text).not.toContain('TZID=');
  });

  it('is a public feed of every activity, the demo ones included, without a session', async () => {
    const { response, text } = await feed();
    expect(response.status).toBe(200);
    for (const record of stored())
      expect(eventOf(text, record.id), record.namaKegiatan).toBeTruthy();
    expect(stored().length).toBeGreaterThan(10);
    expect(text).toContain('SUMMARY:Malam Keakraban HIMA TKN');
  });

  it('follows an edit under the same UID, and drops a deleted activity', async () => {
    const created = await master.resources.create(
      agendaResource,
      activityInput('Rapat Dipindah Uji', '2026-12-05T09:00', '2026-12-05T11:00'),
    );
    await dagri.resources.update(agendaResource, created.id, {
      ...activityInput('Rapat Dipindah Uji', '2026-12-06T19:30', '2026-12-06T21:00'),
    });
    const moved = eventOf((await feed()).text, created.id);
    expect(moved).toContain('DTSTART:20261206T123000Z');
    expect((await feed()).text.split(`UID:${activityUid(created.id)}`).length).toBe(2);

    await dagri.resources.remove(agendaResource, created.id);
    const { text } = await feed();
    expect(eventOf(text, created.id)).toBeUndefined();
    expect(text).not.toContain('Rapat Dipindah Uji');
  });

  it('refuses a write from a visitor and from other ministries, and changes nothing', async () => {
    const target = stored()[0]!;
    const before = JSON.stringify(stored());
    const feedBefore = (await feed()).text.replace(/DTSTAMP:\d+T\d+Z/g, '');
    const callers: [string, Backend, number][] = [
      ['visitor', visitorOf(server), 401],
      ['sekjen', backendAs(server, 'admin', 'Sekretariat Jenderal'), 403],
      ['pora', backendAs(server, 'admin', 'Kementerian Pemuda dan Olahraga (PORA)'), 403],
      ['banggar', backendAs(server, 'banggar', 'Banggar DPM'), 403],
    ];
    for (const [who, backend, status] of callers) {
      const attempts = [
        () =>
          backend.resources.create(
            agendaResource,
            activityInput('Disusupkan', '2026-12-09T08:00', '2026-12-09T09:00'),
          ),
        () =>
          backend.resources.update(agendaResource, target.id, {
            ...target,
            namaKegiatan: 'Diubah',
          }),
        () => backend.resources.remove(agendaResource, target.id),
      ];
      // One at a time: each refusal is awaited before the next call is made.
      for (const attempt of attempts)
        await expect(attempt(), who).rejects.toMatchObject({ status });
    }
    expect(JSON.stringify(stored())).toBe(before);
    expect((await feed()).text.replace(/DTSTAMP:\d+T\d+Z/g, '')).toBe(feedBefore);
  });

  it('refuses an end that is not after the start, on its field, and stores nothing', async () => {
    const count = stored().length;
    const refusal = await dagri.resources
      .create(agendaResource, activityInput('Terbalik Uji', '2026-12-07T23:00', '2026-12-07T01:30'))
      .catch((error: { code: string; fields?: Record<string, string> }) => error);
    expect(refusal).toMatchObject({
      code: 'VALIDATION',
      fields: { selesai: ACTIVITY_MESSAGES.endNotAfterStart },
    });
    expect(stored().length).toBe(count);
  });

  it("answers the home page's topic with the activities not yet over, the soonest first", async () => {
    const now = Date.now();
    const today = wallClockOf(now).slice(0, 10);
    const ended = await dagri.resources.create(
      agendaResource,
      activityInput(
        'Sudah Selesai Uji',
        wallClockOf(now - 3 * 3600_000),
        wallClockOf(now - 3600_000),
      ),
    );
    const ongoing = await dagri.resources.create(
      agendaResource,
      activityInput(
        'Sedang Berlangsung Uji',
        wallClockOf(now - 3600_000),
        wallClockOf(now + 3600_000),
      ),
    );
    const upcoming = await liveValue<UpcomingActivity[]>(
      (o) => visitorOf(server).agenda.watchUpcoming(o),
      (items) => items.some((item) => item.id === ongoing.id),
    );
    expect(upcoming.map((item) => item.id)).not.toContain(ended.id);
    for (const item of upcoming) expect(item.selesai > wallClockOf(now)).toBe(true);
    // Soonest first. The demo's own activities of today may be under way too, started before
    // this one (its 15:30–17:30 is): which comes first depends on the hour, the order does not.
    const starts = upcoming.map((item) => item.mulai);
    expect(starts).toEqual([...starts].sort());
    expect(upcoming.length).toBeLessThanOrEqual(6);
    // The home page's view carries no notes and no audience.
    expect(Object.keys(upcoming[0]!).sort()).toEqual(
      ['id', 'mulai', 'namaKegiatan', 'penyelenggara', 'selesai', 'tempat'].sort(),
    );
    expect(upcoming.every((item) => item.mulai <= `${addDays(today, 40)}T00:00`)).toBe(true);
  });
});
