/** MetricsControl / DndMetricSelect: saved and adhoc metrics as pills with the metric editor. */
import { getMetricLabel, type QueryFormMetric } from '@tessera/charts';
import { DndOptionList } from './DndOptionList';
import { MetricEditor } from './MetricEditorPopover';
import type { ControlProps, ExploreColumn } from './types';

export function MetricsControl({ name, config, value, datasource, onChange }: ControlProps) {
  const multi = config.multi !== false;
  const metrics: QueryFormMetric[] = (
    value === null || value === undefined ? [] : [value].flat()
  ) as QueryFormMetric[];
  const commit = (next: QueryFormMetric[]) => onChange(multi ? next : (next[0] ?? null));
  const labelOf = (m: QueryFormMetric) => {
    if (typeof m !== 'string') return getMetricLabel(m);
    const saved = datasource.metrics.find((s) => s.metric_name === m);
    return saved?.verbose_name || m;
  };
  return (
    <DndOptionList
      name={name}
      labels={metrics.map(labelOf)}
      canAdd={multi || metrics.length === 0}
      addText="Drop a column/metric here or click"
      accepts={['column', 'metric']}
      onDrop={(item) => {
        if (item.kind === 'metric') {
          commit([...metrics, item.metric.metric_name]);
          return null;
        }
        return item.column;
      }}
      onRemove={(i) => commit(metrics.filter((_, j) => j !== i))}
      onMove={(from, to) => {
        const next = [...metrics];
        const [moved] = next.splice(from, 1);
        next.splice(to, 0, moved);
        commit(next);
      }}
      renderEditor={(index, close, seed) => (
        <MetricEditor
          metric={index === null ? null : metrics[index]}
          initialColumn={seed as ExploreColumn | undefined}
          datasource={datasource}
          onClose={close}
          onSave={(m) => {
            if (index === null) commit([...metrics, m]);
            else commit(metrics.map((old, j) => (j === index ? m : old)));
          }}
        />
      )}
    />
  );
}
