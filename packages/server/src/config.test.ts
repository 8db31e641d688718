import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './config.js';

const home = () => mkdtempSync(join(tmpdir(), 'tessera-config-'));

describe('configuration', () => {
  it('has the documented defaults', () => {
    const h = home();
    const c = loadConfig({ TESSERA_HOME: h });
    expect(c.port).toBe(8088);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.loadExamples).toBe(true);
    expect(c.admin.username).toBe('admin');
    expect(c.featureFlags.SQLLAB_BACKEND_PERSISTENCE).toBe(true);
    expect(c.featureFlags.GLOBAL_ASYNC_QUERIES).toBe(false);
  });

  it('generates the secret key once and keeps it in TESSERA_HOME, readable only by its owner', () => {
    const h = home();
    const first = loadConfig({ TESSERA_HOME: h }).secretKey;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ TESSERA_HOME: h }).secretKey).toBe(first);
    expect(readFileSync(join(h, 'secret_key'), 'utf8').trim()).toBe(first);
    expect(statSync(join(h, 'secret_key')).mode & 0o077).toBe(0);
  });

  it('reads feature flags from TESSERA_FEATURE_<NAME>', () => {
    const c = loadConfig({
      TESSERA_HOME: home(),
      TESSERA_FEATURE_GLOBAL_ASYNC_QUERIES: 'true',
      TESSERA_FEATURE_DASHBOARD_RBAC: 'false',
    });
    expect(c.featureFlags.GLOBAL_ASYNC_QUERIES).toBe(true);
    expect(c.featureFlags.DASHBOARD_RBAC).toBe(false);
  });

  it('names every bad value in one error', () => {
    let error: ConfigError | undefined;
    try {
      loadConfig({
        TESSERA_HOME: home(),
        TESSERA_PORT: 'eighty',
        TESSERA_DATABASE_URL: 'mysql://nope',
        TESSERA_SECRET_KEY: 'short',
        TESSERA_FEATURE_NOT_A_FLAG: 'true',
        TESSERA_FEATURE_THUMBNAILS: 'maybe',
      });
    } catch (e) {
      error = e as ConfigError;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const text = error!.message;
    expect(text).toContain("TESSERA_PORT: must be a number (got 'eighty')");
    expect(text).toContain('TESSERA_DATABASE_URL: must be a postgresql:// URL');
    expect(text).toContain('TESSERA_SECRET_KEY: must be at least 32 characters');
    expect(text).toContain('TESSERA_FEATURE_NOT_A_FLAG: unknown feature flag');
    expect(text).toContain("TESSERA_FEATURE_THUMBNAILS: must be true or false (got 'maybe')");
  });

  it('reads the trusted proxies as a list of addresses and ranges, and refuses anything else', () => {
    expect(loadConfig({ TESSERA_HOME: home() }).trustedProxies).toEqual([]);
    expect(
      loadConfig({
        TESSERA_HOME: home(),
        TESSERA_TRUSTED_PROXIES: ' 10.0.0.0/8, 192.168.1.5,::1, fd00::/8 ,loopback ',
      }).trustedProxies,
    ).toEqual(['10.0.0.0/8', '192.168.1.5', '::1', 'fd00::/8', 'loopback']);
    for (const bad of [
      '*',
      'true',
      'proxy.example',
      '10.0.0.0/33',
      '::1/129',
      '1.2.3.4/8/9',
      '10.0.0',
    ]) {
      expect(() => loadConfig({ TESSERA_HOME: home(), TESSERA_TRUSTED_PROXIES: bad }), bad).toThrow(
        /TESSERA_TRUSTED_PROXIES: must be a comma-separated list of IP addresses or CIDR ranges/,
      );
    }
  });

  it('reads an optional JSON config file, with the environment taking precedence', () => {
    const h = home();
    writeFileSync(
      join(h, 'tessera.json'),
      JSON.stringify({ TESSERA_PORT: 9000, TESSERA_LOAD_EXAMPLES: false }),
    );
    expect(loadConfig({ TESSERA_HOME: h }).port).toBe(9000);
    expect(loadConfig({ TESSERA_HOME: h }).loadExamples).toBe(false);
    expect(loadConfig({ TESSERA_HOME: h, TESSERA_PORT: '9100' }).port).toBe(9100);
    expect(() =>
      loadConfig({ TESSERA_HOME: h, TESSERA_CONFIG_FILE: join(h, 'missing.json') }),
    ).toThrow(/TESSERA_CONFIG_FILE: no file at/);
    writeFileSync(join(h, 'bad.json'), '{oops');
    expect(() => loadConfig({ TESSERA_HOME: h, TESSERA_CONFIG_FILE: join(h, 'bad.json') })).toThrow(
      /bad\.json/,
    );
  });
});
