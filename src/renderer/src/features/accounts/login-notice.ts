/**
 * Why a page sent its visitor to /login (router state): shown on the sign-in card, e.g. "Anda
 * harus login untuk mengakses halaman ini." (ORIGINAL.md §3.2).
 */
export interface LoginNotice {
  notice: string;
}

/** The notice a page left in the router state, if it left one (state is anyone's to set). */
export function loginNoticeOf(state: unknown): string | null {
  if (!state || typeof state !== 'object' || !('notice' in state)) return null;
  const { notice } = state as { notice: unknown };
  return typeof notice === 'string' && notice.trim() !== '' ? notice.slice(0, 200) : null;
}
