import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../../test-results/electron',
  globalSetup: './report-binary.ts',
  workers: 1,
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: '../../test-results/electron.json' }]],
});
