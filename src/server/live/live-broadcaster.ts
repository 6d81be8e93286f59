import type { FastifyBaseLogger } from 'fastify';
import { LIVE_EVENTS } from '../../shared/live';
import { AppError } from '../http/app-error';
import type { ChangedKeys, LiveHub } from './live-hub';
import type { LiveSource, LiveViewer } from './live-sources';
import { sseFrame, type SseStream } from './sse-stream';

interface Watcher {
  stream: SseStream;
  viewer: LiveViewer;
  key: string;
  /** The topic's parameter, for a parameterised topic (live-source.ts). */
  param: string | undefined;
}

/** The streams of one topic that see the same thing, and the frame they were last sent. */
interface Group {
  watchers: Set<Watcher>;
  frame: Buffer | undefined;
}

/** Snapshots kept per topic for keys nobody watches right now (sources keptUntilPublished). */
const KEPT_FRAMES_PER_TOPIC = 200;

/** Streams written per turn of the event loop, so requests keep being served during a fan-out. */
const WRITE_BATCH = 250;

/** Writes one frame to many streams, a batch per turn; stops early once `current` says it is stale. */
function writeInBatches(watchers: Watcher[], frame: Buffer, current: () => boolean): void {
  const next = (from: number): void => {
    if (!current()) return;
    const end = Math.min(from + WRITE_BATCH, watchers.length);
    for (let i = from; i < end; i += 1) watchers[i]!.stream.write(frame);
    if (end < watchers.length) setImmediate(() => next(end));
  };
  next(0);
}

const errorFrame = (error: unknown) =>
  sseFrame(LIVE_EVENTS.error, { code: error instanceof AppError ? error.code : 'INTERNAL' });

/**
 * Sends every open stream its snapshots. A change to a topic costs one `load` per access key
 * (one for a public topic, one per account for a personal one), serialised once and written to
 * every stream of the key: never one read per stream. Heartbeats are one shared frame on one timer.
 */
export class LiveBroadcaster {
  private readonly topics = new Map<string, Map<string, Group>>();
  /** The last frame of recently watched keys of kept sources, cleared when the topic changes. */
  private readonly kept = new Map<string, Map<string, Buffer>>();
  private readonly subscribed = new Set<string>();
  private readonly heartbeat: ReturnType<typeof setInterval>;
  private streams = 0;

  constructor(
    private readonly hub: LiveHub,
    private readonly sources: Record<string, LiveSource>,
    private readonly log: FastifyBaseLogger,
    heartbeatMs: number,
  ) {
    this.heartbeat = setInterval(() => this.beat(), heartbeatMs);
    this.heartbeat.unref();
  }

  get openStreams(): number {
    return this.streams;
  }

  /**
   * The frame a new viewer of this key starts with: the one its group was last sent, else (a
   * source kept until published) the last one read for the key, else a fresh read.
   */
  currentFrame(topic: string, key: string): Buffer {
    const shared = this.group(topic, key)?.frame ?? this.kept.get(topic)?.get(key);
    if (shared) return shared;
    const source = this.sourceOf(topic);
    const frame = sseFrame(LIVE_EVENTS.snapshot, source.load(key));
    if (source.keptUntilPublished) this.keep(topic, key, frame);
    return frame;
  }

  private keep(topic: string, key: string, frame: Buffer): void {
    // Listening before keeping: a change must clear what was kept, even if no stream stays open.
    this.listen(topic);
    let frames = this.kept.get(topic);
    if (!frames) this.kept.set(topic, (frames = new Map()));
    if (frames.size >= KEPT_FRAMES_PER_TOPIC) frames.delete(frames.keys().next().value!);
    frames.set(key, frame);
  }

  private listen(topic: string): void {
    if (this.subscribed.has(topic)) return;
    this.subscribed.add(topic);
    this.hub.subscribe(topic, (changed) => this.publish(topic, changed));
  }

