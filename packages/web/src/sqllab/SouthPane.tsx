/** Under the editor: the tab's latest results, its query history, and table data previews. */
import { useState } from 'react';
import { Empty, Tabs } from 'antd';
import { useSelector } from 'react-redux';
import type { RootState } from '../store/store';
import type { QueryEditor } from './types';
import { ResultSet } from './ResultSet';
import { QueryHistory } from './QueryHistory';

export function SouthPane({ qe, height }: { qe: QueryEditor; height: number }) {
  const [active, setActive] = useState('results');
  const latest = useSelector((s: RootState) =>
    qe.latestQueryId ? s.sqlLab.queries[qe.latestQueryId] : undefined,
  );
  const tables = useSelector((s: RootState) => s.sqlLab.tables);
  const queries = useSelector((s: RootState) => s.sqlLab.queries);
  const previews = tables
    .filter((t) => t.queryEditorId === qe.id && t.dataPreviewQueryId)
    .map((t) => ({ table: t, query: queries[t.dataPreviewQueryId!] }))
    .filter((p) => p.query);

  const gridHeight = Math.max(height - 120, 160);
  return (
    <Tabs
      activeKey={active}
      onChange={setActive}
      size="small"
      destroyOnHidden
      items={[
        {
          key: 'results',
          label: 'Results',
          children: latest ? (
            <ResultSet query={latest} tabTitle={qe.title} height={gridHeight} />
          ) : (
            <Empty description="Run a query to display results" />
          ),
        },
        { key: 'history', label: 'Query history', children: <QueryHistory qe={qe} /> },
        ...previews.map(({ table, query }) => ({
          key: `preview-${table.id}`,
          label: `Preview: \`${table.name}\``,
          children: (
            <ResultSet
              query={query}
              tabTitle={table.name}
              height={gridHeight}
              showActions={false}
            />
          ),
        })),
      ]}
    />
  );
}
