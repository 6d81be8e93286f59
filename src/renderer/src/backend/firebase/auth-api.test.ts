import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '../../../../shared/auth-api';
import { createFirebaseAuthApi, resetActionSettings } from './auth-api';
import type { FirebaseHandles } from './firebase-app';

/**
 * The adapter's own decisions (who may sign in, what a registration writes, which failures are
 * hidden), with Auth and Firestore replaced by fakes. The emulator suite tests it against the
 * real services and rules.
 */
const fake = vi.hoisted(() => ({
  docs: new Map<string, Record<string, unknown>>(),
  user: null as null | { uid: string; email: string },
  failSetDoc: false,
}));

vi.mock('firebase/auth', () => {
  const failure = (code: string) => Object.assign(new Error(code), { code });
  return {
    signInWithEmailAndPassword: vi.fn(async (_auth: unknown, email: string, password: string) => {
      if (password !== 'benar-sekali') throw failure('auth/invalid-credential');
      fake.user = { uid: `uid-${email}`, email };
      return { user: fake.user };
    }),
    createUserWithEmailAndPassword: vi.fn(async (_auth: unknown, email: string) => {
      if ([...fake.docs.values()].some((d) => d['email'] === email) || email.startsWith('orphan'))
        throw failure('auth/email-already-in-use');
      fake.user = { uid: `uid-${email}`, email };
      return { user: fake.user };
    }),
    signOut: vi.fn(async () => {
      fake.user = null;
    }),
    deleteUser: vi.fn(async () => undefined),
    sendPasswordResetEmail: vi.fn(async (_auth: unknown, email: string) => {
      if (email.startsWith('unknown')) throw failure('auth/user-not-found');
      if (email.startsWith('busy')) throw failure('auth/too-many-requests');
    }),
    confirmPasswordReset: vi.fn(async (_auth: unknown, code: string) => {
      if (code.startsWith('expired')) throw failure('auth/expired-action-code');
    }),
    reauthenticateWithCredential: vi.fn(
      async (_user: unknown, credential: { password: string }) => {
        if (credential.password !== 'benar-sekali') throw failure('auth/invalid-credential');
      },
    ),
    updatePassword: vi.fn(async () => undefined),
    onAuthStateChanged: vi.fn(() => () => undefined),
    EmailAuthProvider: {
      credential: (email: string, password: string) => ({ email, password }),
    },
  };
});

vi.mock('firebase/firestore', () => ({
  doc: (_db: unknown, ...segments: string[]) => ({ path: segments.join('/'), id: segments.at(-1) }),
  collection: (_db: unknown, name: string) => ({ path: name }),
  getDoc: vi.fn(async (ref: { path: string; id: string }) => ({
    id: ref.id,
    data: () => fake.docs.get(ref.path),
  })),
  setDoc: vi.fn(async (ref: { path: string }, data: Record<string, unknown>) => {
    if (fake.failSetDoc) throw Object.assign(new Error('denied'), { code: 'permission-denied' });
    fake.docs.set(ref.path, data);
  }),
  addDoc: vi.fn(async () => undefined),
  serverTimestamp: () => 'SERVER_TIMESTAMP',
  onSnapshot: vi.fn(() => () => undefined),
  writeBatch: vi.fn(),
}));

const { createUserWithEmailAndPassword, deleteUser, sendPasswordResetEmail, signOut } =
  await import('firebase/auth');

const handles = {
  auth: {
    get currentUser() {
      return fake.user;
    },
    authStateReady: async () => undefined,
  },
  db: {},
} as unknown as FirebaseHandles;

const profile = (email: string, extra: Record<string, unknown>) => {
  fake.docs.set(`users/uid-${email}`, {
    email,
    namaTampilan: 'Nama',
    role: 'admin',
    kementerian: null,
    foto: null,
    organisasi: null,
    catatan: null,
    disabled: false,
    createdAt: '2025-10-01T00:00:00.000Z',
    ...extra,
  });
};

const api = createFirebaseAuthApi(handles, { registrar: () => handles });

beforeEach(() => {
  fake.docs.clear();
  fake.user = null;
  fake.failSetDoc = false;
  vi.clearAllMocks();
});

