import { useCallback, useEffect, useMemo, useState } from 'react';
import type { FeatureCollection } from 'geojson';
import { registerMap, use } from 'echarts/core';
import { MapChart } from 'echarts/charts';
import { EchartsRenderer } from '../shared/echarts/EchartsRenderer.js';
import { countryMapName, loadCountryGeo } from './geo.js';
import { countryMapOption } from './option.js';
import type { CountryMapProps } from './transformProps.js';
import { zoomOnClick } from './zoom.js';

use([MapChart]);

const registered = new Map<string, FeatureCollection>();

type State = { country: string; geo: FeatureCollection } | { country: string; error: string };

/** The subdivision zoomed into, with the shapes it was picked on. */
interface Zoom {
  on: FeatureCollection | undefined;
  region: string | undefined;
}

/**
 * The country map: loads the chosen country's shapes (a chunk of their own), registers them
 * with ECharts once, and draws the subdivisions coloured by the metric. A click on a
 * subdivision zooms into it, on it again or on the background back out (zoom.ts); the zoom
 * lives here, with the shapes it was made on, so that another country starts unzoomed.
 */
export default function CountryMapChart(props: CountryMapProps) {
  const { width, height, theme, country } = props;
  const known = country ? registered.get(country) : undefined;
  const [state, setState] = useState<State | undefined>(
    country && known ? { country, geo: known } : undefined,
  );
  useEffect(() => {
    if (!country) return undefined;
    const have = registered.get(country);
    if (have) {
      setState({ country, geo: have });
      return undefined;
    }
    const pending = loadCountryGeo(country);
    if (!pending) {
      setState({ country, error: `No map for the country "${country}".` });
      return undefined;
    }
    let live = true;
    pending.then(
      (geo) => {
        if (!registered.has(country)) {
          registerMap(countryMapName(country), geo as unknown as Parameters<typeof registerMap>[1]);
          registered.set(country, geo);
        }
        if (live) setState({ country, geo });
      },
      () => live && setState({ country, error: 'The country map could not be loaded.' }),
    );
    return () => {
      live = false;
    };
  }, [country]);
  const current = state && state.country === country ? state : undefined;
  const geo = current && 'geo' in current ? current.geo : undefined;
  const [zoom, setZoom] = useState<Zoom>({ on: geo, region: undefined });
  const zoomed = zoom.on === geo ? zoom.region : undefined;
  const click = useCallback(
    (region: string | undefined) =>
      setZoom((z) => ({
        on: geo,
        region: zoomOnClick(z.on === geo ? z.region : undefined, region),
      })),
    [geo],
  );
  const eventHandlers = useMemo(
    () => ({
      click: (params: unknown) => click((params as { name?: string }).name || undefined),
      'zr:click': (event: unknown) => {
        if (!(event as { target?: unknown }).target) click(undefined);
      },
    }),
    [click],
  );
  const option = useMemo(
    () =>
      current && 'geo' in current
        ? countryMapOption(props, countryMapName(current.country), current.geo, zoomed)
        : undefined,
    [props, current, zoomed],
  );
  if (!country) return <div style={{ width, height }}>Select a country.</div>;
  if (current && 'error' in current) return <div style={{ width, height }}>{current.error}</div>;
  if (!option) return <div style={{ width, height }} aria-busy="true" />;
  return (
    <EchartsRenderer
      option={option}
      width={width}
      height={height}
      theme={theme}
      eventHandlers={eventHandlers}
    />
  );
}
