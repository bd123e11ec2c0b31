// The floor of any Node.js HTTP API over this database: node:http and pg, one route that runs the
// scenario's statement (prepared, on a pool as large as the load's connections) and sends the
// records PostgreSQL rendered as JSON. No framework, no token, no validation: what is left when
// everything Gondola adds is taken away. Prints `FLOOR_READY <port>` once it listens.
// argv: URL, statement file ({ text, values }), pool size. PGOPTIONS carries the server's session
// settings and FLOOR_CONNECT_SQL the statement each new connection runs first (the server's heap
// warm-up: without it the floor's backends pay page faults on every statement in one run and not
// in the next, and a gate against a floor that moves by a third measures the floor).
import fs from 'node:fs';
import http from 'node:http';
import pg from 'pg';

const [url, statementFile, poolSize] = process.argv.slice(2);
const { text, values } = JSON.parse(fs.readFileSync(statementFile, 'utf8'));
const connectSql = process.env.FLOOR_CONNECT_SQL;
const pool = new pg.Pool({
  connectionString: url,
  max: Number(poolSize),
  options: process.env.PGOPTIONS,
  ...(connectSql && { onConnect: (client) => client.query(connectSql).then(() => undefined) }),
});

const server = http.createServer((_request, response) => {
  pool.query({ name: 'floor_page', text, values }).then(
    ({ rows }) => {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.end(`[${rows.map((r) => r.__json).join(',')}]`);
    },
    (error) => {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(String(error.message));
    },
  );
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => process.stdout.write(`FLOOR_READY ${server.address().port}\n`));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
