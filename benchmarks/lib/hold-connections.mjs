// Holds many connections to the API while a load test runs (benchmarks/connections):
//   node hold-connections.mjs URL IDLE SLOW SECONDS
// IDLE keep-alive connections each make one request, then stay idle; SLOW "slowloris"
// connections send a request head one byte per second and never finish it. After SECONDS
// it prints one JSON line: how many of each were still open at half time and at the end,
// and when the server closed them (ms after they opened).
import net from 'node:net';

const [url, idleCount, slowCount, seconds] = process.argv.slice(2);
const { hostname, port } = new URL(url);
const started = Date.now();
const state = { idle: [], slow: [] };

function open(kind) {
  return new Promise((resolve) => {
    const s = net.connect({ host: hostname, port: Number(port) });
    const record = { socket: s, openedAt: 0, closedAt: 0, answered: false, failed: false };
    s.on('connect', () => { record.openedAt = Date.now(); resolve(record); });
    s.on('data', () => { record.answered = true; });
    s.on('error', () => { record.failed = true; resolve(record); });
    s.on('close', () => { record.closedAt = Date.now(); });
    state[kind].push(record);
  });
}

for (let i = 0; i < Number(idleCount); i++) {
  const r = await open('idle');
  r.socket.write('GET /healthz HTTP/1.1\r\nHost: bench\r\n\r\n');
}
for (let i = 0; i < Number(slowCount); i++) {
  const r = await open('slow');
  r.socket.write('GET /healthz HTTP/1.1\r\nHost: bench\r\n');
}
const drip = setInterval(() => {
  for (const r of state.slow) if (!r.closedAt && !r.failed) r.socket.write('X');
}, 1000);

const openCount = (list) => list.filter((r) => !r.closedAt && !r.failed).length;
const half = {};
setTimeout(() => { half.idle = openCount(state.idle); half.slow = openCount(state.slow); }, (Number(seconds) * 1000) / 2);
setTimeout(() => {
  clearInterval(drip);
  const lifetimes = (list) => list.filter((r) => r.closedAt && r.openedAt).map((r) => r.closedAt - r.openedAt).sort((a, b) => a - b);
  const summary = (list) => {
    const l = lifetimes(list);
    return {
      opened: list.filter((r) => r.openedAt).length,
      failedToOpen: list.filter((r) => !r.openedAt).length,
      answered: list.filter((r) => r.answered).length,
      closedByServer: l.length,
      closedAfterMs: l.length ? { min: l[0], median: l[Math.floor(l.length / 2)], max: l[l.length - 1] } : null,
    };
  };
  console.log(JSON.stringify({
    openAtHalfTime: half, openAtEnd: { idle: openCount(state.idle), slow: openCount(state.slow) },
    idle: summary(state.idle), slow: summary(state.slow), setupMs: started ? undefined : 0,
  }));
  for (const r of [...state.idle, ...state.slow]) r.socket.destroy();
  process.exit(0);
}, Number(seconds) * 1000);
