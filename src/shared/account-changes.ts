import { ROLE_LABELS, type Kementerian, type UserRole } from './roles';

/**
 * The activity history's words for what the master changed on an account ("peran Admin,
 * dinonaktifkan"), the same on every backend. Only real changes are named.
 */
export function describeAccountChanges(
  before: { role: UserRole; kementerian: Kementerian | null; disabled: boolean },
  changes: { role?: UserRole; kementerian?: Kementerian | null; disabled?: boolean },
): string[] {
  const parts: string[] = [];
  if (changes.role !== undefined && changes.role !== before.role)
    parts.push(`peran ${ROLE_LABELS[changes.role]}`);
  if (changes.kementerian !== undefined && changes.kementerian !== before.kementerian)
    parts.push(`kementerian ${changes.kementerian ?? '—'}`);
  if (changes.disabled !== undefined && changes.disabled !== before.disabled)
    parts.push(changes.disabled ? 'dinonaktifkan' : 'diaktifkan kembali');
  return parts;
}
