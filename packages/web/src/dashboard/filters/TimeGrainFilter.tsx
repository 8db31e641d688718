/**
 * filter_timegrain (Superset's Time grain filter plugin): the time grains of the dataset's
 * database (`result_type: timegrains`, as Superset's plugin asks them), one chosen.
 */
import { useMemo } from 'react';
import type { FilterControlProps } from './filterControlProps';
import { SingleChoiceFilter } from './SingleChoiceFilter';
import { useFilterValues } from './useFilterValues';
import { timeGrainsRequest } from './valuesQuery';

export function TimeGrainFilter(props: FilterControlProps) {
  const { filter, dashboardId } = props;
  const body = useMemo(() => timeGrainsRequest(filter, dashboardId), [filter, dashboardId]);
  const values = useFilterValues(dashboardId, body);
  const options = useMemo(
    () =>
      values.rows
        .filter((row) => typeof row.duration === 'string' && row.duration)
        .map((row) => ({ value: row.duration as string, label: String(row.name) })),
    [values.rows],
  );
  return <SingleChoiceFilter {...props} options={options} loading={values.loading} />;
}
