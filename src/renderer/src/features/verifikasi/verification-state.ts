import type { RecordVerification } from '../../../../shared/evoting/belenios/verify-record';
import type { RecordElection, VerifyMessage } from './verify-messages';

/** Where one verification stands, as the page shows it. */
export type VerificationState =
  | { status: 'idle' }
  | {
      status: 'running';
      election?: RecordElection;
      /** Ballots checked so far; null until the ballots step starts (the record is being read). */
      progress: { done: number; total: number } | null;
    }
  | { status: 'done'; election?: RecordElection; verification: RecordVerification }
  | { status: 'error'; election?: RecordElection; message: string };

export const STARTED: VerificationState = { status: 'running', progress: null };

const electionOf = (state: VerificationState): { election?: RecordElection } =>
  state.status !== 'idle' && state.election ? { election: state.election } : {};

/** The state after a message of the worker; the election, once known, stays. */
export function nextVerificationState(
  state: VerificationState,
  message: VerifyMessage,
): VerificationState {
  switch (message.type) {
    case 'election':
      return state.status === 'running' ? { ...state, election: message.election } : state;
    case 'progress':
      return state.status === 'running'
        ? { ...state, progress: { done: message.done, total: message.total } }
        : state;
    case 'result':
      return { status: 'done', ...electionOf(state), verification: message.verification };
    case 'error':
      return { status: 'error', ...electionOf(state), message: message.message };
  }
}