describe('sign-in on Firebase', () => {
  it('answers the profile of an active account', async () => {
    profile('a@bem.ac.id', { role: 'master' });
    await expect(api.auth.signIn('A@bem.ac.id', 'benar-sekali')).resolves.toMatchObject({
      id: 'uid-a@bem.ac.id',
      role: 'master',
    });
    expect(signOut).not.toHaveBeenCalled();
  });

  it.each([
    [{ role: 'pending' }, 'AWAITING_APPROVAL'],
    [{ role: 'pending_panitia' }, 'AWAITING_APPROVAL'],
    [{ disabled: true }, 'ACCOUNT_DISABLED'],
  ])('refuses %o with %s and ends the Firebase session', async (extra, code) => {
    profile('a@bem.ac.id', extra);
    await expect(api.auth.signIn('a@bem.ac.id', 'benar-sekali')).rejects.toMatchObject({ code });
    expect(signOut).toHaveBeenCalled();
    expect(fake.user).toBeNull();
  });

  it('treats an account without a profile (rejected or removed) as unknown', async () => {
    await expect(api.auth.signIn('a@bem.ac.id', 'benar-sekali')).rejects.toMatchObject({
      code: 'WRONG_CREDENTIALS',
    });
    expect(fake.user).toBeNull();
  });

  it('answers a wrong password like the server', async () => {
    await expect(api.auth.signIn('a@bem.ac.id', 'salah')).rejects.toMatchObject({
      code: 'WRONG_CREDENTIALS',
      message: 'Email atau kata sandi salah.',
    });
  });

  it('has no current user when signed out, or when the profile may not sign in', async () => {
    await expect(api.auth.currentUser()).resolves.toBeNull();
    profile('p@bem.ac.id', { role: 'pending' });
    fake.user = { uid: 'uid-p@bem.ac.id', email: 'p@bem.ac.id' };
    await expect(api.auth.currentUser()).resolves.toBeNull();
    expect(fake.user).toBeNull();
  });
});

