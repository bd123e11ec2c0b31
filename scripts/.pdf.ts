import fs from 'node:fs';
import { loadConfig } from '../server/config';
import { bearer, tokenFactory } from '../tests/support/tokens';
const tokens = await tokenFactory(loadConfig({ DATA_DIR: '/tmp/gdata', PUBLIC_URL: 'http://localhost:8090' }));
const headers = bearer(await tokens.for('projects'));
for (const [name, q] of [['accounting-support-invoice', 'lang=de'], ['vacation', 'lang=en'], ['employee-worklog', 'lang=de&employee=demo-secondlevel']]) {
  const now = new Date();
  const from = new Date(now.getTime() - 30 * 86400000).toISOString();
  const r = await fetch(`http://localhost:8090/api/reports/${name}/pdf?from=${from}&to=${now.toISOString()}&timeZone=Europe/Vienna&${q}`, { headers });
  fs.writeFileSync(`/tmp/shots/${name}.pdf`, Buffer.from(await r.arrayBuffer()));
  console.log(name, r.status);
}
