import { openFirebase, type FirebaseHandles } from './firebase-app';

/**
 * The voters' own Firebase app, opened on first use. A voter signs in to it, apart from the
 * account signed in to the main app, so a voter and an admin can be signed in on one browser
 * and the admin session never reads as a voter. The voter's account (voter-api.ts) and their
 * elections (evoting-voter-api.ts) must share it: the roll's rules know the voter by its uid.
 */
export function lazyVoterApp(h: FirebaseHandles): () => FirebaseHandles {
  let opened: FirebaseHandles | undefined;
  return () => (opened ??= openFirebase(h.config, { name: `${h.app.name}-pemilih` }));
}
