import { collection, doc, getDoc, getDocs } from 'firebase/firestore';
import { safeParse } from 'zod/mini';
import type { ScQuestion } from '../../../../shared/sc/booking-answers';
import type { ScRoom } from '../../../../shared/sc/booking-rules';
import { scQuestionsResource } from '../../../../shared/sc/questions-resource';
import { scRoomsResource } from '../../../../shared/sc/rooms-resource';
import {
  resolveScSettings,
  scSettingsInput,
  type ScSettings,
} from '../../../../shared/sc/sc-settings';
import { BackendError } from '../backend-error';
import type { FirebaseHandles } from './firebase-app';
import { translated } from './firebase-errors';
import { recordsOfSnapshot } from './resource-mapping';
import { SC_COLLECTIONS } from './sc-docs';

/**
 * What the loans' checks need besides the booking (all public): the rooms and their parts, the
 * configurable questions and the settings (opening hours), read just before a change.
 */
export const readScRooms = async (h: FirebaseHandles): Promise<ScRoom[]> =>
  recordsOfSnapshot(
    scRoomsResource,
    await translated(() => getDocs(collection(h.db, scRoomsResource.firestoreCollection))),
  );

export const readScQuestions = async (h: FirebaseHandles): Promise<ScQuestion[]> =>
  recordsOfSnapshot(
    scQuestionsResource,
    await translated(() => getDocs(collection(h.db, scQuestionsResource.firestoreCollection))),
  );

export const scSettingsRef = (h: FirebaseHandles) =>
  doc(h.db, SC_COLLECTIONS.settings, SC_COLLECTIONS.settingsDoc);

/** The stored settings, or the defaults for a fresh install (the rules use the same defaults). */
export function scSettingsOf(data: unknown): ScSettings {
  const parsed = safeParse(scSettingsInput, data);
  return parsed.success ? parsed.data : resolveScSettings(undefined);
}

export const readScSettings = async (h: FirebaseHandles): Promise<ScSettings> =>
  scSettingsOf((await translated(() => getDoc(scSettingsRef(h)))).data());

/** A refusal shown at its field, as the embedded server answers it. */
export const fieldProblem = (problem: { message: string; field: string }) =>
  new BackendError('VALIDATION', problem.message, 400, { [problem.field]: problem.message });

/** A refusal of the booking's state (the locks and windows of ORIGINAL.md §5). */
export const stateProblem = (message: string) => new BackendError('CONFLICT', message, 409);
