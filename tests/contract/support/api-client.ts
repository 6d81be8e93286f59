/** A tiny HTTP client for API tests: JSON in and out, an optional session cookie or bearer token. */
export interface Caller {
  cookie?: string;
  bearer?: string;
}

export interface ApiResponse {
  status: number;
  body: unknown;
  headers: Headers;
}

export function apiClient(baseUrl: string) {
  async function call(
    method: string,
    path: string,
    options: { body?: unknown; as?: Caller; headers?: Record<string, string> } = {},
  ): Promise<ApiResponse> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.as?.cookie) headers.cookie = options.as.cookie;
    if (options.as?.bearer) headers.authorization = `Bearer ${options.as.bearer}`;
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON (CSV, HTML): keep the text.
    }
    return { status: response.status, body, headers: response.headers };
  }

  async function signIn(email: string, password: string): Promise<Caller> {
    const response = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (response.status !== 200)
      throw new Error(`sign-in ${email} failed: ${response.status} ${await response.text()}`);
    const cookie = response.headers.get('set-cookie')?.split(';')[0];
    if (!cookie) throw new Error('no session cookie');
    return { cookie };
  }

  return { call, signIn };
}
