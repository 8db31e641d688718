/**
 * Explore's annotation layers in the browser, on birth_names: a formula layer added in its
 * popover is drawn, hidden and removed; an event layer from a saved chart shows Superset's
 * override checkboxes, runs its query when applied, and a failing query marks the layer.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ApiClient } from './api.js';
import { screenshot } from './harness.js';
import { exploreSteps, openExploreSession, type ExploreSession } from './exploreSupport.js';
import { expectAccessibleInBothThemes } from './axe.js';

let session: ExploreSession;
let page: Page;
let api: ApiClient;
let birthsId: number;
const run = Date.now().toString(36);
const { exploreUrl, control, updateButton, chartDone, choose, legendTexts } = exploreSteps(
  () => session,
);

beforeAll(async () => {
  session = await openExploreSession();
  ({ page, api, birthsId } = session);
}, 180_000);

// Each test on a fresh page of its own.
beforeEach(async () => {
  page = await session.newPage();
});

afterAll(async () => {
  await session?.close();
});

describe('explore annotation layers', () => {
  it('draws a formula annotation layer added in its popover, hides it, and removes it', async () => {
    const sum = { expressionType: 'SQL', sqlExpression: 'SUM(num)', label: 'SUM(num)' };
    await page.goto(
      exploreUrl('echarts_timeseries_line', {
        x_axis: 'ds',
        time_grain_sqla: 'P1Y',
        metrics: [sum],
        time_range: 'No filter',
      }),
    );
    await chartDone(page);
    await expect.poll(() => legendTexts()).toEqual(['SUM(num)']);
    const layers = control('annotation_layers');
    const redraw = async () => {
      if (await updateButton().isEnabled()) await updateButton().click();
      await chartDone(page);
    };

    await layers.getByTestId('annotation-add').click();
    const editor = page.getByTestId('annotation-layer-editor');
    await expect
      .poll(() => page.locator('.ant-popover-title').last().textContent())
      .toBe('Add annotation layer');
    await editor.getByTestId('annotation-name').fill('Goal');
    await choose(editor.getByTestId('annotation-type'), 'Formula');
    await editor.getByTestId('annotation-formula').fill('100000');
    // Display configuration: Style and Line width, kept with Superset's keys
    await choose(editor.getByTestId('annotation-style'), 'Dashed');
    await editor
      .locator('[data-testid="annotation-width"] input, input[data-testid="annotation-width"]')
      .fill('3');
    await editor.getByRole('button', { name: 'OK' }).click();
    await editor.waitFor({ state: 'detached' });
    await expect.poll(() => layers.getByText('Goal').count()).toBe(1);
    await redraw();
    await expect.poll(() => legendTexts()).toEqual(['SUM(num)', 'Goal']);
    const storedLayers = async () => {
      const key = new URL(page.url()).searchParams.get('form_data_key');
      if (!key) return [];
      const { form_data: stored } = await api.get<{ form_data: unknown }>(
        `/api/v1/explore/form_data/${key}`,
      );
      const fd = (typeof stored === 'string' ? JSON.parse(stored) : stored) as {
        annotation_layers?: Record<string, unknown>[];
      };
      return fd.annotation_layers ?? [];
    };
    await expect
      .poll(storedLayers)
      .toMatchObject([{ name: 'Goal', annotationType: 'FORMULA', style: 'dashed', width: 3 }]);
    await screenshot(page, 'explore-controls-annotation-layer');

    // its Edit popover: Show unticked, the layer is kept but not drawn
    await layers.getByText('Goal').click();
    await expect
      .poll(() => page.locator('.ant-popover-title').last().textContent())
      .toBe('Edit annotation layer');
    await expect.poll(() => editor.getByTestId('annotation-name').inputValue()).toBe('Goal');
    await editor.getByRole('checkbox', { name: 'Show', exact: true }).uncheck();
    await editor.getByRole('button', { name: 'OK' }).click();
    await editor.waitFor({ state: 'detached' });
    await redraw();
    await expect.poll(() => legendTexts()).toEqual(['SUM(num)']);
    expect(await layers.getByText('Goal').count()).toBe(1);

    await layers.getByRole('button', { name: 'Remove' }).click();
    expect(await layers.getByText('Goal').count()).toBe(0);

    // an Event layer from a saved table chart: Superset's override checkboxes, time range
    // overridden by default; its query runs when applied, its failure marks the layer
    const source = `Annotation source ${run}`;
    await api.send('POST', '/api/v1/chart/', {
      slice_name: source,
      viz_type: 'table',
      datasource_id: birthsId,
      datasource_type: 'table',
      params: JSON.stringify({
        viz_type: 'table',
        datasource: `${birthsId}__table`,
        query_mode: 'raw',
        all_columns: ['ds', 'name'],
        row_limit: 5,
      }),
    });
    await layers.getByTestId('annotation-add').click();
    await editor.getByTestId('annotation-name').fill('Births');
    await choose(editor.getByTestId('annotation-type'), 'Event');
    await choose(editor.getByTestId('annotation-source-type'), 'Table');
    await choose(editor.getByTestId('annotation-value'), source);
    // its columns come from the source chart: the event time column is required
    await expect.poll(() => editor.getByText('Event time column').count()).toBe(1);
    await choose(editor.getByTestId('annotation-time-column'), 'ds');
    await choose(editor.getByTestId('annotation-title-column'), 'name');
    const overrideRange = editor.getByRole('checkbox', { name: 'Override time range' });
    const overrideGrain = editor.getByRole('checkbox', { name: 'Override time grain' });
    await expect.poll(() => overrideRange.isChecked()).toBe(true);
    expect(await overrideGrain.isChecked()).toBe(false);
    await overrideGrain.check();
    await editor.getByRole('button', { name: 'OK' }).click();
    await editor.waitFor({ state: 'detached' });
    await expect.poll(() => layers.getByTestId('annotation-loading').count()).toBe(0);
    expect(await layers.getByTestId('annotation-error').count()).toBe(0);
    await layers.getByText('Births').click();
    await expect.poll(() => overrideGrain.isChecked()).toBe(true);

    const failing = '**/api/v1/chart/data*';
    await page.route(failing, (route) =>
      route.request().postData()?.includes('"Births"')
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({ message: 'Source chart failed' }),
          })
        : route.continue(),
    );
    await editor.getByRole('button', { name: 'OK' }).click();
    await editor.waitFor({ state: 'detached' });
    await layers.getByTestId('annotation-error').waitFor();
    await expect
      .poll(() => layers.locator('.control-errors').textContent())
      .toBe('Births: Source chart failed');
    await layers.getByTestId('annotation-error').hover();
    await expect
      .poll(() => page.getByRole('tooltip').last().textContent())
      .toBe('Source chart failed');
    await screenshot(page, 'explore-controls-annotation-error');
    await expectAccessibleInBothThemes(page, 'the tooltip of a failed annotation layer');
    await page.unroute(failing);
    await layers.getByRole('button', { name: 'Remove' }).click();
    await expect
      .poll(() => control('annotation_layers').locator('.control-errors').count())
      .toBe(0);
  }, 90_000);
});
