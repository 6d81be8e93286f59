import { notifications } from '../../ui/feedback/notify';
import { AUTH_MESSAGES } from '../../../../shared/auth-messages';

/** SPEC.md §8 says "alert": shown as a notification that stays until dismissed. */
export function showInactivityNotice(): void {
  notifications.show({
    id: 'inactivity-logout',
    color: 'yellow',
    title: 'Sesi berakhir',
    message: AUTH_MESSAGES.inactivityLogout,
    autoClose: false,
  });
}
