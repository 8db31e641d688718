/**
 * What the address asks SQL Lab to open in a new tab: a saved query (?savedQueryId=),
 * a shared query (?permalink=<key> or /sqllab/p/<key>), a past run (?queryId=, optionally
 * &autorun=true), a dataset (?datasourceKey=<id>__table), an empty tab (?new=true), or a
 * query handed over by another page (?dbid=&schema=&sql=&title=).
 */
export type OpenRequest =
  | { kind: 'new' }
  | { kind: 'savedQuery'; id: number }
  | { kind: 'query'; id: number; autorun: boolean }
  /** `sql`: what the tab opens with instead of the dataset's own (a posted query, run at once). */
  | { kind: 'datasource'; id: number; type: string; sql?: string }
  | { kind: 'permalink'; key: string }
  | { kind: 'sql'; dbId: number | null; schema: string | null; sql: string; title: string | null };

export function openRequestFrom(pathname: string, search: string): OpenRequest | null {
  const link = /\/sqllab\/p\/([^/]+)\/?$/.exec(pathname);
  if (link) return { kind: 'permalink', key: decodeURIComponent(link[1]) };
  const params = new URLSearchParams(search);
  const saved = params.get('savedQueryId');
  if (saved && /^\d+$/.test(saved)) return { kind: 'savedQuery', id: Number(saved) };
  const queryId = params.get('queryId');
  if (queryId && /^\d+$/.test(queryId))
    return { kind: 'query', id: Number(queryId), autorun: params.get('autorun') === 'true' };
  const datasource = /^(\d+)__(\w+)$/.exec(params.get('datasourceKey') ?? '');
  if (datasource) return { kind: 'datasource', id: Number(datasource[1]), type: datasource[2] };
  const permalink = params.get('permalink');
  if (permalink) return { kind: 'permalink', key: permalink };
  const sql = params.get('sql');
  if (sql) {
    const dbid = params.get('dbid');
    return {
      kind: 'sql',
      sql,
      dbId: dbid && /^\d+$/.test(dbid) ? Number(dbid) : null,
      schema: params.get('schema'),
      title: params.get('title'),
    };
  }
  if (params.get('new') === 'true') return { kind: 'new' };
  return null;
}
