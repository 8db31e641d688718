/** Runs the HTTP server until SIGTERM or SIGINT, then drains in-flight requests and closes. */
import type { TesseraConfig } from './config.js';
import { buildApp } from './app.js';
import { createLogger } from './logging.js';
import { defaultWebDist, prepare } from './startup.js';

export async function serve(config: TesseraConfig): Promise<void> {
  const logger = createLogger(config);
  const { store } = await prepare(config, logger);
  const { app } = await buildApp({
    config: { ...config, webDist: config.webDist ?? defaultWebDist() },
    store,
    loggerInstance: logger,
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining in-flight requests');
    app.draining = true;
    const timer = setTimeout(() => {
      app.log.error('in-flight requests did not finish in time; exiting');
      process.exit(1);
    }, config.shutdownGraceMs);
    timer.unref();
    app
      .close()
      .then(() => store.close())
      .then(() => process.exit(0))
      .catch((e: unknown) => {
        app.log.error({ err: e }, 'error while shutting down');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  const address = await app.listen({ host: config.host, port: config.port });
  app.log.info(`Tessera is serving at ${address.replace('0.0.0.0', 'localhost')}`);
}
