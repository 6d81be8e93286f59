import type { HttpClient } from './http-client';

/** The status and text of an upload's answer. */
export type Reply = { status: number; text: string };

/** The part of XMLHttpRequest used here (typed locally: this module also runs in Node). */
interface Xhr {
  open(method: string, url: string): void;
  withCredentials: boolean;
  setRequestHeader(name: string, value: string): void;
  upload: {
    onprogress:
      ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  send(body: string): void;
  status: number;
  responseText: string;
}

/** XMLHttpRequest where it exists, for upload progress; fetch elsewhere (Node, tests). */
export function postWithProgress(
  client: HttpClient,
  url: string,
  body: string,
  onProgress?: (fraction: number) => void,
): Promise<Reply> {
  const XhrConstructor = (globalThis as unknown as { XMLHttpRequest?: new () => Xhr })
    .XMLHttpRequest;
  if (!XhrConstructor) {
    return client
      .fetch(url, {
        method: 'POST',
        headers: client.headers({ 'Content-Type': 'application/json' }),
        credentials: client.credentials,
        body,
      })
      .then(async (response) => ({ status: response.status, text: await response.text() }));
  }
  return new Promise((resolve, reject) => {
    const xhr = new XhrConstructor();
    xhr.open('POST', url);
    xhr.withCredentials = client.credentials === 'include';
    for (const [name, value] of Object.entries(
      client.headers({ 'Content-Type': 'application/json' }),
    ))
      xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => reject(new Error('network'));
    xhr.send(body);
  });
}
