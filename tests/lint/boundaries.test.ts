import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** Lints `code` as if it were the file at `filePath` and returns the boundary violations. */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports')
    .map((m) => m.message);
}

describe('import boundaries of docs/ARCHITECTURE.md are lint errors', () => {
  it('rejects a renderer file importing electron', async () => {
    const errors = await boundaryErrors(
      'src/renderer/src/ui/Bad.tsx',
      "import { ipcRenderer } from 'electron';\nexport const x = ipcRenderer;\n",
    );
    expect(errors.join()).toMatch(/electron is imported only in src\/main and src\/preload/);
  });

  it('rejects a feature importing a backend adapter', async () => {
    const errors = await boundaryErrors(
      'src/renderer/src/features/home/Bad.tsx',
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
        'src/renderer/src/ui/Bad.tsx',
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
        'src/renderer/src/features/home/Good.tsx',
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
