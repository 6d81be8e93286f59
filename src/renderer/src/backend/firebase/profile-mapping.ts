import { safeParse } from 'zod/mini';
import {
  profilePhotoSchema,
  userProfileSchema,
  type ProfilePhoto,
  type UserProfile,
} from '../../../../shared/accounts';
import { timestampToIso } from './timestamps';

/**
 * The photo's reference, or none: a profile written before photos were files holds a data URL
 * there, which reads as no photo (the initials show) instead of making the whole profile unreadable.
 */
function photoOf(value: unknown): ProfilePhoto | null {
  const parsed = safeParse(profilePhotoSchema, value);
  return parsed.success ? parsed.data : null;
}

/**
 * `users/{uid}` ↔ UserProfile (docs/FIREBASE.md). The document holds every field but the id;
 * `createdAt` is a Firestore Timestamp. A document that does not fit the model is treated as no
 * profile at all rather than half-trusted.
 */
export function profileFromDoc(
  id: string,
  data: Record<string, unknown> | undefined,
): UserProfile | null {
  if (!data) return null;
  const parsed = safeParse(userProfileSchema, {
    id,
    email: data['email'],
    role: data['role'],
    namaTampilan: data['namaTampilan'],
    kementerian: data['kementerian'] ?? null,
    foto: photoOf(data['foto']),
    organisasi: data['organisasi'] ?? null,
    catatan: data['catatan'] ?? null,
    disabled: data['disabled'] ?? false,
    createdAt: timestampToIso(data['createdAt']) ?? new Date(0).toISOString(),
  });
  return parsed.success ? parsed.data : null;
}
