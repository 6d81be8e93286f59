import type { Page } from '@playwright/test';

/**
 * The form providers /layanan embeds answer with a small page of our own, so a test never
 * reaches the internet and the frame's content is known (and accessible).
 */
export async function standInFormProvider(page: Page) {
  await page.context().route('https://docs.google.com/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="id"><head><title>Formulir</title></head><body><main><h1>Formulir contoh penyedia</h1></main></body></html>',
    }),
  );
}
