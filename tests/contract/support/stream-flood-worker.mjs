// A worker thread that opens live streams the way a hostile client would: many at once, from
// chosen local addresses (127.0.0.x; Linux routes all of 127/8 to the loopback), holding every
// stream the server accepts. Running on its own thread keeps the attack's client work off the
// server's event loop, whose latency the test measures.
import net from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';

const { port, path, waves, concurrency, attemptTimeoutMs } = workerData;
const held = [];
const counts = { accepted: 0, refused: {}, errors: 0, snapshots: 0 };
const samples = {};

function attempt(localAddress) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port, localAddress });
    let text = '';
    let settled = false;
    const settle = (outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (outcome === 'error') counts.errors += 1;
      resolve();
    };
    const timer = setTimeout(() => {
      socket.destroy();
      settle('error');
    }, attemptTimeoutMs);
    socket.setEncoding('utf8');
    socket.on('connect', () =>
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n`),
    );
    socket.on('data', (chunk) => {
      text += chunk;
      if (text.startsWith('HTTP/1.1 200') && text.includes('event: snapshot')) {
        counts.accepted += 1;
        held.push(socket);
        text = '';
        // Keep reading like a healthy client, counting the snapshots that arrive later.
        socket.removeAllListeners('data');
        socket.on('data', (more) => {
          counts.snapshots += more.split('event: snapshot').length - 1;
        });
        settle('accepted');
      }
    });
    socket.on('close', () => {
      if (settled) return;
      const status = /^HTTP\/1\.1 (\d{3})/.exec(text)?.[1];
      if (!status) return settle('error');
      counts.refused[status] = (counts.refused[status] ?? 0) + 1;
      samples[status] ??= text;
      settle('refused');
    });
    socket.on('error', () => settle('error'));
  });
}

async function run(addresses, attempts) {
  let next = 0;
  const lane = async () => {
    while (next < attempts) {
      const i = next++;
      await attempt(addresses[i % addresses.length]);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
}

parentPort.on('message', (message) => {
  if (message === 'stats') parentPort.postMessage({ counts });
  if (message === 'close') {
    for (const socket of held) socket.destroy();
    parentPort.postMessage({ closed: held.length });
  }
});

for (const wave of waves) await run(wave.addresses, wave.attempts);
parentPort.postMessage({ counts, samples });
