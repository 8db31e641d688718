/**
 * A test server with the examples for the chart API tests: the admin, an Alpha user
 * (alfa), a Gamma user (gemma) whose extra role reaches only birth_names, the birth_names
 * and video_game_sales datasets, and request helpers. One per file.
 */
import { expect } from 'vitest';
import { startTestServer, TEST_ADMIN, type TestServer } from '../support/testServer.js';
import { call, login } from '../support/client.js';
import { removeExampleAssets } from '../support/exampleAssets.js';

export const q = (rison: string) => `?q=${encodeURIComponent(rison)}`;

export interface ExampleDataset {
  id: number;
  /** `schema.table`, as a chart's datasource_name_text. */
  name: string;
}

export class ChartsSession {
  s!: TestServer;
  admin!: string;
  alpha!: string;
  gamma!: string;
  adminId!: number;
  alphaId!: number;
  gammaId!: number;
  births!: ExampleDataset;
  sales!: ExampleDataset;
  /** The id of birth_readers, the extra role of gemma. */
  readersRoleId!: number;

  /** `env`: extra server settings (feature flags, ...). */
  constructor(private readonly env: Record<string, string> = {}) {}

  api = (method: string, path: string, body?: unknown, token = this.admin) =>
    call(this.s.url, method, path, { token, body });

  /** Saves a pie chart on birth_names unless `body` says otherwise; returns its id. */
  create = async (body: Record<string, unknown>, token = this.admin): Promise<number> => {
    const r = await this.api(
      'POST',
      '/api/v1/chart/',
      { datasource_id: this.births.id, datasource_type: 'table', viz_type: 'pie', ...body },
      token,
    );
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body.id;
  };

  /** The names of the charts a list request answers. */
  names = async (rison: string, token = this.admin): Promise<string[]> => {
    const r = await this.api('GET', `/api/v1/chart/${q(rison)}`, undefined, token);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.result.map((c: { slice_name: string }) => c.slice_name);
  };

  private dataset = async (table: string): Promise<ExampleDataset> => {
    const filter = `(filters:!((col:table_name,opr:eq,value:${table})))`;
    const d = (await this.api('GET', `/api/v1/dataset/${q(filter)}`)).body.result[0];
    return { id: d.id, name: d.schema ? `${d.schema}.${table}` : table };
  };

  private user = async (username: string, first: string, roleIds: number[]) => {
    const r = await this.api('POST', '/api/v1/security/users/', {
      username,
      first_name: first,
      last_name: 'Tester',
      email: `${username}@example.com`,
      active: true,
      roles: roleIds,
      password: `${username}-password-1`,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body.id as number;
  };

  start = async (): Promise<void> => {
    this.s = await startTestServer({ TESSERA_LOAD_EXAMPLES: 'true', ...this.env });
    this.admin = await login(this.s.url, TEST_ADMIN.username, TEST_ADMIN.password);
    // The example datasets only: lists hold the charts and dashboards the tests make.
    await removeExampleAssets(this.s.url, this.admin);
    this.adminId = (await this.api('GET', '/api/v1/me/')).body.result.id;
    this.births = await this.dataset('birth_names');
    this.sales = await this.dataset('video_game_sales');

    const roles = (await this.api('GET', '/api/v1/security/roles/')).body.result;
    const roleId = (name: string) => roles.find((r: { name: string }) => r.name === name).id;
    const readers = (await this.api('POST', '/api/v1/security/roles/', { name: 'birth_readers' }))
      .body.id;
    this.readersRoleId = readers;
    const perms = (await this.api('GET', '/api/v1/security/permissions-resources/')).body.result;
    const pv = perms.find(
      (p: { permission: { name: string }; view_menu: { name: string } }) =>
        p.permission.name === 'datasource_access' &&
        p.view_menu.name.endsWith(`.[birth_names](id:${this.births.id})`),
    );
    await this.api('POST', `/api/v1/security/roles/${readers}/permissions`, {
      permission_view_menu_ids: [pv.id],
    });
    this.alphaId = await this.user('alfa', 'Alfa', [roleId('Alpha')]);
    this.gammaId = await this.user('gemma', 'Gemma', [roleId('Gamma'), readers]);
    this.alpha = await login(this.s.url, 'alfa', 'alfa-password-1');
    this.gamma = await login(this.s.url, 'gemma', 'gemma-password-1');
  };

  stop = async (): Promise<void> => {
    await this.s?.stop();
  };
}
