import { useMemo } from 'react';
import { FONT_FAMILY, layoutCloud } from './layout.js';
import type { WordCloudProps } from './transformProps.js';

/**
 * The cloud as SVG text, laid out by d3-cloud's algorithm (layout.ts) and scaled to the chart's
 * box.
 */
export default function WordCloud({ width, height, rotation, words }: WordCloudProps) {
  const layout = useMemo(
    () => layoutCloud(words, rotation, width, height),
    [words, rotation, width, height],
  );
  const viewWidth = width * layout.scaleFactor;
  const viewHeight = height * layout.scaleFactor;
  return (
    <svg
      className="word-cloud"
      data-testid="word-cloud"
      data-words={layout.words.length}
      width={width}
      height={height}
      viewBox={`${-viewWidth / 2} ${-viewHeight / 2} ${viewWidth} ${viewHeight}`}
    >
      <g>
        {layout.words.map((w, i) => (
          <text
            key={i}
            fontSize={`${w.size}px`}
            fontWeight="bold"
            fontFamily={FONT_FAMILY}
            textAnchor="middle"
            fill={w.color}
            transform={`translate(${w.x}, ${w.y}) rotate(${w.rotate})`}
          >
            {w.text}
          </text>
        ))}
      </g>
    </svg>
  );
}
