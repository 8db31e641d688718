import { DTTM_ALIAS } from '@tessera/core';
import { formValue } from '../shared/formDataValue.js';
import type { ChartProps, ChartTheme, DataRecord } from '../types.js';
import { DEFAULT_HANDLEBARS_TEMPLATE } from './controlPanel.js';
import { createHandlebars } from './helpers.js';
import { interpretTemplate } from './interpret.js';
import { sanitizeTemplateHtml } from './sanitize.js';

export interface HandlebarsChartProps {
  width: number;
  height: number;
  theme: ChartTheme;
  /** The template's output, sanitised. */
  html: string;
  /** The template's error, when it did not compile or run. */
  error: string | null;
  /** The chart's CSS as written (the chart scopes it to its container). */
  styleTemplate: string;
}

const handlebars = createHandlebars();
type Template = (context: unknown) => string;
const compiled = new Map<string, Template>();

/** The template, parsed once (and run without eval: see interpret.ts). */
function compile(source: string): Template {
  let template = compiled.get(source);
  if (!template) {
    template = interpretTemplate(handlebars, source);
    if (compiled.size > 50) compiled.clear();
    compiled.set(source, template);
  }
  return template;
}

/** The rows with `__timestamp` as a Date (what Superset hands the template). */
export function templateData(data: DataRecord[]): Record<string, unknown>[] {
  return data.map((row) =>
    row[DTTM_ALIAS] === undefined || row[DTTM_ALIAS] === null
      ? row
      : { ...row, [DTTM_ALIAS]: new Date(row[DTTM_ALIAS] as number | string) },
  );
}

/** Renders `handlebarsTemplate` over `{ data }` and sanitises the HTML. */
export function renderTemplate(source: string, data: DataRecord[]) {
  try {
    const html = compile(source)({ data: templateData(data) });
    return { html: sanitizeTemplateHtml(html), error: null };
  } catch (error) {
    return { html: '', error: error instanceof Error ? error.message : String(error) };
  }
}

export default function transformProps(chartProps: ChartProps): HandlebarsChartProps {
  const { formData, queriesData, width, height, theme } = chartProps;
  const data = queriesData[0]?.data ?? [];
  const source = formValue<string>(formData, 'handlebarsTemplate', DEFAULT_HANDLEBARS_TEMPLATE);
  const styleTemplate = formValue<string>(formData, 'styleTemplate', '');
  return {
    width,
    height,
    theme,
    ...renderTemplate(String(source), data),
    styleTemplate: String(styleTemplate),
  };
}
