/** SpatialControl: latitude/longitude columns, one delimited column, or a geohash column. */
import { Checkbox, Input, Radio, Select } from 'antd';
import { useEffect } from 'react';
import { spatialErrors, type SpatialValue } from './controlValues';
import type { ControlProps } from './types';

export function SpatialControl({ name, value, datasource, onChange, onLocalErrors }: ControlProps) {
  const v: SpatialValue = (value as SpatialValue | null) ?? { type: 'latlong', delimiter: ',' };
  useEffect(() => onLocalErrors?.(spatialErrors(v)), [JSON.stringify(v)]); // eslint-disable-line react-hooks/exhaustive-deps
  const set = (change: Partial<SpatialValue>) => onChange({ ...v, ...change });
  const column = (key: keyof SpatialValue, placeholder: string) => (
    <Select
      size="small"
      style={{ width: '100%' }}
      placeholder={placeholder}
      showSearch
      value={v[key] as string | undefined}
      onChange={(c: string) => set({ [key]: c })}
      options={datasource.columns.map((c) => ({ value: c.column_name, label: c.column_name }))}
    />
  );
  return (
    <div
      data-testid={`spatial-${name}`}
      style={{ display: 'flex', flexDirection: 'column', gap: 6 }}
    >
      <Radio.Group
        size="small"
        optionType="button"
        value={v.type}
        onChange={(e) => set({ type: e.target.value })}
        options={[
          { value: 'latlong', label: 'Longitude & Latitude' },
          { value: 'delimited', label: 'Delimited long & lat' },
          { value: 'geohash', label: 'Geohash' },
        ]}
      />
      {v.type === 'latlong' ? (
        <div style={{ display: 'flex', gap: 6 }}>
          {column('lonCol', 'Longitude')}
          {column('latCol', 'Latitude')}
        </div>
      ) : null}
      {v.type === 'delimited' ? (
        <>
          {column('lonlatCol', 'Column')}
          <Input
            size="small"
            addonBefore="Delimiter"
            value={v.delimiter ?? ','}
            onChange={(e) => set({ delimiter: e.target.value })}
          />
          <Checkbox
            checked={Boolean(v.reverseCheckbox)}
            onChange={(e) => set({ reverseCheckbox: e.target.checked })}
          >
            Reverse lat/long
          </Checkbox>
        </>
      ) : null}
      {v.type === 'geohash' ? (
        <>
          {column('geohashCol', 'Column')}
          <Checkbox
            checked={Boolean(v.reverseCheckbox)}
            onChange={(e) => set({ reverseCheckbox: e.target.checked })}
          >
            Reverse lat/long
          </Checkbox>
        </>
      ) : null}
    </div>
  );
}
