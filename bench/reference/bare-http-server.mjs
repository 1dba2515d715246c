// Reference for the HTTP overhead benchmark: a bare node:http server that answers every request
// with fixed bytes (the body and content type the service answers for the same path), so the
// difference to the service is its own work: routing, authentication, validation, headers, logs.
import { createServer } from 'node:http';

const bodies = JSON.parse(process.argv[2] ?? '{}');
const server = createServer((req, res) => {
  const path = (req.url ?? '/').split('?')[0];
  const body = bodies[path];
  req.resume();
  if (body === undefined) {
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end('{}');
    return;
  }
  res.writeHead(body.status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body.text) });
  res.end(body.text);
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => console.log(`listening on http://127.0.0.1:${server.address().port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
