/**
 * The Firebase adapter against the Firebase Emulator Suite (scripts/with-firebase-emulators.mjs).
 * Its Auth cases need only the Auth emulator, which runs on this machine; the whole Backend
 * contract needs Firestore too and runs wherever that emulator starts (Java 21+), skipping with
 * the printed reason elsewhere.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createFirebaseBackend } from '../../src/renderer/src/backend/firebase/firebase-backend';
import { AUTH_MESSAGES } from '../../src/shared/auth-messages';
import { BELENIOS_MESSAGES } from '../../src/shared/evoting/belenios-election';
import { API_ERROR_MESSAGES } from '../../src/shared/errors';
import { describeBackendContract } from '../contract/backend-contract';
import { EMULATOR_API_KEY, EMULATOR_PROJECT_ID, emulatorBackendConfig } from './emulator-config';
import { emulatorStatus, skipReason } from './emulators';

const PROJECT_ID = EMULATOR_PROJECT_ID;
const API_KEY = EMULATOR_API_KEY;
const SCRIPT_URL = 'https://script.google.com/macros/s/uji-kontrak/exec';
const status = emulatorStatus();

const config = () => emulatorBackendConfig(SCRIPT_URL);

/** A client of its own (a separate Firebase app), as a second browser would be. */
const newClient = (options: { fetch?: typeof fetch } = {}) =>
  createFirebaseBackend(config(), { name: `kontrak-${randomUUID()}`, ...options });

/** The Auth emulator's REST API: an account made outside the portal, and its mailed codes. */
const authRest = (path: string) =>
  `http://${status.hosts.auth ?? ''}/identitytoolkit.googleapis.com/v1/${path}?key=${API_KEY}`;

