/**
 * VizTypeControl: six quick tiles plus the current and rendered types, and "View all
 * charts" opening the gallery. An unknown type says so.
 */
import { Tooltip, theme } from 'antd';
import { lazy, Suspense, useRef, useState } from 'react';
import { getChartPlugin } from '@tessera/charts';
import { GALLERY_TEXTS } from './galleryTexts';
import { VizThumbnail } from './VizThumbnail';
import { quickTiles } from './vizTiles';
import { onEnterOrSpace } from '../../components/keyboard';

// The gallery (and its search) loads on "View all charts", not with the page.
const VizTypeGallery = lazy(() =>
  import('./VizTypeGallery').then((m) => ({ default: m.VizTypeGallery })),
);

/** After a click the tiles' tooltips stay quiet this long. */
export const TOOLTIP_SUPPRESS_MS = 1000;

export function VizTypeControl(props: {
  value: string;
  renderedVizType?: string;
  onChange(vizType: string): void;
}) {
  const { token } = theme.useToken();
  const [galleryOpen, setGalleryOpen] = useState(false);
  const [quiet, setQuiet] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const known = Boolean(getChartPlugin(props.value));
  const tiles = quickTiles(props.value, props.renderedVizType).filter((k) => getChartPlugin(k));
  const choose = (key: string) => {
    setQuiet(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setQuiet(false), TOOLTIP_SUPPRESS_MS);
    props.onChange(key);
  };
  return (
    <div data-testid="viz-type-control">
      {!known ? (
        <div
          data-testid="viz-type-unsupported"
          style={{ color: token.colorErrorText, fontSize: 12, marginBottom: 6 }}
        >
          {GALLERY_TEXTS.unsupported}
        </div>
      ) : null}
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 6 }}>
        {tiles.map((key) => {
          const metadata = getChartPlugin(key)!.metadata;
          const active = key === props.value;
          return (
            <Tooltip key={key} title={quiet ? undefined : metadata.name} placement="top">
              <div
                role="button"
                tabIndex={0}
                aria-label={metadata.name}
                data-testid="viz-tile"
                data-viz-type={key}
                aria-pressed={active}
                onClick={() => choose(key)}
                onKeyDown={(e) => onEnterOrSpace(e, () => choose(key))}
                style={{
                  cursor: 'pointer',
                  padding: 4,
                  borderRadius: 4,
                  border: `1px solid ${active ? '#1fa8c9' : 'rgba(128,128,128,0.3)'}`,
                  background: active ? 'rgba(31,168,201,0.12)' : undefined,
                }}
              >
                <VizThumbnail thumbnail={metadata.thumbnail} size={52} />
              </div>
            </Tooltip>
          );
        })}
      </div>
      <a
        role="button"
        tabIndex={0}
        data-testid="view-all-charts"
        style={{ display: 'inline-block', marginTop: 6, fontSize: 12 }}
        onClick={() => setGalleryOpen(true)}
        onKeyDown={(e) => onEnterOrSpace(e, () => setGalleryOpen(true))}
      >
        {GALLERY_TEXTS.viewAll}
      </a>
      {galleryOpen ? (
        <Suspense fallback={null}>
          <VizTypeGallery
            open
            value={props.value}
            onCancel={() => setGalleryOpen(false)}
            onSelect={(key) => {
              setGalleryOpen(false);
              props.onChange(key);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
