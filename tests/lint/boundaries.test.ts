import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

const R = 'src/renderer/src';

/** Lints `code` as if it were the file at `filePath` and returns the boundary violations. */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'boundaries/dependencies' || m.fatal)
    .map((m) => m.message);
}

/** The same import written three ways: static, re-export and dynamic `import()`. */
const importForms = (source: string) => ({
  static: `import * as m from '${source}';\nexport const x = m;\n`,
  reexport: `export * from '${source}';\n`,
  dynamic: `export const load = () => import('${source}');\n`,
});

async function expectRefused(filePath: string, source: string, message?: RegExp): Promise<void> {
  for (const [form, code] of Object.entries(importForms(source))) {
    const errors = await boundaryErrors(filePath, code);
    expect(errors, `${form} import of ${source} from ${filePath}`).not.toEqual([]);
    if (message) expect(errors.join('\n'), form).toMatch(message);
  }
}

async function expectAllowed(filePath: string, source: string): Promise<void> {
  for (const [form, code] of Object.entries(importForms(source))) {
    expect(await boundaryErrors(filePath, code), `${form} import of ${source}`).toEqual([]);
  }
}

describe('import boundaries of docs/ARCHITECTURE.md are lint errors', () => {
  it('rejects a renderer file importing electron', async () => {
    const errors = await boundaryErrors(
      `${R}/ui/Bad.tsx`,
      "import { ipcRenderer } from 'electron';\nexport const x = ipcRenderer;\n",
    );
    expect(errors.join()).toMatch(/electron is imported only in src\/main and src\/preload/);
  });

  it('rejects a feature importing a backend adapter', async () => {
    const errors = await boundaryErrors(
      `${R}/features/home/Bad.tsx`,
      "import { createHttpBackend } from '../../backend/http/http-backend';\nexport const x = createHttpBackend;\n",
    );
    expect(errors.join()).toMatch(/through the contract and hooks/);
  });

  it('rejects src/shared importing React', async () => {
    const errors = await boundaryErrors(
      'src/shared/bad.ts',
      "import { useState } from 'react';\nexport const x = useState;\n",
    );
    expect(errors.join()).toMatch(/Only the renderer uses React/);
  });

  it('rejects src/shared importing Node or another layer', async () => {
    expect(
      await boundaryErrors(
        'src/shared/bad.ts',
        "import fs from 'node:fs';\nexport const x = fs;\n",
      ),
    ).not.toEqual([]);
    expect(
      await boundaryErrors(
        'src/shared/bad.ts',
        "import { buildApp } from '../server/app';\nexport const x = buildApp;\n",
      ),
    ).not.toEqual([]);
  });

  it('rejects Firebase outside its adapter and the server importing the renderer', async () => {
    expect(
      await boundaryErrors(
        `${R}/ui/Bad.tsx`,
        "import { getAuth } from 'firebase/auth';\nexport const x = getAuth;\n",
      ),
    ).not.toEqual([]);
    expect(
      await boundaryErrors(
        'src/server/bad.ts',
        "import { App } from '../renderer/src/app/App';\nexport const x = App;\n",
      ),
    ).not.toEqual([]);
  });

  it('accepts what the architecture allows', async () => {
    expect(
      await boundaryErrors(
        `${R}/features/home/Good.tsx`,
        "import { useGeneralSettings } from '../../backend/use-general-settings';\nimport { LIMITS } from '../../../../shared/limits';\nexport const x = [useGeneralSettings, LIMITS];\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'src/main/good.ts',
        "import { app } from 'electron';\nexport const x = app;\n",
      ),
    ).toEqual([]);
  });
});

// Issue 14 item 5: leaks the old deny-lists let through, each refused now.
describe('the layers are allow-lists: each named leak is refused', () => {
  it('the Firebase adapter importing src/server', async () => {
    await expectRefused(
      `${R}/backend/firebase/bad.ts`,
      '../../../../server/http/error-handler',
      /backend-firebase may import only/,
    );
  });

  it('a feature importing either adapter, the registry or the desktop platform', async () => {
    const feature = `${R}/features/home/Bad.tsx`;
    await expectRefused(feature, '../../backend/http/http-backend', /contract and hooks/);
    await expectRefused(feature, '../../backend/firebase/firebase-backend', /contract and hooks/);
    await expectRefused(feature, '../../backend/registry', /contract and hooks/);
    await expectRefused(feature, '../../platform/desktop-platform', /through usePlatform/);
  });

  it('ui importing a feature or an adapter', async () => {
    const ui = `${R}/ui/feedback/Bad.tsx`;
    await expectRefused(ui, '../../features/home/HomePage', /ui may import only/);
    await expectRefused(ui, '../../backend/http/http-backend');
    await expectRefused(ui, '../../backend/firebase/firebase-backend');
  });

  it('one adapter importing the other', async () => {
    await expectRefused(
      `${R}/backend/http/bad.ts`,
      '../firebase/firebase-errors',
      /backend-http may import only/,
    );
    await expectRefused(
      `${R}/backend/firebase/bad.ts`,
      '../http/http-client',
      /backend-firebase may import only/,
    );
  });

  it('src/shared importing a Node module or a Node-only package', async () => {
    for (const source of ['node:fs', 'fs', 'path', 'node:crypto', 'os']) {
      await expectRefused('src/shared/bad.ts', source, /Node APIs/);
    }
    for (const source of ['fastify', 'better-sqlite3', 'nodemailer', 'tar', 'croner']) {
      await expectRefused('src/shared/bad.ts', source, /Node-only packages/);
    }
    await expectRefused('src/shared/bad.ts', '@node-rs/argon2', /Node-only packages/);
    await expectRefused('src/shared/bad.ts', '@napi-rs/keyring', /Node-only packages/);
  });

  it('the renderer importing a Node module or a Node-only package', async () => {
    await expectRefused(`${R}/lib/bad.ts`, 'node:fs', /Node APIs/);
    await expectRefused(`${R}/features/home/bad.ts`, 'better-sqlite3', /Node-only packages/);
  });

  it('nothing imports upward: ui → shell, shell → features or app, features → app', async () => {
    await expectRefused(`${R}/ui/Bad.tsx`, '../shell/session/SessionProvider');
    await expectRefused(`${R}/shell/navigation/Bad.tsx`, '../../features/home/HomePage');
    await expectRefused(`${R}/shell/navigation/Bad.tsx`, '../../app/route-table');
    await expectRefused(`${R}/features/home/Bad.tsx`, '../../app/route-table');
    await expectRefused(`${R}/lib/bad.ts`, '../ui/theme');
  });

  it('still allows the wiring the architecture needs', async () => {
    await expectAllowed(`${R}/backend/registry.ts`, './http/http-backend');
    await expectAllowed(`${R}/backend/registry.ts`, './firebase/firebase-backend');
    await expectAllowed(`${R}/app/Good.tsx`, '../features/home/HomePage');
    await expectAllowed(`${R}/app/Good.tsx`, '../platform/desktop-platform');
    await expectAllowed(`${R}/features/home/Good.tsx`, '../../shell/session/SessionProvider');
    await expectAllowed(`${R}/features/home/Good.tsx`, '../../platform/PlatformProvider');
    await expectAllowed(`${R}/ui/feedback/Good.tsx`, '../../backend/backend-error');
    await expectAllowed(`${R}/backend/firebase/good.ts`, 'firebase/firestore');
    await expectAllowed('src/server/good.ts', 'node:fs');
  });
});
