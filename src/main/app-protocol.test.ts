import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { installAppProtocol, mimeTypeFor, resolveAppFile, serveAppRequest } from './app-protocol';

let base: string;
let root: string;

beforeAll(async () => {
  // <base>/renderer is the served root; <base>/secret.txt sits next to it and must stay out of reach.
  base = await mkdtemp(path.join(tmpdir(), 'bem-app-protocol-'));
  root = path.join(base, 'renderer');
  await mkdir(path.join(root, 'assets'), { recursive: true });
  await writeFile(path.join(root, 'index.html'), '<!doctype html><title>BEM</title>');
  await writeFile(path.join(root, 'assets', 'index-abc123.js'), 'console.log("bem")');
  await writeFile(path.join(root, 'assets', 'index-abc123.css'), 'body{}');
  await writeFile(path.join(base, 'secret.txt'), 'rahasia');
});

afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

describe('resolveAppFile', () => {
  it('maps an asset URL to the file under the root', () => {
    expect(resolveAppFile('app://bem/assets/index-abc123.js', root)).toEqual({
      filePath: path.join(root, 'assets', 'index-abc123.js'),
      mimeType: 'text/javascript; charset=utf-8',
    });
  });

  it.each([
    'app://bem/admin',
    'app://bem/admin/berkas',
    'app://bem/admin/berkas/',
    'app://bem/',
    'app://bem',
  ])('serves index.html for the client-side route %s', (url) => {
    expect(resolveAppFile(url, root)).toEqual({
      filePath: path.join(root, 'index.html'),
      mimeType: 'text/html; charset=utf-8',
    });
  });

  it('ignores the query and fragment', () => {
    expect(resolveAppFile('app://bem/assets/index-abc123.css?v=2#top', root)?.filePath).toBe(
      path.join(root, 'assets', 'index-abc123.css'),
    );
  });

  it.each([
    'app://bem/%2e%2e/secret.txt',
    'app://bem/%2E%2E/secret.txt',
    'app://bem/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
    'app://bem/..%2fsecret.txt',
    'app://bem/%2e%2e%5csecret.txt',
    'app://bem/assets/..%5c..%5csecret.txt',
    'app://bem/%2e/index.html',
    'app://bem//etc/passwd',
    'app://bem/%2fetc%2fpasswd',
    'app://bem/C:/Windows/win.ini',
    'app://bem/C%3A%5CWindows%5Cwin.ini',
    'app://bem/index.html::$DATA',
    'app://bem/index.html%00.png',
    'app://bem/%E0%A4%A',
  ])('refuses the traversal attempt %s', (url) => {
    expect(resolveAppFile(url, root)).toBeNull();
  });

  it('refuses literal dot segments too, although the URL parser would resolve them', () => {
    expect(resolveAppFile('app://bem/../../secret.txt', root)).toBeNull();
    expect(resolveAppFile('app://bem/assets/./index-abc123.js', root)).toBeNull();
  });

  it('keeps names that merely contain dots', () => {
    expect(resolveAppFile('app://bem/assets/..index-abc123.js', root)?.filePath).toBe(
      path.join(root, 'assets', '..index-abc123.js'),
    );
    expect(resolveAppFile('app://bem/.well-known/x.json', root)?.filePath).toBe(
      path.join(root, '.well-known', 'x.json'),
    );
  });

  it.each([
    'app://evil/index.html',
    'app://bem.evil/index.html',
    'app://bem@evil/index.html',
    'app://user@bem/index.html',
    'app://bem:8080/index.html',
    'https://bem/index.html',
    'file:///etc/passwd',
    '/etc/passwd',
    'not a url',
  ])('refuses %s, which is not an app://bem URL', (url) => {
    expect(resolveAppFile(url, root)).toBeNull();
  });
});

describe('mimeTypeFor', () => {
  it.each([
    ['a.html', 'text/html; charset=utf-8'],
    ['a.js', 'text/javascript; charset=utf-8'],
    ['a.css', 'text/css; charset=utf-8'],
    ['a.svg', 'image/svg+xml'],
    ['a.png', 'image/png'],
    ['a.JPG', 'image/jpeg'],
    ['a.webp', 'image/webp'],
    ['a.avif', 'image/avif'],
    ['a.woff2', 'font/woff2'],
    ['a.json', 'application/json; charset=utf-8'],
    ['favicon.ico', 'image/x-icon'],
    ['a.unknown', 'application/octet-stream'],
  ])('%s is %s', (file, mime) => {
    expect(mimeTypeFor(file)).toBe(mime);
  });
});

describe('serveAppRequest', () => {
  const csp = "default-src 'self'";

  it('answers a deep link with index.html and the CSP', async () => {
    const response = await serveAppRequest(new Request('app://bem/admin/berkas'), root, {
      contentSecurityPolicy: () => csp,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(csp);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toContain('<title>BEM</title>');
  });

  it('serves an asset with its type and without a CSP header', async () => {
    const response = await serveAppRequest(new Request('app://bem/assets/index-abc123.js'), root, {
      contentSecurityPolicy: () => csp,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.has('content-security-policy')).toBe(false);
    expect(await response.text()).toBe('console.log("bem")');
  });

  it('answers 404 for a missing asset instead of falling back to index.html', async () => {
    const response = await serveAppRequest(new Request('app://bem/assets/missing.js'), root);
    expect(response.status).toBe(404);
  });

  it('answers 404 for a traversal attempt and never reads the file', async () => {
    const response = await serveAppRequest(new Request('app://bem/%2e%2e/secret.txt'), root);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('rahasia');
  });

  it('answers 405 to anything but GET and HEAD', async () => {
    const response = await serveAppRequest(
      new Request('app://bem/index.html', { method: 'POST', body: 'x' }),
      root,
    );
    expect(response.status).toBe(405);
  });
});

describe('installAppProtocol', () => {
  it('handles the app scheme with the file server', async () => {
    const handle = vi.fn();
    installAppProtocol({ handle }, root);
    expect(handle).toHaveBeenCalledOnce();
    const [scheme, handler] = handle.mock.calls[0] as [
      string,
      (request: Request) => Promise<Response>,
    ];
    expect(scheme).toBe('app');
    const response = await handler(new Request('app://bem/admin'));
    expect(response.status).toBe(200);
  });
});
