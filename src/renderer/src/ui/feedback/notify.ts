/**
 * The app's notifications: `notifications.show()` and friends, from the store alone (see
 * vite.shared.config.ts). Import them from here, never from '@mantine/notifications', so the first
 * page load stays free of the notification renderer.
 */
export { notifications, useNotifications } from 'mantine-notifications-store';
