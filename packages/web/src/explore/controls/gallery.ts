/**
 * The chart gallery's entries, sidebar sections and search (Superset's VizTypeGallery):
 * Fuse.js with threshold 0.3 and weights name 4, tags 2, description 1; label badges
 * weigh DEPRECATED -0.1 and FEATURED +0.1.
 */
import Fuse from 'fuse.js';
import {
  chartRegistry,
  galleryVizTypes,
  isShownInGallery,
  type ChartMetadata,
} from '@tessera/charts';
import { GALLERY_TEXTS } from './galleryTexts';

export interface GalleryEntry {
  key: string;
  metadata: ChartMetadata;
}

export { GALLERY_TEXTS };

export const RECOMMENDED_TAGS = ['Popular', 'ECharts', 'Advanced-Analytics'] as const;
export const LABEL_WEIGHTS: Record<string, number> = { DEPRECATED: -0.1, FEATURED: 0.1 };
export const GALLERY_MIN_WIDTH = 1090;
export const GALLERY_SIDEBAR_WIDTH = 220;

/** Every chart the gallery lists, in gallery order (deprecated and filter plugins left out). */
export function galleryEntries(): GalleryEntry[] {
  return galleryVizTypes()
    .map((key) => ({ key, metadata: chartRegistry.get(key)!.metadata }))
    .filter((e) => isShownInGallery(e.metadata, [], e.key));
}

export type GallerySection =
  { kind: 'all' } | { kind: 'category'; value: string } | { kind: 'tag'; value: string };

export const categoryOf = (m: ChartMetadata): string => m.category ?? GALLERY_TEXTS.other;

export function galleryCategories(entries: GalleryEntry[]): string[] {
  return [...new Set(entries.map((e) => categoryOf(e.metadata)))].sort((a, b) =>
    a === GALLERY_TEXTS.other ? 1 : b === GALLERY_TEXTS.other ? -1 : a.localeCompare(b),
  );
}

/** Tags of the Tags group (the recommended ones are listed in their own group). */
export function galleryTags(entries: GalleryEntry[]): string[] {
  const tags = new Set(entries.flatMap((e) => e.metadata.tags));
  return [...tags]
    .filter((t) => !(RECOMMENDED_TAGS as readonly string[]).includes(t))
    .sort((a, b) => a.localeCompare(b));
}

export function inSection(entry: GalleryEntry, section: GallerySection): boolean {
  if (section.kind === 'all') return true;
  if (section.kind === 'category') return categoryOf(entry.metadata) === section.value;
  return entry.metadata.tags.includes(section.value);
}

export function sectionEntries(entries: GalleryEntry[], section: GallerySection): GalleryEntry[] {
  return entries.filter((e) => inSection(e, section));
}

/** Search results, best first: Fuse's score adjusted by the label badge's weight. */
export function searchGallery(entries: GalleryEntry[], text: string): GalleryEntry[] {
  const query = text.trim();
  if (!query) return entries;
  const fuse = new Fuse(entries, {
    ignoreLocation: true,
    includeScore: true,
    threshold: 0.3,
    keys: [
      { name: 'metadata.name', weight: 4 },
      { name: 'metadata.tags', weight: 2 },
      { name: 'metadata.description', weight: 1 },
    ],
  });
  return fuse
    .search(query)
    .map((r, i) => ({
      entry: r.item,
      i,
      score: (r.score ?? 0) - (LABEL_WEIGHTS[r.item.metadata.label ?? ''] ?? 0),
    }))
    .sort((a, b) => a.score - b.score || a.i - b.i)
    .map((r) => r.entry);
}

/** The selection after choosing a section: cleared unless the chart belongs to it. */
export function selectionAfterSection(
  selected: string | null,
  section: GallerySection,
  entries: GalleryEntry[],
): string | null {
  const entry = entries.find((e) => e.key === selected);
  return entry && inSection(entry, section) ? selected : null;
}
