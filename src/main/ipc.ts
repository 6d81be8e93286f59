/**
 * The IPC handlers behind the preload's named functions, one per capability. Each handler first
 * checks that the call comes from a frame of the app's own origin, then validates its arguments
 * with zod, and answers with a typed result instead of throwing, so the renderer always gets
 * something it can show. Electron APIs and the capabilities are injected, so tests capture the
 * handlers from a fake ipcMain.
 */
import type { IpcMain, IpcMainInvokeEvent, Shell } from 'electron';
import { z } from 'zod';
import { APP_NAME } from '../shared/app-info';
import {
  IPC_BLOCKED,
  IPC_CHANNELS,
  type IpcBlocked,
  type IpcChannel,
} from '../shared/ipc-channels';
import {
  MAX_SESSION_SECRET_LENGTH,
  parseExternalUrl,
  type AppInfo,
  type OpenExternalResult,
  type PickFileResult,
  type SetServerAddressResult,
  type VaultLoadResult,
  type VaultWriteResult,
} from '../shared/platform';
import { MAX_SERVER_ADDRESS_LENGTH } from '../shared/server-address';
import { isSameOrigin } from './security';

/** What main keeps for the renderer's session: always for the server it is set up for. */
export interface SessionKeeper {
  load(serverOrigin: string): Promise<VaultLoadResult>;
  save(serverOrigin: string, secret: string): Promise<VaultWriteResult>;
  clear(serverOrigin: string): Promise<VaultWriteResult>;
}

export interface IpcDeps {
  ipcMain: Pick<IpcMain, 'handle'>;
  shell: Pick<Shell, 'openExternal'>;
  /** The origin whose frames may call (app://bem, or the dev server in development). */
  appOrigin: string;
  appVersion: string;
  /** The native open dialog for reply letters, with its size and type checks (file-picker.ts). */
  pickReplyLetter(): Promise<PickFileResult>;
  sessions: SessionKeeper;
  serverAddress: {
    get(): string | null;
    set(address: string): Promise<SetServerAddressResult>;
  };
  /** Where unexpected failures are reported (never with secrets). */
  log?: (message: string) => void;
}

/** Longer than any link a person pastes; a bound so a page cannot hand the OS megabytes. */
export const MAX_EXTERNAL_URL_LENGTH = 8192;

/** Exactly the arguments each channel takes; anything else means the caller is not our preload. */
const noArgs = z.tuple([]);
const openExternalArgs = z.tuple([z.string().max(MAX_EXTERNAL_URL_LENGTH)]);
const saveSessionArgs = z.tuple([z.string().min(1).max(MAX_SESSION_SECRET_LENGTH)]);
const serverAddressArgs = z.tuple([z.string().max(MAX_SERVER_ADDRESS_LENGTH)]);

type Event = Pick<IpcMainInvokeEvent, 'senderFrame'>;

/**
 * True when the sending frame still exists and shows the app's origin. `senderFrame` is null when
 * the frame navigated away or was destroyed before the message was handled.
 */
export function isTrustedSender(event: Event, appOrigin: string): boolean {
  const frame = event.senderFrame;
  return frame !== null && isSameOrigin(frame.url, appOrigin);
}

/**
 * One handler: sender check, argument check, then `handle`; a thrown error becomes `failed`, so
 * the renderer gets a result it can show rather than a rejected promise with a stack trace.
 */
function guarded<A extends unknown[], R, I, F>(
  deps: Pick<IpcDeps, 'appOrigin' | 'log'>,
  spec: {
    channel: string;
    args: z.ZodType<A>;
    invalid: I;
    failed: F;
    handle: (...args: A) => Promise<R> | R;
  },
) {
  return async (event: Event, ...raw: unknown[]): Promise<R | I | F | IpcBlocked> => {
    if (!isTrustedSender(event, deps.appOrigin)) return IPC_BLOCKED;
    const parsed = spec.args.safeParse(raw);
    if (!parsed.success) return spec.invalid;
    try {
      return await spec.handle(...parsed.data);
    } catch (error) {
      deps.log?.(
        `IPC ${spec.channel} gagal: ${error instanceof Error ? error.message : String(error)}`,
      );
      return spec.failed;
    }
  };
}

