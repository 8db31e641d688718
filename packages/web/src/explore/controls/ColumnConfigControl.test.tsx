import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GenericDataType } from '@tessera/charts';
import {
  ColumnConfigEditor,
  columnConfigFields,
  defaultHorizontalAlign,
  layoutFields,
  shownColumns,
} from './ColumnConfigControl';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const editor = (type: GenericDataType | undefined, config = {}) =>
  renderToStaticMarkup(<ColumnConfigEditor config={config} type={type} onChange={() => {}} />);
/** The value of the checked alignment button. */
const checkedAlign = (html: string) =>
  /ant-radio-button-wrapper-checked[^>]*>.*?value="(\w+)"/.exec(html)?.[1];

describe('ColumnConfigControl', () => {
  it('aligns numbers right and everything else left by default, as the table does', () => {
    expect(defaultHorizontalAlign(GenericDataType.NUMERIC)).toBe('right');
    expect(defaultHorizontalAlign(GenericDataType.STRING)).toBe('left');
    expect(defaultHorizontalAlign(GenericDataType.TEMPORAL)).toBe('left');
    expect(checkedAlign(editor(GenericDataType.NUMERIC))).toBe('right');
    expect(checkedAlign(editor(GenericDataType.STRING))).toBe('left');
    expect(checkedAlign(editor(GenericDataType.NUMERIC, { horizontalAlign: 'center' }))).toBe(
      'center',
    );
  });

  it('offers number formats, currency and cell bars for numeric columns (metrics)', () => {
    const shown = text(editor(GenericDataType.NUMERIC));
    for (const label of ['Min Width', 'Text align', 'D3 format', 'Currency format'])
      expect(shown).toContain(label);
    expect(shown).toContain('Show cell bars');
    expect(shown).not.toContain('Truncate Cells');
    expect(shown).not.toContain('Date format');
  });

  it('offers truncation and the emit target for text columns', () => {
    const shown = text(editor(GenericDataType.STRING, { emitTarget: 'country_code' }));
    expect(shown).toContain('Truncate Cells');
    expect(shown).toContain('Emit Target');
    expect(editor(GenericDataType.STRING, { emitTarget: 'country_code' })).toContain(
      'value="country_code"',
    );
    expect(shown).not.toContain('D3 format');
    expect(columnConfigFields(GenericDataType.TEMPORAL)).toContain('d3TimeFormat');
  });

  it('offers every field when the column type is unknown', () => {
    expect(columnConfigFields(undefined)).toEqual(
      expect.arrayContaining(['truncateLongCells', 'currencyFormat', 'emitTarget']),
    );
  });

  it('collapses long column lists', () => {
    const names = Array.from({ length: 13 }, (_, i) => `c${i}`);
    expect(shownColumns(names, false)).toHaveLength(10);
    expect(shownColumns(names, true)).toHaveLength(13);
  });

  it("offers a radar metric only its Max, as the radar's configFormLayout says", () => {
    const layout = { NUMERIC: [['radarMetricMaxValue']] };
    const fields = layoutFields(layout, GenericDataType.NUMERIC);
    expect(fields).toEqual(['radarMetricMaxValue']);
    expect(layoutFields(layout, GenericDataType.STRING)).toBeUndefined();
    expect(layoutFields(undefined, GenericDataType.NUMERIC)).toBeUndefined();
    const shown = text(
      renderToStaticMarkup(
        <ColumnConfigEditor
          config={{ radarMetricMaxValue: 5000 }}
          type={GenericDataType.NUMERIC}
          fields={fields}
          onChange={() => {}}
        />,
      ),
    );
    expect(shown).toContain('Max');
    expect(shown).not.toContain('D3 format');
    expect(shown).not.toContain('Min Width');
  });
});
