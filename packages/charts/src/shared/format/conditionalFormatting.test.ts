import { describe, expect, it } from 'vitest';
import { cellBackground, getColorFormatters, getOpacity } from './conditionalFormatting.js';

const data = [{ num: 10 }, { num: 20 }, { num: 50 }, { num: 100 }];

describe('conditional formatting', () => {
  it('opacity grows from the cut-off to the extreme value', () => {
    expect(getOpacity(100, 40, 100)).toBe(1);
    expect(getOpacity(50, 40, 100)).toBe(0.21);
    expect(getOpacity(40, 40, 40)).toBe(1);
  });
  it('> colours values above the target, stronger further away', () => {
    const [f] = getColorFormatters(
      [{ column: 'num', operator: '>', targetValue: 40, colorScheme: '#ACE1C4' }],
      data,
    );
    expect(f.getColorFromValue(20)).toBeUndefined();
    expect(f.getColorFromValue(100)).toBe('#ACE1C4FF');
    expect(f.getColorFromValue(50)).toBe('#ACE1C436');
  });
  it('accepts ASCII operators and colour names', () => {
    const [f] = getColorFormatters(
      [{ column: 'num', operator: '<=', targetValue: 20, colorScheme: 'red' }],
      data,
    );
    expect(f.getColorFromValue(10)).toBe('#EFA1AAFF');
    expect(f.getColorFromValue(50)).toBeUndefined();
  });
  it('between operators need both bounds and respect their edges', () => {
    const rules = [
      {
        column: 'num',
        operator: '< x <',
        targetValueLeft: 10,
        targetValueRight: 100,
        colorScheme: '#FDE380',
      },
      {
        column: 'num',
        operator: '≤ x ≤',
        targetValueLeft: 10,
        targetValueRight: 100,
        colorScheme: '#ACE1C4',
      },
      { column: 'num', operator: '≤ x ≤', targetValueLeft: 10, colorScheme: '#ACE1C4' },
    ];
    const [open, closed, ...incomplete] = getColorFormatters(rules, data);
    expect(incomplete).toHaveLength(0);
    expect(open.getColorFromValue(10)).toBeUndefined();
    expect(closed.getColorFromValue(10)).toBe('#ACE1C40D');
  });
  it('None shades the whole column from its minimum (a heatmap)', () => {
    const [f] = getColorFormatters(
      [{ column: 'num', operator: 'None', colorScheme: '#5AC189' }],
      data,
    );
    expect(f.getColorFromValue(10)).toBe('#5AC18900');
    expect(f.getColorFromValue(100)).toBe('#5AC189FF');
  });
  it('= and ≠', () => {
    const [eq, ne] = getColorFormatters(
      [
        { column: 'num', operator: '=', targetValue: 20, colorScheme: '#000000' },
        { column: 'num', operator: '≠', targetValue: 20, colorScheme: '#111111' },
      ],
      data,
    );
    expect(eq.getColorFromValue(20)).toBe('#000000FF');
    expect(eq.getColorFromValue(21)).toBeUndefined();
    expect(ne.getColorFromValue(20)).toBeUndefined();
    expect(ne.getColorFromValue(100)).toBe('#111111FF');
  });
  it('the last matching rule of a column wins', () => {
    const formatters = getColorFormatters(
      [
        { column: 'num', operator: '>', targetValue: 0, colorScheme: '#AAAAAA' },
        { column: 'num', operator: '>', targetValue: 90, colorScheme: '#BBBBBB' },
      ],
      data,
    );
    expect(cellBackground(formatters, 'num', 100)).toBe('#BBBBBBFF');
    expect(cellBackground(formatters, 'num', 50)?.startsWith('#AAAAAA')).toBe(true);
    expect(cellBackground(formatters, 'other', 50)).toBeUndefined();
  });
});