describe('registration on Firebase', () => {
  const admin = {
    namaTampilan: 'Sekjen',
    email: 'Sekjen@BEM.ac.id',
    password: 'benar-sekali',
    kementerian: 'Sekretariat Jenderal' as const,
    catatan: '',
  };

  it('refuses invalid input with the field messages, before creating anything', async () => {
    await expect(
      api.auth.registerAdmin({ ...admin, email: 'bukan-email', password: 'pendek' }),
    ).rejects.toMatchObject({
      code: 'VALIDATION',
      fields: {
        email: 'Alamat email tidak valid.',
        password: 'Kata sandi minimal 8 karakter.',
      },
    });
    expect(createUserWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it('writes a pending profile, signs out and answers the registered message', async () => {
    await expect(api.auth.registerAdmin(admin)).resolves.toBe(AUTH_MESSAGES.registered);
    expect(fake.docs.get('users/uid-sekjen@bem.ac.id')).toEqual({
      email: 'sekjen@bem.ac.id',
      namaTampilan: 'Sekjen',
      role: 'pending',
      kementerian: 'Sekretariat Jenderal',
      organisasi: null,
      catatan: null,
      foto: null,
      disabled: false,
      createdAt: 'SERVER_TIMESTAMP',
    });
    expect(fake.user).toBeNull();
  });

  it('registers a committee member as pending_panitia with the organisation', async () => {
    await api.auth.registerPanitia({
      namaTampilan: 'Ketua KPU',
      organisasi: 'KPU KM',
      email: 'kpu@bem.ac.id',
      password: 'benar-sekali',
    });
    expect(fake.docs.get('users/uid-kpu@bem.ac.id')).toMatchObject({
      role: 'pending_panitia',
      organisasi: 'KPU KM',
      kementerian: null,
    });
  });

  it('answers EMAIL_TAKEN for an address with a profile', async () => {
    profile('sekjen@bem.ac.id', {});
    await expect(api.auth.registerAdmin(admin)).rejects.toMatchObject({ code: 'EMAIL_TAKEN' });
    expect(fake.user).toBeNull();
  });

  it('lets a rejected address (Auth account, no profile) register again with its password', async () => {
    await expect(api.auth.registerAdmin({ ...admin, email: 'orphan@bem.ac.id' })).resolves.toBe(
      AUTH_MESSAGES.registered,
    );
    expect(fake.docs.get('users/uid-orphan@bem.ac.id')).toMatchObject({ role: 'pending' });
    await expect(
      api.auth.registerAdmin({ ...admin, email: 'orphan2@bem.ac.id', password: 'lain-lagi-ya' }),
    ).rejects.toMatchObject({ code: 'EMAIL_TAKEN' });
  });

  it('deletes the new Auth account when its profile cannot be written', async () => {
    fake.failSetDoc = true;
    await expect(api.auth.registerAdmin(admin)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(deleteUser).toHaveBeenCalled();
    expect(fake.user).toBeNull();
  });
});

describe('passwords on Firebase', () => {
  it('answers the same for an unknown address, and continues to the portal action page', async () => {
    await expect(api.auth.requestPasswordReset('unknown@bem.ac.id')).resolves.toBe(
      AUTH_MESSAGES.resetSent,
    );
    await expect(api.auth.requestPasswordReset('a@bem.ac.id')).resolves.toBe(
      AUTH_MESSAGES.resetSent,
    );
    expect(sendPasswordResetEmail).toHaveBeenLastCalledWith(handles.auth, 'a@bem.ac.id', {
      url: `${location.origin}/auth/action`,
    });
  });

  it('still reports a refusal that is not about the address', async () => {
    await expect(api.auth.requestPasswordReset('busy@bem.ac.id')).rejects.toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
    });
  });

  it('resets with the oobCode and reports an expired link', async () => {
    const code = 'x'.repeat(40);
    await expect(api.auth.resetPassword(code, 'kata-sandi-baru')).resolves.toBe(
      AUTH_MESSAGES.resetDone,
    );
    await expect(api.auth.resetPassword(`expired${code}`, 'kata-sandi-baru')).rejects.toMatchObject(
      { code: 'RESET_INVALID' },
    );
  });

  it('changes the password after checking the current one', async () => {
    profile('a@bem.ac.id', {});
    fake.user = { uid: 'uid-a@bem.ac.id', email: 'a@bem.ac.id' };
    await expect(api.profile.changePassword('salah', 'kata-sandi-baru')).rejects.toMatchObject({
      code: 'CURRENT_PASSWORD_WRONG',
    });
    await expect(api.profile.changePassword('benar-sekali', 'kata-sandi-baru')).resolves.toBe(
      AUTH_MESSAGES.passwordChanged,
    );
  });

  it('continues only from a web origin', () => {
    expect(resetActionSettings()).toEqual({ url: `${location.origin}/auth/action` });
  });
});

describe('watching one’s own profile on Firebase', () => {
  async function watch() {
    const { onAuthStateChanged } = await import('firebase/auth');
    const { onSnapshot } = await import('firebase/firestore');
    let authChanged: (user: { uid: string } | null) => void = () => undefined;
    let snapshot: (snap: { id: string; data: () => unknown }) => void = () => undefined;
    const stopProfile = vi.fn();
    vi.mocked(onAuthStateChanged).mockImplementationOnce((_auth, next) => {
      authChanged = next as typeof authChanged;
      return () => undefined;
    });
    vi.mocked(onSnapshot).mockImplementationOnce(((_ref: unknown, next: typeof snapshot) => {
      snapshot = next;
      return stopProfile;
    }) as never);
    const observer = { next: vi.fn(), error: vi.fn() };
    const stop = api.auth.watchMyProfile(observer);
    return {
      observer,
      stop,
      stopProfile,
      authChanged: (u: { uid: string } | null) => authChanged(u),
      snapshot: (d: unknown) => snapshot({ id: 'uid-a@bem.ac.id', data: () => d }),
    };
  }

  it('delivers the profile, then ends the session when it is disabled', async () => {
    profile('a@bem.ac.id', {});
    fake.user = { uid: 'uid-a@bem.ac.id', email: 'a@bem.ac.id' };
    const w = await watch();
    w.authChanged(fake.user);
    w.snapshot(fake.docs.get('users/uid-a@bem.ac.id'));
    expect(w.observer.next).toHaveBeenCalledWith(expect.objectContaining({ role: 'admin' }));
    w.snapshot({ ...fake.docs.get('users/uid-a@bem.ac.id'), disabled: true });
    expect(w.observer.error).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'UNAUTHENTICATED' }),
    );
    expect(signOut).toHaveBeenCalled();
    expect(w.stopProfile).toHaveBeenCalled();
  });

  it('ends, once, when the user signs out or another account signs in', async () => {
    fake.user = { uid: 'uid-a@bem.ac.id', email: 'a@bem.ac.id' };
    const w = await watch();
    w.authChanged({ uid: 'uid-a@bem.ac.id' });
    w.authChanged({ uid: 'uid-b' });
    w.authChanged(null);
    expect(w.observer.error).toHaveBeenCalledTimes(1);
    expect(w.observer.error).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'UNAUTHENTICATED' }),
    );
    expect(signOut).not.toHaveBeenCalled();
  });
});
