import { ROLE_LABELS, type UserProfile } from '../../../../shared/accounts';
import { dayjs, PORTAL_TIME_ZONE } from '../../lib/dates';

/** The Ringkasan greeting by the hour in Jakarta, wherever the browser is. */
export function greetingFor(instant: Date): string {
  const hour = dayjs(instant).tz(PORTAL_TIME_ZONE).hour();
  if (hour >= 4 && hour <= 10) return 'Selamat Pagi';
  if (hour >= 11 && hour <= 14) return 'Selamat Siang';
  if (hour >= 15 && hour <= 17) return 'Selamat Sore';
  return 'Selamat Malam';
}

export function firstName(namaTampilan: string): string {
  return namaTampilan.trim().split(/\s+/)[0] ?? '';
}

/** "Anda masuk sebagai Master Admin." or "Anda masuk sebagai Admin — Kementerian Keuangan." */
export function roleSentence(user: Pick<UserProfile, 'role' | 'kementerian'>): string {
  const role = ROLE_LABELS[user.role];
  return user.kementerian
    ? `Anda masuk sebagai ${role} — ${user.kementerian}.`
    : `Anda masuk sebagai ${role}.`;
}
