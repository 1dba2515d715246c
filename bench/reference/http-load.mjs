// Load generator of the HTTP overhead benchmark, run in its own process so that it never shares
// an event loop with a server: `connections` keep-alive clients send GET `url` back to back for
// `seconds`; prints one JSON line with the request count and latency percentiles (ms).
import { Agent, request } from 'node:http';

const [url, connections, seconds] = [process.argv[2], Number(process.argv[3]), Number(process.argv[4])];
const agent = new Agent({ keepAlive: true, maxSockets: connections });
const latencies = [];
let statuses = new Set();
const end = performance.now() + seconds * 1000;

function once() {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(url, { agent }, (res) => {
      statuses.add(res.statusCode);
      res.resume();
      res.on('end', () => resolve(performance.now() - started));
    });
    req.on('error', reject);
    req.end();
  });
}

async function client() {
  while (performance.now() < end) latencies.push(await once());
}

await Promise.all(Array.from({ length: connections }, client));
agent.destroy();
latencies.sort((a, b) => a - b);
const at = (p) => latencies[Math.min(latencies.length - 1, Math.ceil(p * latencies.length) - 1)];
console.log(JSON.stringify({ requests: latencies.length, seconds, p50: at(0.5), p99: at(0.99), max: latencies.at(-1), statuses: [...statuses] }));
