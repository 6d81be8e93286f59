import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../src/renderer/src/backend/contract';
import type { FieldChange } from '../../src/shared/histori/record-changes';
import { resourceChanges, resourceHistoryText } from '../../src/shared/resources/resource-rules';
import type { AnyResource, InputOf, RecordOf } from '../../src/shared/resources/resource';
import type { ResourceFixture } from './support/resource-fixtures';

/** What a backend under test gives the generic suite of a declared collection. */
export interface ResourceHarness {
  /** Signed in with an account of the collection's admin area. */
  writer: Backend;
  /** Signed in with an active account outside that area. */
  outsider: Backend;
  /** Nobody signed in. */
  anonymous: Backend;
  /** The activity history's actions, newest first. */
  historiActions(): Promise<string[]>;
  /** The activity history's entries with what each changed, newest first. */
  historiEntries(): Promise<{ action: string; changes?: FieldChange[] }[]>;
  dispose(): Promise<void>;
}

/** Waits until the live view's latest value satisfies `predicate`. */
async function settle<T>(seen: T[], predicate: (value: T) => boolean, timeoutMs = 5_000) {
  const started = Date.now();
  while (seen.length === 0 || !predicate(seen.at(-1)!)) {
    if (Date.now() - started > timeoutMs)
      throw new Error(`timed out; last ${JSON.stringify(seen.at(-1))}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: { code?: string }) => error.code ?? 'unknown',
  );

/**
 * The same expectations for every declared collection on every backend: the embedded server
 * (tests/contract/resources.contract.test.ts) and Firebase (tests/firebase/resources.firebase.test.ts).
 */
export function describeResourceContract<R extends AnyResource>(
  backendName: string,
  fixture: ResourceFixture<R>,
  createHarness: () => Promise<ResourceHarness>,
) {
  const { resource } = fixture;
  describe(`collection ${resource.name} on ${backendName}`, () => {
    let h: ResourceHarness;
    beforeAll(async () => {
      h = await createHarness();
    }, 60_000);
    afterAll(async () => {
      await h?.dispose();
    });

    /** Opens the writers' live list; returns what it saw and how to stop it. */
    const watchAll = () => {
      const seen: RecordOf<R>[][] = [];
      const stop = h.writer.resources.watchAll(resource, { next: (v) => seen.push(v) });
      return { seen, stop };
    };
    const ids = (records: readonly { id: string }[]) => records.map((r) => r.id);

    it('creates records last in the order, lists them live and records each in the history', async () => {
      const live = watchAll();
      try {
        await settle(live.seen, () => true);
        const before = live.seen.at(-1)!.length;
        const first = await h.writer.resources.create(resource, fixture.valid[0]);
        const second = await h.writer.resources.create(resource, fixture.valid[1]);
        expect(second.position).toBeGreaterThan(first.position);
        expect(first).toMatchObject(fixture.valid[0] as object);
        await settle(live.seen, (v) => v.length === before + 2);
        const listed = live.seen.at(-1)!;
        expect(ids(listed)).toEqual(expect.arrayContaining([first.id, second.id]));
        expect(listed.find((r) => r.id === first.id)).toEqual(first);
        const actions = await h.historiActions();
        expect(actions).toContain(resourceHistoryText(resource, 'create', fixture.valid[0]));
        expect(actions).toContain(resourceHistoryText(resource, 'create', fixture.valid[1]));
      } finally {
        live.stop();
      }
    });

    it('updates a record in place and records it', async () => {
      const created = await h.writer.resources.create(resource, fixture.valid[2]);
      const updated = await h.writer.resources.update(resource, created.id, fixture.valid[2]);
      expect(updated).toEqual(created);
      expect(await h.historiActions()).toContain(
        resourceHistoryText(resource, 'update', fixture.valid[2]),
      );
      await h.writer.resources.remove(resource, created.id);
    });

    it("records what an edit changed, field by field, in the edit's history entry", async () => {
      // Samples may not be stored together twice (unique names, rules between fields), so the
      // sample-2 record is edited into the first candidate the collection accepts: one field of
      // sample 0, then a whole other sample, then one text field with a word added.
      const created = await h.writer.resources.create(resource, fixture.valid[2]);
      const before = fixture.valid[2] as Record<string, unknown>;
      const other = fixture.valid[0] as Record<string, unknown>;
      const candidates: Record<string, unknown>[] = [
        ...Object.keys(other)
          .filter((key) => JSON.stringify(other[key]) !== JSON.stringify(before[key]))
          .map((key) => ({ ...before, [key]: other[key] })),
        other,
        fixture.valid[1] as Record<string, unknown>,
        ...Object.keys(before)
          .filter((key) => typeof before[key] === 'string' && before[key] !== '')
          .map((key) => ({ ...before, [key]: `${String(before[key])} Diubah` })),
      ];
      try {
        for (const candidate of candidates) {
          const edited = candidate as InputOf<R>;
          const accepted = await h.writer.resources.update(resource, created.id, edited).then(
            () => true,
            () => false,
          );
          if (!accepted) continue;
          const expected = resourceChanges(resource, fixture.valid[2], edited);
          expect(expected.length).toBeGreaterThan(0);
          const entry = (await h.historiEntries()).find(
            (e) => e.action === resourceHistoryText(resource, 'update', edited),
          );
          expect(entry?.changes).toEqual(expected);
          return;
        }
        throw new Error(`${resource.name}: no edit of sample 2 was accepted`);
      } finally {
        await h.writer.resources.remove(resource, created.id);
      }
    });

    it('refuses invalid input with a message on the field, and stores nothing', async () => {
      const live = watchAll();
      try {
        await settle(live.seen, () => true);
        const before = ids(live.seen.at(-1)!);
        const refusal = await h.writer.resources
          .create(resource, fixture.invalid.input as never)
          .then(
            () => null,
            (error: { code: string; fields?: Record<string, string> }) => error,
          );
        expect(refusal?.code).toBe('VALIDATION');
        expect(refusal?.fields?.[fixture.invalid.field]).toBeTruthy();
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(ids(live.seen.at(-1)!)).toEqual(before);
      } finally {
        live.stop();
      }
    });

    if (resource.order.by === 'position') {
      it('saves a new drag order in one change, and refuses an order that leaves one out', async () => {
        const live = watchAll();
        try {
          await settle(live.seen, (v) => v.length >= 2);
          const current = ids(live.seen.at(-1)!);
          const reversed = [...current].reverse();
          const result = await h.writer.resources.reorder(resource, reversed);
          expect(ids(result)).toEqual(reversed);
          await settle(live.seen, (v) => ids(v).join() === reversed.join());
          expect(await h.historiActions()).toContain(resourceHistoryText(resource, 'reorder'));
          expect(await codeOf(h.writer.resources.reorder(resource, reversed.slice(1)))).toBe(
            'VALIDATION',
          );
          await h.writer.resources.reorder(resource, current);
        } finally {
          live.stop();
        }
      });
    }

    it('removes a record, records it, and answers its own message for a missing one', async () => {
      const created = await h.writer.resources.create(resource, fixture.valid[2]);
      await h.writer.resources.remove(resource, created.id);
      expect(await h.historiActions()).toContain(
        resourceHistoryText(resource, 'remove', fixture.valid[2]),
      );
      const missing = await h.writer.resources.remove(resource, created.id).then(
        () => null,
        (error: { code: string; message: string }) => error,
      );
      expect(missing).toMatchObject({ code: 'NOT_FOUND', message: resource.notFound });
    });

    it('refuses every write from outside its admin area, and changes nothing', async () => {
      const live = watchAll();
      try {
        await settle(live.seen, (v) => v.length > 0);
        const before = live.seen.at(-1)!;
        const target = before[0]!;
        for (const stranger of [h.outsider, h.anonymous]) {
          const codes = await Promise.all([
            codeOf(stranger.resources.create(resource, fixture.valid[2])),
            codeOf(stranger.resources.update(resource, target.id, fixture.valid[2])),
            codeOf(stranger.resources.remove(resource, target.id)),
            ...(resource.order.by === 'position'
              ? [codeOf(stranger.resources.reorder(resource, ids(before)))]
              : []),
          ]);
          for (const code of codes) expect(['UNAUTHENTICATED', 'FORBIDDEN']).toContain(code);
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(live.seen.at(-1)).toEqual(before);
      } finally {
        live.stop();
      }
    });

    it(`shows the public ${resource.publicRead === 'none' ? 'nothing' : `${resource.publicRead} records`}`, async () => {
      const everything: RecordOf<R>[][] = [];
      const publicView: RecordOf<R>[][] = [];
      const errors: string[] = [];
      const stopAll = h.writer.resources.watchAll(resource, { next: (v) => everything.push(v) });
      const stopPublic = h.anonymous.resources.watch(resource, {
        next: (v) => publicView.push(v),
        error: (e) => errors.push(e.code),
      });
      try {
        if (resource.publicRead === 'none') {
          await settle(errors, () => true);
          expect(['UNAUTHENTICATED', 'FORBIDDEN']).toContain(errors[0]);
          expect(publicView).toEqual([]);
          return;
        }
        await settle(everything, () => true);
        await settle(publicView, () => true);
        const expected =
          resource.publicRead === 'all'
            ? everything.at(-1)!
            : everything.at(-1)!.filter((r) => (r as { published?: boolean }).published === true);
        expect(ids(publicView.at(-1)!)).toEqual(ids(expected));
      } finally {
        stopAll();
        stopPublic();
      }
    });
  });
}
