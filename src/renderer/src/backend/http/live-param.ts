import { liveTopicPath, type LiveTopic } from '../../../../shared/live';

/**
 * The stream address of a live topic; a parameterised one carries its parameter as JSON in `?p=`
 * (src/server/live/live-source.ts).
 */
export const withLiveParam = (topic: LiveTopic, param?: unknown): string =>
  param === undefined
    ? liveTopicPath(topic)
    : `${liveTopicPath(topic)}?p=${encodeURIComponent(JSON.stringify(param))}`;
