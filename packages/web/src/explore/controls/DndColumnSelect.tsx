/** DndColumnSelect: dataset columns and adhoc SQL columns as pills with the column editor. */
import { getColumnLabel, type QueryFormColumn } from '@tessera/charts';
import { DndOptionList } from './DndOptionList';
import { ColumnEditor } from './ColumnEditorPopover';
import type { ControlProps, ExploreColumn } from './types';

/** The columns a column control offers: its mapped options, else by `allowedColumns`. */
export function columnOptions(props: Pick<ControlProps, 'config' | 'datasource'>): ExploreColumn[] {
  const mapped = props.config.options as ExploreColumn[] | undefined;
  if (Array.isArray(mapped)) {
    return mapped.map(
      (m) => props.datasource.columns.find((c) => c.column_name === m.column_name) ?? m,
    );
  }
  const all = props.datasource.columns;
  switch (props.config.allowedColumns) {
    case 'temporal':
      return all.filter((c) => c.is_dttm);
    case 'groupable':
      return all.filter((c) => c.groupby !== false);
    case 'filterable':
      return all.filter((c) => c.filterable !== false);
    default:
      return all;
  }
}

export function DndColumnSelect(props: ControlProps) {
  const { name, config, value, onChange } = props;
  const multi = Boolean(config.multi);
  const columns = (
    value === null || value === undefined ? [] : [value].flat()
  ) as QueryFormColumn[];
  const options = columnOptions(props);
  const temporalOnly = config.allowedColumns === 'temporal';
  const commit = (next: QueryFormColumn[]) => onChange(multi ? next : (next[0] ?? null));
  return (
    <DndOptionList
      name={name}
      labels={columns.map((c) => {
        const label = getColumnLabel(c);
        return typeof c === 'string'
          ? options.find((o) => o.column_name === c)?.verbose_name || label
          : label;
      })}
      canAdd={multi || columns.length === 0}
      addText={multi ? 'Drop columns here or click' : 'Drop a column here or click'}
      accepts={['column']}
      onDrop={(item) => {
        if (item.kind !== 'column') return null;
        if (!options.some((o) => o.column_name === item.column.column_name)) return null;
        commit(multi ? [...columns, item.column.column_name] : [item.column.column_name]);
        return null;
      }}
      onRemove={(i) => commit(columns.filter((_, j) => j !== i))}
      onMove={(from, to) => {
        const next = [...columns];
        const [moved] = next.splice(from, 1);
        next.splice(to, 0, moved);
        commit(next);
      }}
      renderEditor={(index, close) => (
        <ColumnEditor
          value={index === null ? null : columns[index]}
          options={options}
          temporalOnly={temporalOnly}
          onClose={close}
          onSave={(c) => {
            if (index === null) commit([...columns, c]);
            else commit(columns.map((old, j) => (j === index ? c : old)));
          }}
        />
      )}
    />
  );
}
