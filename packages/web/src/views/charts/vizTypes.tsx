/** The chart types this build offers, with their names and thumbnails from the charts registry. */
import type { CSSProperties } from 'react';
import { chartRegistry, galleryVizTypes, isShownInGallery } from '@tessera/charts';

export interface VizTypeOption {
  value: string;
  label: string;
}

/** The name of a viz type, or the key itself for a type this build does not know. */
export function vizTypeName(vizType: string | null): string {
  if (!vizType) return '';
  return chartRegistry.get(vizType)?.metadata.name ?? vizType;
}

/** The Type filter's choices: every registered type, by name. */
export function vizTypeOptions(): VizTypeOption[] {
  return [...chartRegistry.values()]
    .map((p) => ({ value: p.vizType, label: p.metadata.name }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** The types a new chart may be, in Superset's gallery order. */
export function galleryTypes(): { vizType: string; name: string; description: string }[] {
  return galleryVizTypes()
    .map((vizType) => ({ vizType, metadata: chartRegistry.get(vizType)!.metadata }))
    .filter(({ vizType, metadata }) => isShownInGallery(metadata, [], vizType))
    .map(({ vizType, metadata }) => ({
      vizType,
      name: metadata.name,
      description: metadata.description,
    }));
}

/**
 * A chart type's thumbnail: its inline SVG (drawn in the current text colour), a static
 * image, or nothing for an unknown type.
 */
export function VizThumbnail({
  vizType,
  style,
}: {
  vizType: string | null;
  style?: CSSProperties;
}) {
  const thumbnail = vizType ? chartRegistry.get(vizType)?.metadata.thumbnail : undefined;
  if (!thumbnail) return <span role="img" aria-label="Unknown chart type" style={style} />;
  const label = `${vizTypeName(vizType)} thumbnail`;
  if (thumbnail.trimStart().startsWith('<svg')) {
    return (
      <span
        role="img"
        aria-label={label}
        style={{ display: 'block', ...style }}
        // The registry's own SVG markup (static strings in @tessera/charts).
        dangerouslySetInnerHTML={{
          __html: thumbnail.replace('<svg ', '<svg width="100%" height="100%" '),
        }}
      />
    );
  }
  return <img src={thumbnail} alt={label} style={{ display: 'block', ...style }} />;
}
