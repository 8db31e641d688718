import type { FastifyBaseLogger } from 'fastify';
import type { TesseraConfig } from '../config.js';
import type { MetaStore } from '../meta/store.js';

/** What every service is built from. */
export interface ServiceContext {
  config: TesseraConfig;
  store: MetaStore;
  logger: FastifyBaseLogger;
}
