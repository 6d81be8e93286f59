import * as z from 'zod/mini';
import { userProfileSchema } from '../../../../shared/accounts';
import { LIVE_TOPICS, liveTopicPath } from '../../../../shared/live';
import { fieldChangesSchema } from '../../../../shared/histori/record-changes';
import type { Backend, HistoriFilter } from '../contract';
import type { HttpClient } from './http-client';
import type { LiveFactory } from './live-factory';

// What only the account forms and the admin pages ask for (registration, password reset, the
// profile, Kelola Pengguna, Histori, the dashboard's counts): http-backend.ts defers this module,
// so the public pages never download these schemas.

const userEnvelope = z.object({ user: userProfileSchema });
const messageEnvelope = z.object({ message: z.string() });
const historiPageSchema = z.object({
  entries: z.array(
    z.object({
      id: z.number(),
      action: z.string(),
      oleh: z.string(),
      timestamp: z.string(),
      changes: z.optional(fieldChangesSchema),
    }),
  ),
  total: z.number(),
  pageSize: z.number(),
});
const summarySchema = z.object({
  counts: z.object({
    totalUsers: z.optional(z.number()),
    pendingUsers: z.optional(z.number()),
    admins: z.optional(z.number()),
  }),
});

const historiQuery = (filter: HistoriFilter, page?: number): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value);
  if (page) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
};

export type AccountFormsApi = Pick<
  Backend['auth'],
  'registerAdmin' | 'registerPanitia' | 'requestPasswordReset' | 'resetPassword'
>;

/** Registration and the password reset (the forms of /register…, /lupa-password, the e-mail link). */
export function createHttpAccountFormsApi(client: HttpClient): AccountFormsApi {
  return {
    registerAdmin: async (input) =>
      (await client.send('POST', '/api/auth/register', input, messageEnvelope)).message,
    registerPanitia: async (input) =>
      (await client.send('POST', '/api/auth/register-panitia', input, messageEnvelope)).message,
    requestPasswordReset: async (email) =>
      (await client.send('POST', '/api/auth/forgot-password', { email }, messageEnvelope)).message,
    resetPassword: async (token, password) =>
      (await client.send('POST', '/api/auth/reset-password', { token, password }, messageEnvelope))
        .message,
  };
}

/** The signed-in user's own profile and password. */
export function createHttpProfileApi(client: HttpClient): Backend['profile'] {
  return {
    update: async (changes) =>
      (await client.send('PATCH', '/api/profile', changes, userEnvelope)).user,
    changePassword: async (currentPassword, newPassword) =>
      (
        await client.send(
          'POST',
          '/api/profile/password',
          { currentPassword, newPassword },
          messageEnvelope,
        )
      ).message,
  };
}

/** Kelola Pengguna. */
export function createHttpUsersApi(client: HttpClient, live: LiveFactory): Backend['users'] {
  const id = encodeURIComponent;
  return {
    watchAll: (observer) =>
      live(liveTopicPath(LIVE_TOPICS.users), z.array(userProfileSchema))(observer),
    approve: async (userId) =>
      (await client.send('POST', `/api/users/${id(userId)}/approve`, {}, userEnvelope)).user,
    reject: (userId) => client.sendEmpty('POST', `/api/users/${id(userId)}/reject`),
    update: async (userId, changes) =>
      (await client.send('PATCH', `/api/users/${id(userId)}`, changes, userEnvelope)).user,
    remove: (userId) => client.sendEmpty('DELETE', `/api/users/${id(userId)}`),
    sendResetLink: (userId) => client.sendEmpty('POST', `/api/users/${id(userId)}/reset-link`),
  };
}

/** Histori and the dashboard's counts. */
export function createHttpAdminRecordsApi(client: HttpClient): Pick<Backend, 'histori' | 'admin'> {
  return {
    histori: {
      page: (filter, page) =>
        client.get(`/api/histori${historiQuery(filter, page)}`, historiPageSchema),
      exportCsv: (filter) => client.blob(`/api/histori/export.csv${historiQuery(filter)}`),
    },
    admin: {
      summary: () => client.get('/api/admin/summary', summarySchema),
    },
  };
}
