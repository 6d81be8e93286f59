import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_MESSAGES } from '../../src/shared/errors';
import { startTempServer, type TempServer } from '../support/temp-server';

/**
 * Found by the hostile-input fuzz (issue 13): requests Fastify or Node's HTTP parser refuse before
 * any route runs were answered in English, in another shape ({"error":"Bad Request",...}).
 */
let server: TempServer;

beforeAll(async () => {
  server = await startTempServer();
});
afterAll(async () => {
  await server.dispose();
});

/** Writes raw bytes to the server and reads until it closes the connection. */
function rawExchange(bytes: string): Promise<string> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.end(bytes));
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => resolve(text));
  });
}

const bodyOf = (response: string) =>
  JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4)) as {
    error: { code: string; message: string };
  };

describe('refusals made before routing', () => {
  it('answers a URL that does not decode with the JSON error shape', async () => {
    const response = await fetch(`${server.url}/api/users/%ED%A0%80/approve`, { method: 'POST' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'BAD_URL', message: API_ERROR_MESSAGES.BAD_URL },
    });
  });

  it('answers a request the HTTP parser cannot read with the JSON error shape', async () => {
    const response = await rawExchange('GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n');
    expect(response).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(response)).toEqual({
      error: { code: 'BAD_REQUEST', message: API_ERROR_MESSAGES.BAD_REQUEST },
    });
  });

  it('answers headers that are too large with 431 in the JSON error shape', async () => {
    const response = await rawExchange(
      `GET /api/${'x'.repeat(40_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    );
    expect(response).toMatch(/^HTTP\/1\.1 431 /);
    expect(bodyOf(response).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('gives the details of a refused field in Indonesian too', async () => {
    const response = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: [], password: 1 }),
    });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(error.fields.email).toMatch(/tidak valid/);
    expect(error.fields.password).toMatch(/tidak valid/);
  });

  it('still answers the health check', async () => {
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });
});
