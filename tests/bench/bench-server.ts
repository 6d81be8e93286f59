/**
 * The benchmark's server, in a process of its own (started by server-process.ts): the real
 * embedded server on a temporary data dir, with the 10,000 SI-BERKAS submissions, 500 news items,
 * 2,000 budget programmes and 1,000 assets seeded. Measuring
 * a server that shares its process with the load generator and the browser driver would charge
 * their work (and garbage collection) to the server.
 *
 * Sends `{url, lastTicket, recordPages}` over the IPC channel when ready; stops when the channel closes (the
 * parent ended or asked it to) or on SIGTERM. Asked `{electionDay: true}`, it makes the election
 * day's election, voters and sessions (election-load.ts) and answers `{electionDay: fixture}`:
 * then, not at start, so the voters' sessions are fresh when they vote (15 minutes' idle limit).
 * Asked `{belenios: {kind: 'seed' | 'decrypt'}}`, it makes a Belenios election or decrypts one
 * closed (belenios-seed.ts) and answers `{belenios: {id, value | error}}`.
 */
import path from 'node:path';
import { startTempServer } from '../support/temp-server';
import { seedSubmissions } from './berkas-load';
import { seedNews } from './news-load';
import { seedAset } from './keterbukaan-load';
import { seedAnggaran } from './anggaran-load';
import { seedElectionDay } from './election-load';
import { decryptBelenios, seedBeleniosElection } from './belenios-seed';
import type { BeleniosAnswer, BeleniosRequest } from './server-process';
import { DEMO_NEWS_DETAIL_PATH } from '../../src/server/seed/demo-news';
import { organisationsResource } from '../../src/shared/direktori/organisations-resource';
import { UNLIMITED_RATE_LIMITS } from '../support/unlimited-rate-limits';

const webDir = process.argv[2] === undefined ? undefined : path.resolve(process.argv[2]);
if (!webDir) throw new Error('Pemakaian: bench-server.ts <folder web>');

// The limits would turn a load test into a test of the limiter.
const server = await startTempServer({ webDir }, { rateLimits: UNLIMITED_RATE_LIMITS });
const lastTicket = seedSubmissions(server);
seedNews(server);
const assetPage = seedAset(server);
seedAnggaran(server);
// The route table's pages of one record, each at a record of the demo data (a new such route
// is measured once it is named here).
const organisation = server.services.resources
  .of(organisationsResource)
  .list()
  .find((o) => o.published);
if (!organisation) throw new Error('Data demo tanpa organisasi: /organisasi/:orgId tak terukur');
// The demo election whose results are published: the page a visitor reaches from /pemilihan.
const publishedElection = server.services.elections.list().find((e) => e.hasilDipublikasikan);
if (!publishedElection)
  throw new Error('Data demo tanpa hasil terbit: /hasil/:eventId tak terukur');
const recordPages = {
  '/berita/:slug': DEMO_NEWS_DETAIL_PATH,
  '/organisasi/:orgId': `/organisasi/${organisation.id}`,
  '/keterbukaan-informasi/inventaris/:assetId': assetPage,
  '/hasil/:eventId': `/hasil/${publishedElection.id}`,
};
if (!process.send) throw new Error('bench-server.ts dijalankan tanpa kanal IPC');
process.send({ url: server.url, lastTicket, recordPages });
process.on('message', (message) => {
  if ((message as { electionDay?: unknown }).electionDay === true)
    process.send!({ electionDay: seedElectionDay(server) });
  const belenios = (message as { belenios?: BeleniosRequest }).belenios;
  if (belenios) void answerBelenios(belenios);
});

/** A Belenios election made, or decrypted by two trustees (belenios-seed.ts); errors sent back. */
async function answerBelenios(request: BeleniosRequest): Promise<void> {
  let answer: BeleniosAnswer;
  try {
    answer =
      request.kind === 'seed'
        ? { id: request.id, value: await seedBeleniosElection(server, request) }
        : { id: request.id, value: decryptBelenios(server, request.eventId) };
  } catch (error) {
    answer = { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
  process.send!({ belenios: answer });
}

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await server.dispose();
  process.exit(0);
}
process.on('disconnect', () => void stop());
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
