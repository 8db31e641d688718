/**
 * The `tessera` command: serve, worker, db upgrade, init, create-admin, reset-password,
 * load-examples, version; the asset export and import commands are assetCommands.ts's.
 */
import { Command } from 'commander';
import { createLogger } from '../logging.js';
import { ConfigError, loadConfig, type TesseraConfig } from '../config.js';
import { openMetaStore } from '../meta/store.js';
import { upgradeMetaStore } from '../meta/migrator.js';
import { createAdmin, syncRoles } from '../services/initialization.js';
import { createServices } from '../services/index.js';
import { loadAndRegisterExamples } from '../services/examples.js';
import { importExampleAssets } from '../services/exampleAssets.js';
import { registerAssetCommands } from './assetCommands.js';
import { serve } from '../server.js';
import { TESSERA_VERSION } from '../version.js';

function config(): TesseraConfig {
  return loadConfig();
}

async function withStore<T>(
  fn: (ctx: Awaited<ReturnType<typeof context>>) => Promise<T>,
): Promise<T> {
  const ctx = await context();
  try {
    return await fn(ctx);
  } finally {
    await ctx.store.close();
  }
}

async function context() {
  const cfg = config();
  const logger = createLogger(cfg);
  const store = await openMetaStore({ home: cfg.home, databaseUrl: cfg.databaseUrl });
  return { config: cfg, store, logger };
}

const program = new Command('tessera')
  .description('Tessera: data exploration and dashboards')
  .version(TESSERA_VERSION);

program
  .command('serve')
  .description('Upgrade the metadata store, sync roles, create the first admin, and serve')
  .option('-p, --port <port>', 'port (overrides TESSERA_PORT)')
  .action(async (opts: { port?: string }) => {
    if (opts.port) process.env.TESSERA_PORT = opts.port;
    await serve(config());
  });

const db = program.command('db').description('Metadata store commands');
db.command('upgrade')
  .description('Apply the metadata store migrations not yet applied')
  .action(() =>
    withStore(async ({ store }) => {
      const applied = await upgradeMetaStore(store);
      console.log(
        applied.length ? `Applied: ${applied.join(', ')}` : 'The metadata store is up to date.',
      );
    }),
  );

program
  .command('init')
  .description('Create the built-in roles and permissions and sync them')
  .action(() =>
    withStore(async (ctx) => {
      await upgradeMetaStore(ctx.store);
      await syncRoles(ctx);
      console.log('Roles and permissions are in sync.');
    }),
  );

program
  .command('create-admin')
  .description('Create an admin user (or reset an existing user to admin)')
  .requiredOption('--username <username>')
  .option('--password <password>', 'generated and printed when omitted')
  .option('--email <email>')
  .option('--firstname <first>', 'first name', 'Tessera')
  .option('--lastname <last>', 'last name', 'Admin')
  .action(
    (opts: {
      username: string;
      password?: string;
      email?: string;
      firstname: string;
      lastname: string;
    }) =>
      withStore(async (ctx) => {
        await upgradeMetaStore(ctx.store);
        await syncRoles(ctx);
        const created = await createAdmin(ctx, {
          username: opts.username,
          password: opts.password,
          email: opts.email ?? `${opts.username}@localhost`,
          firstName: opts.firstname,
          lastName: opts.lastname,
        });
        console.log(`Admin user ${created.username} is ready.`);
        if (created.generatedPassword) console.log(`Password: ${created.generatedPassword}`);
      }),
  );

program
  .command('reset-password')
  .description("Set a user's password")
  .requiredOption('--username <username>')
  .requiredOption('--password <password>')
  .action((opts: { username: string; password: string }) =>
    withStore(async (ctx) => {
      await createServices(ctx).users.resetPassword(opts.username, opts.password);
      console.log(`The password of ${opts.username} was reset.`);
    }),
  );

program
  .command('load-examples')
  .description(
    'Load (or reload) the example database, its datasets and the example dashboards and charts',
  )
  .action(() =>
    withStore(async (ctx) => {
      await upgradeMetaStore(ctx.store);
      await syncRoles(ctx);
      const loaded = await loadAndRegisterExamples(ctx);
      console.log(
        `Loaded ${loaded.tables} example tables (${loaded.rows} rows) into ${loaded.file} in ${loaded.ms} ms.`,
      );
      const assets = await importExampleAssets(ctx);
      console.log(
        `Imported the example bundle (${assets.dashboards} dashboards, ${assets.charts} charts, ${assets.datasets} datasets) in ${assets.ms} ms.`,
      );
    }),
  );

registerAssetCommands(program, withStore);

program
  .command('worker')
  .description(
    'Run async chart queries and SQL Lab runs from the Redis queues (needs TESSERA_REDIS_URL)',
  )
  .option('-c, --concurrency <n>', 'jobs at once (overrides TESSERA_ASYNC_QUERY_CONCURRENCY)')
  .action(async (opts: { concurrency?: string }) => {
    if (opts.concurrency) process.env.TESSERA_ASYNC_QUERY_CONCURRENCY = opts.concurrency;
    const ctx = await context();
    if (!ctx.config.redisUrl) {
      await ctx.store.close();
      throw new Error(
        'tessera worker needs TESSERA_REDIS_URL: without Redis, jobs run in the web process.',
      );
    }
    const services = createServices(ctx);
    const worker = await services.jobs.startWorkers();
    ctx.logger.info(
      {
        concurrency: ctx.config.asyncQueries.concurrency,
        sqlLabConcurrency: ctx.config.sqlLab.asyncConcurrency,
      },
      'async query and SQL Lab workers started',
    );
    let stopping = false;
    const stop = (signal: string) => {
      if (stopping) return;
      stopping = true;
      ctx.logger.info({ signal }, 'async query worker stopping: finishing running jobs');
      worker
        .close()
        .then(() => services.closeChartData())
        .then(() => services.sqlLab.close())
        .then(() => services.databaseConnections.closeAll())
        .then(() => ctx.store.close())
        .then(() => process.exit(0))
        .catch((e: unknown) => {
          ctx.logger.error({ err: e }, 'error while stopping the worker');
          process.exit(1);
        });
    };
    process.on('SIGTERM', () => stop('SIGTERM'));
    process.on('SIGINT', () => stop('SIGINT'));
  });

program
  .command('version')
  .description('Print the version')
  .action(() => console.log(TESSERA_VERSION));

program.parseAsync(process.argv).catch((e: unknown) => {
  if (e instanceof ConfigError) console.error(e.message);
  else console.error((e as Error).message ?? e);
  process.exit(1);
});