async function createAccount(email: string, password: string): Promise<void> {
  const response = await fetch(authRest('accounts:signUp'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  expect(response.status).toBe(200);
}

async function passwordWorks(email: string, password: string): Promise<boolean> {
  const response = await fetch(authRest('accounts:signInWithPassword'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  return response.status === 200;
}

async function resetCodeFor(email: string): Promise<string> {
  const response = await fetch(
    `http://${status.hosts.auth ?? ''}/emulator/v1/projects/${PROJECT_ID}/oobCodes`,
  );
  const { oobCodes } = (await response.json()) as {
    oobCodes: { email: string; requestType: string; oobCode: string }[];
  };
  const code = oobCodes.findLast((c) => c.email === email && c.requestType === 'PASSWORD_RESET');
  if (!code) throw new Error(`no reset code for ${email}`);
  return code.oobCode;
}

/**
 * Where a witness lands from their mailed sign-in link: the emulator's link names the continue
 * URL (the witness page, its election and position); the hosted action handler sends the
 * browser there with the link's code appended, which is done here by hand.
 */
async function landingOfSignInLink(email: string): Promise<string> {
  const response = await fetch(
    `http://${status.hosts.auth ?? ''}/emulator/v1/projects/${PROJECT_ID}/oobCodes`,
  );
  const { oobCodes } = (await response.json()) as {
    oobCodes: { email: string; requestType: string; oobLink: string }[];
  };
  const code = oobCodes.findLast((c) => c.email === email && c.requestType === 'EMAIL_SIGNIN');
  if (!code) throw new Error(`no sign-in link for ${email}`);
  const link = new URL(code.oobLink);
  const landing = new URL(link.searchParams.get('continueUrl') ?? '');
  for (const name of ['apiKey', 'oobCode', 'mode', 'lang']) {
    const value = link.searchParams.get(name);
    if (value !== null) landing.searchParams.set(name, value);
  }
  return landing.toString();
}

const authSkip = skipReason(['auth'], 'Uji kontrak Firebase (Auth)');

describe.skipIf(authSkip !== null)('Backend contract: firebase auth (Auth emulator)', () => {
  const uniqueEmail = () => `uji-${randomUUID().slice(0, 8)}@bem.demo`;

  it('has no user before anyone signs in', async () => {
    await expect(newClient().auth.currentUser()).resolves.toBeNull();
  });

  it('gives one message for an unknown email and a wrong password', async () => {
    const email = uniqueEmail();
    await createAccount(email, 'sandi-yang-benar-1');
    const client = newClient();
    for (const [who, password] of [
      [uniqueEmail(), 'apa-saja-123'],
      [email, 'sandi-yang-salah-1'],
    ] as const) {
      await expect(client.auth.signIn(who, password)).rejects.toMatchObject({
        code: 'WRONG_CREDENTIALS',
        message: API_ERROR_MESSAGES.WRONG_CREDENTIALS,
      });
    }
    await expect(client.auth.currentUser()).resolves.toBeNull();
  });

  it('answers a reset request the same whether or not the email exists', async () => {
    const email = uniqueEmail();
    await createAccount(email, 'sandi-lama-123');
    const client = newClient();
    await expect(client.auth.requestPasswordReset(uniqueEmail())).resolves.toBe(
      AUTH_MESSAGES.resetSent,
    );
    await expect(client.auth.requestPasswordReset(email)).resolves.toBe(AUTH_MESSAGES.resetSent);
  });

  it('sets a new password with the mailed code, once', async () => {
    const email = uniqueEmail();
    await createAccount(email, 'sandi-lama-123');
    const client = newClient();
    await client.auth.requestPasswordReset(email);
    const code = await resetCodeFor(email);
    await expect(client.auth.resetPassword(code, 'sandi-baru-456')).resolves.toBe(
      AUTH_MESSAGES.resetDone,
    );
    expect(await passwordWorks(email, 'sandi-baru-456')).toBe(true);
    expect(await passwordWorks(email, 'sandi-lama-123')).toBe(false);
    await expect(client.auth.resetPassword(code, 'sandi-lain-789')).rejects.toMatchObject({
      code: 'RESET_INVALID',
      message: API_ERROR_MESSAGES.RESET_INVALID,
    });
  });

  it('refuses an invented reset code', async () => {
    await expect(
      newClient().auth.resetPassword('kode-karangan', 'sandi-baru-456'),
    ).rejects.toMatchObject({ code: 'RESET_INVALID' });
  });

  it('checks a registration before creating any account', async () => {
    const email = uniqueEmail();
    await expect(
      newClient().auth.registerAdmin({
        namaTampilan: '',
        email,
        password: 'pendek',
        kementerian: 'Sekretariat Jenderal',
      }),
    ).rejects.toMatchObject({ code: 'VALIDATION' });
    expect(await passwordWorks(email, 'pendek')).toBe(false);
  });

  it('signs a witness in with the mailed link, once, and only with its address', async () => {
    const email = uniqueEmail();
    const client = newClient();
    expect(client.trustees.witnessSignIn).toBe('tautan');
    await client.trustees.sendSignInLink(email, 'pemilihan-uji', 3);
    const landing = await landingOfSignInLink(email);
    expect(client.trustees.witnessLink(landing)).toEqual({
      eventId: 'pemilihan-uji',
      posisi: 3,
      masuk: true,
      // Node has no localStorage: the page then asks for the address.
      email: null,
    });
    await expect(
      newClient().trustees.completeSignInLink(landing, uniqueEmail()),
    ).rejects.toMatchObject({ code: 'VALIDATION', message: BELENIOS_MESSAGES.witnessLinkInvalid });
    await expect(client.trustees.completeSignInLink(landing, email)).resolves.toEqual({
      eventId: 'pemilihan-uji',
      posisi: 3,
    });
    // The portal's own session is not the witness's: nobody is signed in to it.
    await expect(client.auth.currentUser()).resolves.toBeNull();
    await expect(newClient().trustees.completeSignInLink(landing, email)).rejects.toMatchObject({
      code: 'VALIDATION',
    });
    await expect(client.trustees.signOut()).resolves.toBeUndefined();
  });

  it('signs out cleanly when nobody is signed in', async () => {
    const client = newClient();
    await expect(client.auth.signOut()).resolves.toBeUndefined();
    await expect(client.auth.currentUser()).resolves.toBeNull();
  });
});

/**
 * The Apps Script endpoint stands outside Firebase (SPEC.md §7): a stand-in answers like the
 * reference script in resources/berkas-intake.gs, returning the answers it was sent.
 */
const scriptStandIn: typeof fetch = async (input, init) => {
  const url = input instanceof Request ? input.url : String(input);
  if (url !== SCRIPT_URL) return fetch(input, init);
  const data = JSON.parse(String(init?.body ?? '{}')) as Record<string, string>;
  return new Response(
    JSON.stringify({ status: 'success', message: 'Pengajuan berhasil dikirim.', data }),
    {
      status: 200,
      headers: { 'content-type': 'application/json' },
    },
  );
};

const firestoreSkip = skipReason(['auth', 'firestore'], 'Uji kontrak Firebase (Firestore)');

describe.skipIf(firestoreSkip !== null)('with the Firestore emulator', () => {
  // The emulators run for the whole step; the restart case is the embedded server's.
  console.warn(
    'Uji kontrak Firebase: kasus "reconnects after the server restarts" dilewati — emulator tidak dapat dimulai ulang dari dalam uji.',
  );
  describeBackendContract(
    'firebase (emulators)',
    async () => {
      const { initializeTestEnvironment } = await import('@firebase/rules-unit-testing');
      const { doc, setDoc, deleteDoc } = await import('firebase/firestore');
      const { DEMO_FORM_FIELDS } = await import('../../src/server/seed/demo-berkas');
      const fs = await import('node:fs');
      const env = await initializeTestEnvironment({
        projectId: PROJECT_ID,
        firestore: { rules: fs.readFileSync('firestore.rules', 'utf8') },
      });
      // What an operator seeds once (docs/FIREBASE.md): the wizard's fields.
      await env.withSecurityRulesDisabled(async (context) => {
        const db = context.firestore();
        for (const [index, field] of DEMO_FORM_FIELDS.entries())
          await setDoc(doc(db, 'submissionFormFields', `demo-${index}`), {
            ...field,
            position: index,
          });
      });
      return {
        backend: newClient({ fetch: scriptStandIn }),
        setGeneralSettings: (settings) =>
          env.withSecurityRulesDisabled(async (context) => {
            const ref = doc(context.firestore(), 'settings', 'general');
            if ('isEvotingPublished' in settings) await setDoc(ref, settings);
            else await deleteDoc(ref);
          }),
        dispose: () => env.cleanup(),
      };
    },
    { restartable: false },
  );
});