/** The handlers by channel; registerIpcHandlers installs them, tests call them directly. */
export function createIpcHandlers(deps: IpcDeps) {
  const noSession = { ok: true, secret: null } as const satisfies VaultLoadResult;
  const invalidWrite = { ok: false, reason: 'invalid' } as const satisfies VaultWriteResult;
  const unavailable = { ok: false, reason: 'unavailable' } as const;
  const origin = () => deps.serverAddress.get();

  return {
    [IPC_CHANNELS.getAppInfo]: guarded(deps, {
      channel: IPC_CHANNELS.getAppInfo,
      args: noArgs,
      invalid: IPC_BLOCKED,
      failed: IPC_BLOCKED,
      handle: (): AppInfo => ({ name: APP_NAME, version: deps.appVersion, host: 'desktop' }),
    }),
    [IPC_CHANNELS.openExternal]: guarded(deps, {
      channel: IPC_CHANNELS.openExternal,
      args: openExternalArgs,
      invalid: { ok: false, reason: 'invalid-url' } as const,
      failed: { ok: false, reason: 'invalid-url' } as const,
      handle: async (raw): Promise<OpenExternalResult> => {
        const url = parseExternalUrl(raw);
        if (!url) return { ok: false, reason: 'invalid-url' };
        // Hand over the re-serialised URL, not the raw string, so the OS sees what we validated.
        await deps.shell.openExternal(url.href);
        return { ok: true };
      },
    }),
    [IPC_CHANNELS.pickReplyLetter]: guarded(deps, {
      channel: IPC_CHANNELS.pickReplyLetter,
      args: noArgs,
      invalid: IPC_BLOCKED,
      failed: { ok: false, reason: 'unreadable' } as const,
      handle: () => deps.pickReplyLetter(),
    }),
    // The renderer never names a keychain entry: main picks the one of the current server.
    [IPC_CHANNELS.loadSession]: guarded(deps, {
      channel: IPC_CHANNELS.loadSession,
      args: noArgs,
      invalid: IPC_BLOCKED,
      failed: unavailable,
      handle: async (): Promise<VaultLoadResult> => {
        const server = origin();
        return server ? deps.sessions.load(server) : noSession;
      },
    }),
    [IPC_CHANNELS.saveSession]: guarded(deps, {
      channel: IPC_CHANNELS.saveSession,
      args: saveSessionArgs,
      invalid: invalidWrite,
      failed: unavailable,
      handle: async (secret): Promise<VaultWriteResult> => {
        const server = origin();
        return server ? deps.sessions.save(server, secret) : invalidWrite;
      },
    }),
    [IPC_CHANNELS.clearSession]: guarded(deps, {
      channel: IPC_CHANNELS.clearSession,
      args: noArgs,
      invalid: IPC_BLOCKED,
      failed: unavailable,
      handle: async (): Promise<VaultWriteResult> => {
        const server = origin();
        return server ? deps.sessions.clear(server) : { ok: true };
      },
    }),
    [IPC_CHANNELS.getServerAddress]: guarded(deps, {
      channel: IPC_CHANNELS.getServerAddress,
      args: noArgs,
      invalid: IPC_BLOCKED,
      failed: null,
      handle: () => origin(),
    }),
    [IPC_CHANNELS.setServerAddress]: guarded(deps, {
      channel: IPC_CHANNELS.setServerAddress,
      args: serverAddressArgs,
      invalid: { ok: false, reason: 'invalid-url' } as const,
      failed: { ok: false, reason: 'unreachable' } as const,
      handle: (address) => deps.serverAddress.set(address),
    }),
  } satisfies Record<IpcChannel, (event: Event, ...args: unknown[]) => Promise<unknown>>;
}

/** Registers one handler per capability. Call once, after the app is ready. */
export function registerIpcHandlers(deps: IpcDeps): void {
  for (const [channel, handler] of Object.entries(createIpcHandlers(deps)))
    deps.ipcMain.handle(channel, handler);
}
