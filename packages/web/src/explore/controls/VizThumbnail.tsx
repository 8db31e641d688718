/** A chart type's thumbnail: inline SVG markup or an image path. */
export function VizThumbnail({ thumbnail, size }: { thumbnail: string; size: number }) {
  const style = { width: size, height: size * 0.75, display: 'block' as const };
  if (thumbnail.trim().startsWith('<svg')) {
    return (
      <span
        style={style}
        dangerouslySetInnerHTML={{
          __html: thumbnail.replace('<svg', '<svg width="100%" height="100%"'),
        }}
      />
    );
  }
  return <img src={thumbnail} alt="" style={{ ...style, objectFit: 'contain' }} />;
}
