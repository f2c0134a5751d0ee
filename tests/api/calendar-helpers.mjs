// The channel calendars' test kit (docs/charter.md, "Channel calendars"): a real HTTP server
// that serves feeds the test changes as it goes (with ETag and 304, as the channels do), and
// iCalendar text written the way those channels write it.
import http from 'node:http';
import { once } from 'node:events';

// Serves `feeds[path] = {body, type?, status?, etag?}`; counts every request per path and
// remembers the conditional headers it was sent. `handlers[path]` answers a path itself.
export async function startFeedServer() {
  const feeds = {};
  const handlers = {};
  const hits = {};
  const conditional = {};
  const server = http.createServer((req, res) => {
    const path = req.url.split('?')[0];
    hits[path] = (hits[path] ?? 0) + 1;
    conditional[path] = { ifNoneMatch: req.headers['if-none-match'] ?? null, ifModifiedSince: req.headers['if-modified-since'] ?? null };
    if (handlers[path]) { handlers[path](req, res); return; }
    const feed = feeds[path];
    if (!feed) { res.writeHead(404, { 'content-type': 'text/plain' }).end('not found'); return; }
    const etag = `"${Buffer.from(feed.body).length}-${hash(feed.body)}"`;
    if (req.headers['if-none-match'] === etag) { res.writeHead(304, { etag }).end(); return; }
    res.writeHead(feed.status ?? 200, { 'content-type': feed.type ?? 'text/calendar; charset=utf-8', etag }).end(feed.body);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  return {
    port,
    feeds,
    handlers,
    hits,
    conditional,
    // The address the API is told: *.localhost is loopback to libcurl, allowed by CALENDAR_ALLOW_HOSTS.
    url: (path, host = 'feeds.localhost') => `http://${host}:${port}${path}`,
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(resolve); }),
  };
}

function hash(text) {
  let h = 2166136261;
  for (const c of Buffer.from(text)) h = Math.imul(h ^ c, 16777619) >>> 0;
  return h.toString(16);
}

const stamp = (ms) => new Date(ms).toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');

// A VCALENDAR of timed UTC events `[{uid, start, end, status?, extra?}]` (instants in ms).
export function icsOf(events, name = 'Channel') {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test Channel//Bookings//EN', `X-WR-CALNAME:${name}`];
  for (const e of events) {
    lines.push('BEGIN:VEVENT', `UID:${e.uid}`, `DTSTAMP:${stamp(Date.UTC(2026, 0, 1))}`, `DTSTART:${stamp(e.start)}`,
      `DTEND:${stamp(e.end)}`, 'SUMMARY:Reserved');
    if (e.status) lines.push(`STATUS:${e.status}`);
    if (e.extra) lines.push(...e.extra);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}

// A Dubai instant (UTC+4 all year) as ms: day "YYYY-MM-DD", time "HH:MM".
export const dubai = (day, time) => Date.parse(`${day}T${time}:00+04:00`);
