import type {
  VoterProfile,
  VoterProfileUpdate,
  VoterRegistration,
} from '../../../shared/evoting/voter';
import type { LiveObserver, Unsubscribe } from './live-observer';

/**
 * Voters' own accounts (issue 18 item 1): a population apart from admin accounts, with its own
 * session (a cookie of its own on the embedded server; a Firebase Auth user with a voters/{uid}
 * document and no users/{uid} on Firebase).
 */
export interface VoterApi {
  /** The signed-in voter, or null. */
  current(): Promise<VoterProfile | null>;
  /** The signed-in voter, live (null once signed out, in this tab or another). */
  watchCurrent(observer: LiveObserver<VoterProfile | null>): Unsubscribe;
  /** Creates the account; NIM and email are unique by the backend. Signs the voter in. */
  register(input: VoterRegistration): Promise<VoterProfile>;
  signIn(email: string, password: string): Promise<VoterProfile>;
  signOut(): Promise<void>;
  /** The voter is active: the backend's idle limit starts again (as auth.keepAlive). */
  keepAlive(): Promise<void>;
  /** SPEC.md §8: refuses an email that is no voter's ('Alamat email tidak terdaftar…'). */
  requestPasswordReset(email: string): Promise<string>;
  resetPassword(token: string, password: string): Promise<string>;
  /** /profil-pemilih: photo (a 300 px JPEG data URL or null), name, NIM, programme. */
  updateProfile(changes: VoterProfileUpdate): Promise<VoterProfile>;
}
