import { useEffect, useMemo, useState } from 'react';
import { registerMap, use } from 'echarts/core';
import { MapChart } from 'echarts/charts';
import { GeoComponent } from 'echarts/components';
import { EchartsRenderer } from '../shared/echarts/EchartsRenderer.js';
import { worldMapEventHandlers } from './events.js';
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
  const setDataMask = emitCrossFilters ? hooks?.setDataMask : undefined;
  const onContextMenu = hooks?.onContextMenu;
  const eventHandlers = useMemo(
    () =>
      labelMap
        ? worldMapEventHandlers({
            labelMap,
            entityColumn,
            selectedValues,
            setDataMask,
            onContextMenu,
          })
        : undefined,
    [labelMap, entityColumn, selectedValues, setDataMask, onContextMenu],
  );

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
