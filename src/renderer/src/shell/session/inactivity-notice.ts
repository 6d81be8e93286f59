import { notifications } from '../../ui/feedback/notify';
import { AUTH_MESSAGES } from '../../../../shared/auth-messages';

const NOTICE_ID = 'inactivity-logout';

/** SPEC.md §8 says "alert": shown as a notification that stays until dismissed. */
export function showInactivityNotice(): void {
  notifications.show({
    id: NOTICE_ID,
    color: 'yellow',
    title: 'Sesi berakhir',
    message: AUTH_MESSAGES.inactivityLogout,
    autoClose: false,
  });
}

/** Signing in again answers the notice: it goes. */
export function hideInactivityNotice(): void {
  notifications.hide(NOTICE_ID);
}
