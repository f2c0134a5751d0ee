// Sends enquiry lists with CONCURRENCY requests in flight until the API stops answering (the
// run script kills it with SIGKILL meanwhile), and writes the reference of every one answered
// 201 to OUT, a line each: the leads the API acknowledged.
//   node kill9.mjs API_URL PRODUCT_IDS OUT [CONCURRENCY]
import fs from 'node:fs';

const [base, idList, out, concurrency = '16'] = process.argv.slice(2);
const ids = idList.split(',');
const acknowledged = [];
let failures = 0;
let n = 0;

async function worker() {
  while (failures < 50) {
    const a = ids[n++ % ids.length];
    const body = { items: [{ productId: a, quantity: 1 }], channel: 'call', lang: 'en', page: '/' };
    try {
      const r = await fetch(`${base}/api/enquiries`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      if (r.status === 201) acknowledged.push((await r.json()).ref);
      else await r.arrayBuffer();
    } catch {
      failures += 1;
      await new Promise((res) => setTimeout(res, 20));
    }
  }
}

await Promise.all(Array.from({ length: Number(concurrency) }, worker));
fs.writeFileSync(out, acknowledged.join('\n') + '\n');
console.log(`acknowledged ${acknowledged.length}`);
