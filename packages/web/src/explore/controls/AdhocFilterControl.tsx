/** AdhocFilterControl / DndFilterSelect: the chart's filters as pills with the filter editor. */
import type { AdhocFilter } from '@tessera/core';
import { DndOptionList } from './DndOptionList';
import { FilterEditor } from './FilterEditorPopover';
import { columnOptions } from './DndColumnSelect';
import { FILTER_TEXTS, filterLabel, newFilter } from './filterEditor';
import type { ControlProps } from './types';

export function AdhocFilterControl(props: ControlProps) {
  const { name, value, datasource, onChange } = props;
  const filters = (Array.isArray(value) ? value : []) as AdhocFilter[];
  const columns = columnOptions({
    ...props,
    config: { ...props.config, allowedColumns: 'filterable' },
  });
  return (
    <DndOptionList
      name={name}
      labels={filters.map((f) => filterLabel(f) || 'Filter')}
      canAdd
      addText={FILTER_TEXTS.addFilter}
      accepts={['column', 'metric']}
      onDrop={(item) =>
        item.kind === 'column'
          ? newFilter(item.column.column_name, Boolean(item.column.is_dttm))
          : {
              ...newFilter(),
              expressionType: 'SQL',
              clause: 'HAVING',
              sqlExpression: item.metric.expression ?? item.metric.metric_name,
            }
      }
      onRemove={(i) => onChange(filters.filter((_, j) => j !== i))}
      onMove={(from, to) => {
        const next = [...filters];
        const [moved] = next.splice(from, 1);
        next.splice(to, 0, moved);
        onChange(next);
      }}
      renderEditor={(index, close, seed) => (
        <FilterEditor
          filter={
            index === null ? ((seed as AdhocFilter | undefined) ?? newFilter()) : filters[index]
          }
          columns={columns}
          datasource={datasource}
          onClose={close}
          onSave={(f) => {
            if (index === null) onChange([...filters, f]);
            else onChange(filters.map((old, j) => (j === index ? f : old)));
          }}
        />
      )}
    />
  );
}
