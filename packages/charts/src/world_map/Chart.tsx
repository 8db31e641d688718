import { useEffect, useMemo, useState } from 'react';
import { registerMap, use } from 'echarts/core';
import { MapChart } from 'echarts/charts';
import { GeoComponent } from 'echarts/components';
import { crossFilterDataMask } from '../shared/echarts/crossFilter.js';
import { EchartsRenderer, type EchartsEventHandlers } from '../shared/echarts/EchartsRenderer.js';
import { dimensionContextMenuFilters } from '../shared/drill.js';
import { loadWorldGeo, WORLD_MAP_NAME, type WorldGeo } from './geo.js';
import { worldMapOption } from './option.js';
import type { WorldMapProps } from './transformProps.js';

use([MapChart, GeoComponent]);

let ready: WorldGeo | undefined;
let registering: Promise<WorldGeo> | undefined;

/** The world's shapes, registered with ECharts once (loaded on the first world map only). */
function worldMap(): Promise<WorldGeo> {
  registering ??= loadWorldGeo().then(
    (geo) => {
      registerMap(WORLD_MAP_NAME, geo.geoJson as unknown as Parameters<typeof registerMap>[1]);
      ready = geo;
      return geo;
    },
    (error: unknown) => {
      registering = undefined;
      throw error;
    },
  );
  return registering;
}

interface ClickParams {
  name?: string;
  event?: { event?: MouseEvent };
}

/**
 * The world map: waits for the shapes (a chunk of their own), then draws the countries and
 * bubbles with ECharts; a click on a country or bubble cross-filters its entity value, a
 * right-click opens the drill menu on it.
 */
export default function WorldMapChart(props: WorldMapProps) {
  const { width, height, theme, hooks, emitCrossFilters, entityColumn, selectedValues } = props;
  const [geo, setGeo] = useState<WorldGeo | undefined>(ready);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (geo) return undefined;
    let live = true;
    worldMap().then(
      (g) => live && setGeo(g),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [geo]);
  const built = useMemo(() => (geo ? worldMapOption(props, geo) : undefined), [props, geo]);
  const labelMap = built?.labelMap;
  const emit = emitCrossFilters && hooks?.setDataMask;
  const onContextMenu = hooks?.onContextMenu;
  const eventHandlers = useMemo(() => {
    if (!labelMap) return undefined;
    const handlers: EchartsEventHandlers = {};
    if (emit) {
      handlers.click = (params: unknown) => {
        const { name } = params as ClickParams;
        if (!name || !labelMap[name]) return;
        const mask = crossFilterDataMask(
          name,
          selectedValues.map(String),
          labelMap,
          entityColumn ? [entityColumn] : [],
        );
        if (mask) hooks?.setDataMask?.(mask);
      };
    }
    if (onContextMenu) {
      handlers.contextmenu = (params: unknown) => {
        const { name, event } = params as ClickParams;
        const native = event?.event;
        if (!native) return;
        native.preventDefault();
        const values = name ? labelMap[name] : undefined;
        onContextMenu(
          native.clientX,
          native.clientY,
          values && entityColumn
            ? dimensionContextMenuFilters([entityColumn], values, 'entity')
            : {},
        );
      };
    }
    return Object.keys(handlers).length ? handlers : undefined;
  }, [emit, onContextMenu, hooks, labelMap, entityColumn, selectedValues]);

  if (failed) {
    return <div style={{ width, height }}>The world map could not be loaded.</div>;
  }
  if (!built) return <div style={{ width, height }} aria-busy="true" />;
  return (
    <EchartsRenderer
      option={built.option}
      width={width}
      height={height}
      theme={theme}
      eventHandlers={eventHandlers}
    />
  );
}
