/**
 * An unsent "Catatan verifikasi" kept as a draft (issue 12, item 9): the idle sign-out must not
 * lose it. In sessionStorage, so it lives as long as the tab (a reload, the sign-out and signing
 * in again) and is gone when the tab is closed, which matters on a shared secretariat computer.
 * Keyed by user and submission, so no one else ever sees it; removed once the action is sent.
 * Storage may be unavailable or full: then there is simply no draft.
 */
const key = (userId: string, submissionId: string) =>
  `bem:catatan-verifikasi:${userId}:${submissionId}`;

export function loadNoteDraft(userId: string, submissionId: string): string {
  try {
    return sessionStorage.getItem(key(userId, submissionId)) ?? '';
  } catch {
    return '';
  }
}

export function saveNoteDraft(userId: string, submissionId: string, note: string): void {
  try {
    if (note.trim()) sessionStorage.setItem(key(userId, submissionId), note);
    else sessionStorage.removeItem(key(userId, submissionId));
  } catch {
    // No draft then; the note itself is still in the form.
  }
}

export const clearNoteDraft = (userId: string, submissionId: string): void =>
  saveNoteDraft(userId, submissionId, '');
