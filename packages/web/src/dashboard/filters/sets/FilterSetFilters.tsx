/**
 * The filters a set holds and their values, folded under "Filters (n)" (open for the set being
 * created): a filter gone from the dashboard is struck through, one whose configuration
 * changed is marked, each with why it will not be applied (Superset's FiltersHeader).
 */
import { Collapse, Typography } from 'antd';
import type { FilterSetRow } from './filterSetModel';
import { FILTER_SET_TEXTS } from './filterSetTexts';

function FilterRow({ row }: { row: FilterSetRow }) {
  const removed = row.state === 'removed';
  const changed = row.state === 'changed';
  return (
    <li data-test="filter-info" style={{ padding: '2px 0' }}>
      <Typography.Text strong delete={removed} italic={changed} style={{ fontSize: 12 }}>
        {row.name}:{' '}
      </Typography.Text>
      <Typography.Text delete={removed} italic={changed} style={{ fontSize: 12 }}>
        {row.value || (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {FILTER_SET_TEXTS.none}
          </Typography.Text>
        )}
      </Typography.Text>
      {(removed || changed) && (
        <Typography.Paragraph type="secondary" style={{ fontSize: 12, margin: 0 }}>
          {removed ? FILTER_SET_TEXTS.removed : FILTER_SET_TEXTS.changed}
        </Typography.Paragraph>
      )}
    </li>
  );
}

export function FilterSetFilters({
  rows,
  defaultOpen,
}: {
  rows: readonly FilterSetRow[];
  defaultOpen?: boolean;
}) {
  return (
    <Collapse
      ghost
      size="small"
      defaultActiveKey={defaultOpen ? ['filters'] : []}
      expandIconPlacement="end"
      styles={{ header: { padding: 0, width: 'max-content' }, body: { padding: '4px 0 0' } }}
      items={[
        {
          key: 'filters',
          label: (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {FILTER_SET_TEXTS.filters(rows.length)}
            </Typography.Text>
          ),
          children: (
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {rows.map((row) => (
                <FilterRow key={row.id} row={row} />
              ))}
            </ul>
          ),
        },
      ]}
    />
  );
}
