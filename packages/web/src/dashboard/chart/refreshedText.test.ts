import { describe, expect, it } from 'vitest';
import type { ChartDataQueryResult } from '@tessera/core';
import { refreshedText } from './refreshedText';

const now = Date.parse('2024-05-01T12:00:00Z');
const answer = (fields: Partial<ChartDataQueryResult>) => [fields as ChartDataQueryResult];

describe('refreshedText', () => {
  it('says when a cached answer was cached', () => {
    const cached = answer({ is_cached: true, cached_dttm: '2024-05-01T11:55:00' });
    expect(refreshedText(cached, now - 1000, now)).toBe('Cached 5 minutes ago');
  });

  it('says when a fresh answer was fetched', () => {
    expect(refreshedText(answer({ is_cached: false }), now - 2000, now)).toBe(
      'Fetched a few seconds ago',
    );
  });

  it('says nothing before an answer', () => {
    expect(refreshedText(null, null, now)).toBe('');
  });
});
