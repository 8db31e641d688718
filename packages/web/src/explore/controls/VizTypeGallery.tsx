/**
 * The chart gallery modal "Select a visualization type": a 220 px sidebar (All charts,
 * Recommended tags, Category, Tags), a search box, the thumbnail grid and the detail
 * panel. Double-click or Select picks a chart.
 */
import { Button, Collapse, Input, Modal, Tag } from 'antd';
import { useMemo, useState } from 'react';
import {
  GALLERY_MIN_WIDTH,
  GALLERY_SIDEBAR_WIDTH,
  GALLERY_TEXTS,
  RECOMMENDED_TAGS,
  galleryCategories,
  galleryEntries,
  galleryTags,
  searchGallery,
  sectionEntries,
  selectionAfterSection,
  type GalleryEntry,
  type GallerySection,
} from './gallery';
import { VizThumbnail } from './VizThumbnail';

const same = (a: GallerySection, b: GallerySection) => JSON.stringify(a) === JSON.stringify(b);

/** The sidebar: All charts, then the Recommended tags, the categories and the tags. */
function GallerySidebar({
  entries,
  active,
  onChoose,
}: {
  entries: GalleryEntry[];
  /** The section shown; null while searching. */
  active: GallerySection | null;
  onChoose(section: GallerySection): void;
}) {
  const sideItem = (s: GallerySection, label: string, count?: number) => (
    <div
      key={label}
      role="button"
      data-testid="gallery-section"
      onClick={() => onChoose(s)}
      style={{
        padding: '4px 8px',
        cursor: 'pointer',
        borderRadius: 4,
        fontSize: 13,
        background: active !== null && same(active, s) ? 'rgba(31,168,201,0.15)' : undefined,
      }}
    >
      {label}
      {count !== undefined ? <span style={{ float: 'right', opacity: 0.6 }}>{count}</span> : null}
    </div>
  );
  return (
    <div style={{ width: GALLERY_SIDEBAR_WIDTH, flex: 'none', overflowY: 'auto' }}>
      {sideItem({ kind: 'all' }, GALLERY_TEXTS.allCharts, entries.length)}
      <Collapse
        ghost
        size="small"
        defaultActiveKey={['recommended', 'category']}
        items={[
          {
            key: 'recommended',
            label: GALLERY_TEXTS.recommended,
            children: RECOMMENDED_TAGS.map((t) => sideItem({ kind: 'tag', value: t }, t)),
          },
          {
            key: 'category',
            label: GALLERY_TEXTS.category,
            children: galleryCategories(entries).map((c) =>
              sideItem({ kind: 'category', value: c }, c),
            ),
          },
          {
            key: 'tags',
            label: GALLERY_TEXTS.tags,
            children: galleryTags(entries).map((t) => sideItem({ kind: 'tag', value: t }, t)),
          },
        ]}
      />
    </div>
  );
}

/** The thumbnails: a click selects a chart type, a double click picks it. */
function GalleryGrid({
  shown,
  selected,
  setSelected,
  onSelect,
}: {
  shown: GalleryEntry[];
  selected: string | null;
  setSelected(vizType: string): void;
  onSelect(vizType: string): void;
}) {
  return (
    <div
      style={{
        flex: 1,
        overflowY: 'auto',
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
        gap: 12,
        alignContent: 'start',
      }}
    >
      {shown.map((e) => (
        <div
          key={e.key}
          role="button"
          data-testid="viztype-selector-container"
          data-viz-type={e.key}
          onClick={() => setSelected(e.key)}
          onDoubleClick={() => onSelect(e.key)}
          style={{
            cursor: 'pointer',
            padding: 6,
            borderRadius: 4,
            border: `2px solid ${selected === e.key ? '#1fa8c9' : 'transparent'}`,
            textAlign: 'center',
            fontSize: 12,
          }}
        >
          <VizThumbnail thumbnail={e.metadata.thumbnail} size={100} />
          <div style={{ marginTop: 4 }}>{e.metadata.name}</div>
        </div>
      ))}
    </div>
  );
}

/** The selected chart type: name, label, tags, description and example images. */
function GalleryDetail({ detail }: { detail: GalleryEntry }) {
  return (
    <div
      data-testid="gallery-detail"
      style={{
        borderTop: '1px solid rgba(128,128,128,0.3)',
        paddingTop: 10,
        marginTop: 10,
        maxHeight: 180,
        overflowY: 'auto',
      }}
    >
      <div style={{ fontSize: 16, fontWeight: 600 }}>
        {detail.metadata.name}
        {detail.metadata.label ? (
          <Tag color="gold" style={{ marginLeft: 8 }}>
            {detail.metadata.label}
          </Tag>
        ) : null}
      </div>
      <div style={{ margin: '4px 0' }}>
        {detail.metadata.tags.map((t) => (
          <Tag key={t}>{t}</Tag>
        ))}
      </div>
      <div style={{ whiteSpace: 'pre-wrap', fontSize: 13 }}>
        {detail.metadata.description || GALLERY_TEXTS.noDescription}
      </div>
      <div style={{ display: 'flex', gap: 8, marginTop: 6 }}>
        {detail.metadata.exampleGallery.map((ex) => (
          <img
            key={ex.url}
            src={ex.url}
            alt={ex.caption ?? ''}
            title={ex.caption}
            style={{ height: 90 }}
          />
        ))}
      </div>
    </div>
  );
}

export function VizTypeGallery(props: {
  open: boolean;
  value: string;
  onSelect(vizType: string): void;
  onCancel(): void;
}) {
  const entries = useMemo(() => galleryEntries(), []);
  const [selected, setSelected] = useState<string | null>(props.value);
  const [section, setSection] = useState<GallerySection>({ kind: 'all' });
  const [search, setSearch] = useState('');
  const searching = search.trim().length > 0;
  const shown = searching ? searchGallery(entries, search) : sectionEntries(entries, section);
  const detail = entries.find((e) => e.key === selected);

  const choose = (s: GallerySection) => {
    setSearch('');
    setSection(s);
    setSelected(selectionAfterSection(selected, s, entries));
  };
  return (
    <Modal
      open={props.open}
      title={GALLERY_TEXTS.title}
      width={GALLERY_MIN_WIDTH}
      onCancel={props.onCancel}
      destroyOnHidden
      styles={{ body: { minWidth: GALLERY_MIN_WIDTH - 48 } }}
      footer={[
        <Button key="cancel" onClick={props.onCancel}>
          Cancel
        </Button>,
        <Button
          key="select"
          type="primary"
          data-testid="gallery-select"
          disabled={!selected}
          onClick={() => selected && props.onSelect(selected)}
        >
          Select
        </Button>,
      ]}
    >
      <div data-testid="viz-type-gallery" style={{ display: 'flex', gap: 16, height: 560 }}>
        <GallerySidebar entries={entries} active={searching ? null : section} onChoose={choose} />
        <div style={{ flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0 }}>
          <Input.Search
            data-testid="gallery-search"
            placeholder={GALLERY_TEXTS.search}
            allowClear
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            style={{ marginBottom: 12 }}
          />
          <GalleryGrid
            shown={shown}
            selected={selected}
            setSelected={setSelected}
            onSelect={props.onSelect}
          />
          {detail ? <GalleryDetail detail={detail} /> : null}
        </div>
      </div>
    </Modal>
  );
}
