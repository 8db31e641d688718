import type { EChartsCoreOption } from 'echarts/core';
import { OpacityEnum, themeColors } from '../shared/echarts/constants.js';
import { getDefaultTooltip, tooltipHtml } from '../shared/echarts/tooltip.js';
import type { ChartTheme, DataRecordValue } from '../types.js';
import { WORLD_MAP_NAME, type WorldGeo } from './geo.js';
import type { WorldMapProps } from './transformProps.js';

/** The fill of a country without data. */
export const noDataColor = (theme: ChartTheme) => (theme === 'dark' ? '#3A3A3A' : '#E6E6E6');

/** The map's box: the same for the countries and the (invisible) geo the bubbles sit on. */
const LAYOUT = { left: 8, right: 8, top: 8, bottom: 8, preserveAspect: true };

interface CountryDatum {
  name: string;
  value: number | null;
  countryName: string;
  m2: number | null;
}

export interface WorldMapOption {
  option: EChartsCoreOption;
  /** cca3 → the entity value it stands for (cross-filters and drill). */
  labelMap: Record<string, DataRecordValue[]>;
}

/**
 * The ECharts option of a world map: a map series of the countries with data (joined to the
 * shapes by the country table under `country_fieldtype`), filled with their row's colour;
 * with bubbles, a scatter series on a geo laid out as the map, sized by the square root of
 * the bubble metric up to `max_bubble_size`. Rows naming no known country are left out.
 */
export function worldMapOption(props: WorldMapProps, geo: WorldGeo): WorldMapOption {
  const { rows, theme, formatter, metricLabel, secondaryLabel, selectedValues } = props;
  const colors = themeColors(theme);
  const labelMap: Record<string, DataRecordValue[]> = {};
  const selected = new Set(selectedValues.map(String));
  const countries: (CountryDatum & Record<string, unknown>)[] = [];
  const bubbles: { name: string; value: [number, number, number]; countryName: string }[] = [];
  let maxM2 = 0;
  for (const row of rows) {
    const country = geo.lookup(props.countryFieldType, row.entity);
    if (!country || labelMap[country.cca3]) continue;
    labelMap[country.cca3] = [row.entity];
    const dimmed = selected.size > 0 && !selected.has(country.cca3);
    countries.push({
      name: country.cca3,
      value: row.m1,
      countryName: country.name,
      m2: row.m2,
      itemStyle: {
        areaColor: row.color,
        opacity: dimmed ? OpacityEnum.SemiTransparent : OpacityEnum.NonTransparent,
      },
      emphasis: { itemStyle: { areaColor: row.color } },
    });
    if (props.showBubbles && row.m2 !== null && row.m2 > 0 && Number.isFinite(country.lat)) {
      maxM2 = Math.max(maxM2, row.m2);
      bubbles.push({
        name: country.cca3,
        value: [country.lng, country.lat, row.m2],
        countryName: country.name,
      });
    }
  }
  const bubbleSize = (value: number) =>
    maxM2 > 0 ? 2 * props.maxBubbleSize * Math.sqrt(Math.max(0, value) / maxM2) : 0;

  const tooltipFor = (name: string, countryName: string, m1: unknown, m2: unknown) => {
    const lines = [
      { cells: [metricLabel, m1 === null || m1 === undefined ? '–' : formatter(m1 as number)] },
    ];
    if (secondaryLabel && secondaryLabel !== metricLabel && m2 !== null && m2 !== undefined) {
      lines.push({ cells: [secondaryLabel, formatter(m2 as number)] });
    }
    return tooltipHtml(lines, countryName || name);
  };
  const byName = new Map(countries.map((c) => [c.name, c]));

  const series: Record<string, unknown>[] = [
    {
      type: 'map',
      map: WORLD_MAP_NAME,
      ...LAYOUT,
      roam: false,
      selectedMode: false,
      animation: false,
      nameProperty: 'name',
      itemStyle: {
        areaColor: noDataColor(theme),
        borderColor: colors.background,
        borderWidth: 0.5,
      },
      label: { show: false },
      emphasis: {
        label: { show: false },
        itemStyle: { borderColor: colors.text, borderWidth: 1 },
      },
      tooltip: {
        formatter: (params: { name?: string; data?: CountryDatum }) =>
          params.data
            ? tooltipFor(
                params.name ?? '',
                params.data.countryName,
                params.data.value,
                params.data.m2,
              )
            : '',
      },
      data: countries,
    },
  ];
  const option: Record<string, unknown> = {
    tooltip: { ...getDefaultTooltip(theme), trigger: 'item' },
    series,
  };
  if (bubbles.length > 0) {
    option.geo = {
      map: WORLD_MAP_NAME,
      ...LAYOUT,
      roam: false,
      silent: true,
      itemStyle: { areaColor: 'transparent', borderWidth: 0 },
      emphasis: { disabled: true },
      label: { show: false },
    };
    series.push({
      type: 'scatter',
      coordinateSystem: 'geo',
      geoIndex: 0,
      name: secondaryLabel,
      animation: false,
      symbolSize: (value: [number, number, number]) => bubbleSize(value[2]),
      itemStyle: {
        color: props.bubbleColor,
        opacity: 0.75,
        borderColor: colors.background,
        borderWidth: 1,
      },
      emphasis: { scale: 1.1 },
      tooltip: {
        formatter: (params: { name?: string; data?: { countryName: string; value: number[] } }) => {
          const c = byName.get(params.name ?? '');
          return tooltipFor(
            params.name ?? '',
            params.data?.countryName ?? '',
            c?.value ?? null,
            params.data?.value[2],
          );
        },
      },
      data: bubbles,
      z: 3,
    });
  }
  return { option, labelMap };
}
