/** Tessera's version, shown by `tessera version` and in the bootstrap data. */
export const TESSERA_VERSION = '0.1.0';
