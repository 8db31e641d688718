/** Column helpers every list's columns share: a server-sorted column, and "Last modified". */
import { Tooltip } from 'antd';

/** A column the list sorts by on the server, by this order column (`ListView` shows the order). */
export const sortable = (key: string) => ({ key, sorter: true as const });

/** "Last modified": Superset's humanized time, the exact time (and by whom) on hover. */
export function lastModifiedColumn<T extends { changed_on_delta_humanized: string }>(
  hover: (row: T) => string,
) {
  return {
    title: 'Last modified',
    dataIndex: 'changed_on_delta_humanized',
    ...sortable('changed_on_delta_humanized'),
    render: (human: string, row: T) => (
      <Tooltip title={hover(row)}>
        <span style={{ whiteSpace: 'nowrap' }}>{human}</span>
      </Tooltip>
    ),
  };
}
