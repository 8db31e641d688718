// GET /api/v1/database/{id}/tables/ on a PostgreSQL schema holding 1,000 tables, through the
// HTTP API of a running Tessera (goal: under 1 s). Needs PostgreSQL at 127.0.0.1:5432.
import pg from 'pg';
import { median, startTessera, token } from './support.mjs';

const schema = `bench_tables_${Date.now().toString(36)}`;
const admin = new pg.Client({ connectionString: 'postgresql://postgres@127.0.0.1:5432/test' });
await admin.connect();
await admin.query(`CREATE SCHEMA ${schema}`);
const tessera = await startTessera({ TESSERA_LOAD_EXAMPLES: 'false' });
try {
  const ddl = [];
  for (let i = 0; i < 1000; i++)
    ddl.push(`CREATE TABLE ${schema}.t_${String(i).padStart(4, '0')} (id int, name text)`);
  await admin.query(ddl.join(';'));
  const auth = {
    authorization: `Bearer ${await token(tessera.url)}`,
    'content-type': 'application/json',
  };
  const created = await fetch(`${tessera.url}/api/v1/database/`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({
      database_name: 'bench_pg',
      sqlalchemy_uri: 'postgresql://postgres@127.0.0.1:5432/test',
    }),
  });
  const { id } = await created.json();
  const q = encodeURIComponent(`(schema_name:${schema},force:!t)`);
  const times = [];
  let count = 0;
  for (let i = 0; i < 10; i++) {
    const t0 = performance.now();
    const res = await fetch(`${tessera.url}/api/v1/database/${id}/tables/?q=${q}`, {
      headers: auth,
    });
    count = (await res.json()).count;
    times.push(performance.now() - t0);
  }
  console.log(
    `list ${count} tables of a PostgreSQL schema over HTTP: median ${median(times).toFixed(1)} ms, first ${times[0].toFixed(1)} ms (goal < 1000 ms)`,
  );
} finally {
  await tessera.stop();
  await admin.query(`DROP SCHEMA ${schema} CASCADE`);
  await admin.end();
}
