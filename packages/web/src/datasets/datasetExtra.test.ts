import { describe, expect, it } from 'vitest';
import { isValidExtra, itemExtra, readExtra, writeExtra } from './datasetExtra';

describe("a dataset's extra", () => {
  it('reads certification, warning and the ad-hoc metrics switch', () => {
    const text = JSON.stringify({
      certification: { certified_by: 'Data team', details: 'Source of truth' },
      warning_markdown: '**Stale**',
      disallow_adhoc_metrics: true,
      other: 1,
    });
    expect(readExtra(text)).toEqual({
      certifiedBy: 'Data team',
      certificationDetails: 'Source of truth',
      warningMarkdown: '**Stale**',
      disallowAdhocMetrics: true,
    });
  });

  it('writes a field back and keeps the keys it does not know', () => {
    const text = JSON.stringify({ other: 1, warning_markdown: 'old' });
    const next = JSON.parse(writeExtra(text, { certifiedBy: 'Ada', warningMarkdown: '' }));
    expect(next).toEqual({ other: 1, certification: { certified_by: 'Ada', details: '' } });
  });

  it('leaves text that is not JSON alone, and says it is not valid', () => {
    expect(readExtra('{oops')).toBeNull();
    expect(isValidExtra('{oops')).toBe(false);
    expect(isValidExtra('')).toBe(true);
    expect(writeExtra('{oops', { certifiedBy: 'x' })).toBe('{oops');
  });

  it("builds a metric's extra as Superset does", () => {
    expect(JSON.parse(itemExtra({ certified_by: 'Ada', warning_markdown: 'careful' }))).toEqual({
      certification: { certified_by: 'Ada', details: null },
      warning_markdown: 'careful',
    });
    expect(itemExtra({})).toBe('{}');
  });
});
