import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BackendProvider } from './BackendProvider';
import type { Backend } from './contract';
import { documentHrefOf } from './firebase/document-href';
import { fileBaseOf, loadDocumentHref } from './registry';
import { storedFileSrc } from './stored-file-src';
import { useImageSrc } from './use-image-src';
import { useStoredFileHref } from './use-stored-file-href';

const EMBEDDED = '/api/images/AAAAAAAAAAAAAAAAAAAAAA.jpg';
const FIREBASE =
  'https://firebasestorage.googleapis.com/v0/b/bem.appspot.com/o/images%2FAAAAAAAAAAAAAAAAAAAAAA.jpg?alt=media&token=abc';

describe('storedFileSrc', () => {
  it("keeps the embedded server's path on its own pages (base '')", () => {
    expect(storedFileSrc('', EMBEDDED)).toBe(EMBEDDED);
  });

  it("prefixes the server's origin in the desktop app", () => {
    expect(storedFileSrc('http://192.168.1.10:8080', EMBEDDED)).toBe(
      `http://192.168.1.10:8080${EMBEDDED}`,
    );
  });

  it('keeps an absolute (Firebase) download link as it is, whatever the base', () => {
    expect(storedFileSrc('', FIREBASE)).toBe(FIREBASE);
    expect(storedFileSrc('http://server.test', FIREBASE)).toBe(FIREBASE);
  });
});

describe('fileBaseOf', () => {
  it("is the embedded server's origin without a trailing slash, '' for Firebase", () => {
    expect(fileBaseOf({ kind: 'http', baseUrl: '' })).toBe('');
    expect(fileBaseOf({ kind: 'http', baseUrl: 'https://bem.example/' })).toBe(
      'https://bem.example',
    );
    expect(fileBaseOf({ kind: 'firebase', env: {} })).toBe('');
  });
});

function Probe(props: { url: string | undefined }) {
  const image = useImageSrc(props.url);
  const href = useStoredFileHref(props.url ?? '/api/documents/x.pdf', 'document');
  return <img src={image} data-href={href} alt="" />;
}

/** A backend whose code never arrives: what the server renders with, and a slow first load. */
const never = new Promise<Backend>(() => {});

describe('useImageSrc and useStoredFileHref', () => {
  it('answer on the first render, before the backend is known (the server renders the <img>)', () => {
    const html = renderToString(
      <BackendProvider backend={never} fileBase="http://server.test">
        <Probe url={EMBEDDED} />
      </BackendProvider>,
    );
    expect(html).toContain(`src="http://server.test${EMBEDDED}"`);
    expect(html).toContain(`data-href="http://server.test${EMBEDDED}"`);
  });

  it("default to the page's own server, and give nothing without a url", () => {
    const html = renderToString(
      <BackendProvider backend={never}>
        <Probe url={EMBEDDED} />
        <Probe url={undefined} />
      </BackendProvider>,
    );
    expect(html).toContain(`src="${EMBEDDED}"`);
    expect(html.match(/<img/g)).toHaveLength(2);
    expect(html.match(/ src=/g)).toHaveLength(1);
  });
});

describe('documentHrefOf', () => {
  const PDF = '/api/documents/BBBBBBBBBBBBBBBBBBBBBB.pdf';

  it('is nothing for the embedded server (the file base decides)', async () => {
    expect(await loadDocumentHref({ kind: 'http', baseUrl: '' })).toBeUndefined();
  });

  it("opens a Firebase build's PDF at its Cloud Storage address, before the adapter loads", () => {
    const href = documentHrefOf({ VITE_FIREBASE_STORAGE_BUCKET: 'bem.appspot.com' });
    expect(href(PDF)).toBe(
      'https://firebasestorage.googleapis.com/v0/b/bem.appspot.com/o/documents%2FBBBBBBBBBBBBBBBBBBBBBB.pdf?alt=media',
    );
    // A document that is a link stays that link.
    expect(href('https://drive.example/x.pdf')).toBe('https://drive.example/x.pdf');
    const html = renderToString(
      <BackendProvider backend={never} documentHref={href}>
        <Probe url={PDF} />
      </BackendProvider>,
    );
    expect(html).toContain(
      'data-href="https://firebasestorage.googleapis.com/v0/b/bem.appspot.com/o/documents%2FBBBBBBBBBBBBBBBBBBBBBB.pdf?alt=media"',
    );
  });
});
