import { describe, expect, it } from 'vitest';
import { fileStem, pdfPage } from './elementDownload';

const AT = new Date('2024-05-01T10:20:30.456Z');

describe('fileStem', () => {
  it('is the title and the time, as Superset names a download', () => {
    expect(fileStem('Sales board', 'dashboard', AT)).toBe('Sales board-2024-05-01T10-20-30Z');
  });

  it('makes dashes of what no file name may hold, and names the untitled', () => {
    expect(fileStem('Q1/Q2: "best" <of> all?', 'chart', AT)).toBe(
      'Q1-Q2- -best- -of- all--2024-05-01T10-20-30Z',
    );
    expect(fileStem('  ', 'chart', AT)).toBe('chart-2024-05-01T10-20-30Z');
  });
});

describe('pdfPage', () => {
  it('is the element’s size in points, landscape when wider than high', () => {
    expect(pdfPage(1200, 800)).toEqual({ width: 900, height: 600, orientation: 'landscape' });
    expect(pdfPage(800, 1200)).toEqual({ width: 600, height: 900, orientation: 'portrait' });
  });

  it('is at most 200 inches a side, keeping the proportions', () => {
    const page = pdfPage(1400, 28800);
    expect(page.height).toBe(14400);
    expect(page.width).toBe(700);
    expect(page.orientation).toBe('portrait');
  });
});