  /** Adds an open stream to its group; `frame` is what it was just sent. */
  add(
    topic: string,
    viewer: LiveViewer,
    key: string,
    stream: SseStream,
    frame: Buffer,
    param?: string,
  ): Watcher {
    let groups = this.topics.get(topic);
    if (!groups) {
      groups = new Map();
      this.topics.set(topic, groups);
      this.listen(topic);
    }
    let group = groups.get(key);
    if (!group) {
      group = { watchers: new Set(), frame };
      groups.set(key, group);
    }
    const watcher = { stream, viewer, key, param };
    group.watchers.add(watcher);
    this.streams += 1;
    return watcher;
  }

  remove(topic: string, watcher: Watcher): void {
    const groups = this.topics.get(topic);
    const group = groups?.get(watcher.key);
    if (!group?.watchers.delete(watcher)) return;
    this.streams -= 1;
    if (group.watchers.size > 0) return;
    groups!.delete(watcher.key);
    // The last viewer left: the next one of this key may start from the same frame.
    if (group.frame && this.sourceOf(topic).keptUntilPublished)
      this.keep(topic, watcher.key, group.frame);
  }

  closeAll(): void {
    clearInterval(this.heartbeat);
    for (const groups of this.topics.values())
      for (const group of groups.values())
        for (const watcher of [...group.watchers]) watcher.stream.close();
  }

  private group(topic: string, key: string): Group | undefined {
    return this.topics.get(topic)?.get(key);
  }

  private beat(): void {
    const frame = sseFrame(LIVE_EVENTS.heartbeat, { at: Date.now() });
    const watchers: Watcher[] = [];
    for (const groups of this.topics.values())
      for (const group of groups.values()) watchers.push(...group.watchers);
    writeInBatches(watchers, frame, () => true);
  }

  /** The route admits only topics with a source, so a missing one is a programming error. */
  private sourceOf(topic: string): LiveSource {
    const source = this.sources[topic];
    if (!source) throw new Error(`No live source for topic ${topic}`);
    return source;
  }

  /**
   * One round after a change: re-check each viewer's access, then one read and one frame per key
   * (only the keys that changed, when the change named them).
   */
  private publish(topic: string, changed: ChangedKeys = 'all'): void {
    if (changed === 'all') this.kept.delete(topic);
    else for (const key of changed) this.kept.get(topic)?.delete(key);
    const groups = this.topics.get(topic);
    if (!groups) return;
    const source = this.sourceOf(topic);
    // Viewers sharing a session (and a parameter) are checked once per round.
    const checked = new Map<string, string | AppError>();
    const accessOf = (viewer: LiveViewer, param: string | undefined): string | AppError => {
      const checkKey = JSON.stringify([
        viewer.token ?? null,
        viewer.voterToken ?? null,
        param ?? null,
      ]);
      let result = checked.get(checkKey);
      if (result === undefined) {
        try {
          result = source.access(viewer, param);
        } catch (error) {
          if (!(error instanceof AppError))
            this.log.error({ err: error, topic }, 'live access failed');
          result = error instanceof AppError ? error : new AppError('INTERNAL', 500);
        }
        checked.set(checkKey, result);
      }
      return result;
    };
    for (const [key, group] of [...groups]) {
      if (changed !== 'all' && !changed.has(key)) continue;
      for (const watcher of [...group.watchers]) {
        const access = accessOf(watcher.viewer, watcher.param);
        if (access === key) continue;
        // Lost access (signed out, disabled) is told why; a changed view reconnects into its group.
        if (access instanceof AppError) watcher.stream.write(errorFrame(access));
        watcher.stream.close();
      }
      if (group.watchers.size === 0) continue;
      let frame: Buffer;
      try {
        frame = sseFrame(LIVE_EVENTS.snapshot, source.load(key));
      } catch (error) {
        if (!(error instanceof AppError))
          this.log.error({ err: error, topic }, 'live snapshot failed');
        for (const watcher of [...group.watchers]) {
          watcher.stream.write(errorFrame(error));
          watcher.stream.close();
        }
        continue;
      }
      group.frame = frame;
      // A newer snapshot, if one comes before this one is out, goes to all of them instead.
      writeInBatches([...group.watchers], frame, () => group.frame === frame);
    }
  }
}
