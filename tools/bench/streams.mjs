// Live-event figures for `npm run bench`: server-sent event streams held open on the API process while the hunt
// endpoint is measured, opened the way the player app opens them.
import http from 'node:http';
import { json } from './setup.mjs';

/** Streams being opened at once (each a ticket request, then the stream's request). */
const OPENING = 50;

/**
 * Opens `count` event streams on the server at `base`: for each, a ticket (`POST /api/social/events/ticket`, with the
 * next of `tokens`) and then `GET /api/social/events?ticket=...`, held open until `close()`. Resolves once every
 * stream has answered 200 and sent its first line; a refused stream rejects. `dropped()` counts streams the server
 * closed before `close()`, `received()` the bytes the streams have brought.
 */
export async function openStreams(base, tokens, count) {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const requests = [];
  let closing = false;
  let dropped = 0;
  let bytes = 0;
  const openOne = async (i) => {
    const { ticket } = await json(base, '/api/social/events/ticket', { token: tokens[i % tokens.length], method: 'POST' });
    await new Promise((resolve, reject) => {
      const req = http.get(`${base}/api/social/events?ticket=${encodeURIComponent(ticket)}`, { agent }, (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          reject(new Error(`GET /api/social/events: ${res.statusCode}`));
          return;
        }
        res.once('data', resolve);
        res.on('data', (chunk) => (bytes += chunk.length));
        res.on('close', () => {
          if (!closing) dropped++;
        });
      });
      req.on('error', (error) => (closing ? undefined : reject(error)));
      requests.push(req);
    });
  };
  let next = 0;
  const opener = async () => {
    while (next < count) await openOne(next++);
  };
  try {
    await Promise.all(Array.from({ length: Math.min(OPENING, count) }, opener));
  } catch (error) {
    closing = true;
    for (const req of requests) req.destroy();
    throw error;
  }
  return {
    opened: requests.length,
    dropped: () => dropped,
    received: () => bytes,
    close: () => {
      closing = true;
      for (const req of requests) req.destroy();
      agent.destroy();
    },
  };
}
