/**
 * CollectionControl: an ordered list of items, each edited by a nested control (named by the
 * config's `controlName`, e.g. the filter box's FilterBoxItemControl).
 */
import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ComponentType } from 'react';
import { FilterBoxItemControl } from './FilterBoxItemControl';
import { TimeSeriesColumnControl } from './TimeSeriesColumnControl';
import type { ControlProps, ExploreDatasource } from './types';

type ItemControl = ComponentType<{
  value: unknown;
  onChange(v: unknown): void;
  datasource?: ExploreDatasource;
}>;

/** A time-series table column (`column_collection`), edited in its popover. */
const TimeSeriesColumnItem: ItemControl = ({ value, onChange, datasource }) => (
  <TimeSeriesColumnControl
    name="column"
    config={{ type: 'TimeSeriesColumnControl' }}
    value={value}
    onChange={onChange}
    datasource={datasource as ExploreDatasource}
    formData={{}}
  />
);

/** The item editors a config names by `controlName`. */
const ITEM_CONTROLS: Record<string, ItemControl> = {
  FilterBoxItemControl,
  TimeSeriesColumnControl: TimeSeriesColumnItem,
};

export interface CollectionProps extends ControlProps {
  /** Renders one item's editor. */
  itemControl?: ItemControl;
}

export function CollectionControl(props: CollectionProps) {
  const { name, value, onChange, config } = props;
  const items = Array.isArray(value) ? value : [];
  const Item =
    props.itemControl ??
    ITEM_CONTROLS[String(config.controlName)] ??
    (config.controlComponent as CollectionProps['itemControl']);
  const itemDefault = config.itemDefault ?? {};
  return (
    <div
      data-testid={`collection-${name}`}
      style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
    >
      {items.length === 0 ? (
        <div style={{ fontSize: 12, opacity: 0.6 }}>Empty collection</div>
      ) : null}
      {items.map((item, i) => (
        <div key={i} style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
          <div style={{ flex: 1 }}>
            {Item ? (
              <Item
                value={item}
                datasource={props.datasource}
                onChange={(v) => onChange(items.map((old, j) => (j === i ? v : old)))}
              />
            ) : (
              <code style={{ fontSize: 11 }}>{JSON.stringify(item)}</code>
            )}
          </div>
          <Button
            size="small"
            type="text"
            aria-label="Remove"
            icon={<CloseOutlined />}
            onClick={() => onChange(items.filter((_, j) => j !== i))}
          />
        </div>
      ))}
      <Button
        size="small"
        icon={<PlusOutlined />}
        onClick={() => onChange([...items, structuredClone(itemDefault)])}
      >
        Add item
      </Button>
    </div>
  );
}
