import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { NOT_FOUND_HEAD, SITE_NAME, type PageHead } from './page-head';

/**
 * The head of a page that shows one record (/berita/{slug}, later /organisasi/{orgId}): its own
 * title, description and preview image instead of the route table's, and a 404 when the record
 * does not exist. On the server the page tells the render (the sink below), which puts them in
 * the HTML it sends, so a link shared in a chat shows the record; in the browser the hook keeps
 * the tab title and description in step.
 */
export interface RecordHead {
  /** The record's title; the site's name is appended. */
  title: string;
  description: string;
  /** Its preview picture (root-relative or absolute); absent: the site's. */
  image?: string;
}

/** What the page said while it was rendered on the server. */
export interface RecordHeadSink {
  head: RecordHead | undefined;
  notFound: boolean;
}

/** A sink for one server render, and the call pages make into it. */
export function createRecordHeadSink(): RecordHeadSink & {
  declare(head: RecordHead | null): void;
} {
  const sink = {
    head: undefined as RecordHead | undefined,
    notFound: false,
    declare(head: RecordHead | null) {
      sink.notFound = head === null;
      sink.head = head ?? undefined;
    },
  };
  return sink;
}

type Sink = ReturnType<typeof createRecordHeadSink>;
const RecordHeadContext = createContext<Sink | null>(null);

export function RecordHeadCollector(props: { sink: Sink; children: ReactNode }) {
  return (
    <RecordHeadContext.Provider value={props.sink}>{props.children}</RecordHeadContext.Provider>
  );
}

/** The document title of a record's page. */
export const recordTitle = (head: RecordHead): string => `${head.title} | ${SITE_NAME}`;

/**
 * Declares the head of the record shown: `head` once it is loaded, `null` when there is no such
 * record (the server answers 404 with the not-found page), `undefined` while it loads (the route
 * table's head stays).
 */
export function useRecordHead(head: RecordHead | null | undefined): void {
  const sink = useContext(RecordHeadContext);
  // Server rendering only: one render of one request, read once the render is done.
  if (sink && head !== undefined) sink.declare(head);
  const title = head === null ? NOT_FOUND_HEAD.title : head ? recordTitle(head) : undefined;
  const description = head === null ? NOT_FOUND_HEAD.description : head?.description;
  useEffect(() => {
    if (title === undefined || description === undefined) return;
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}

export type { PageHead };
