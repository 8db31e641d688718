/**
 * One chart in the card view: its type's thumbnail, its name (to explore), when it was
 * modified, its owners, a star, and edit and delete; a checkbox while bulk selecting.
 */
import { Card, Checkbox, Flex, Tag, Typography, theme } from 'antd';
import type { ChartListItem } from '@tessera/core';
import type { CardSelection } from '../../components/listView/types';
import { OwnerAvatars } from '../../components/OwnerAvatars';
import { ChartActionButtons, CertifiedIcon, type ChartActions } from './chartColumns';
import { FavoriteStar, type ChartFavorites } from './useChartFavorites';
import { VizThumbnail, vizTypeName } from './vizTypes';

export function ChartCard({
  chart,
  favorites,
  canWrite,
  actions,
  selection,
}: {
  chart: ChartListItem;
  favorites: ChartFavorites;
  canWrite: boolean;
  actions: ChartActions;
  /** Present while bulk selecting. */
  selection?: CardSelection;
}) {
  const { token } = theme.useToken();
  return (
    <Card
      size="small"
      role="article"
      aria-label={chart.slice_name}
      styles={{ body: { padding: 12 } }}
      cover={
        <a
          href={chart.url}
          aria-hidden
          tabIndex={-1}
          style={{
            display: 'block',
            aspectRatio: '16 / 9',
            background: token.colorFillQuaternary,
            color: token.colorPrimary,
            padding: '12% 22%',
            position: 'relative',
          }}
        >
          <VizThumbnail vizType={chart.viz_type} style={{ width: '100%', height: '100%' }} />
          <Tag style={{ position: 'absolute', left: 8, bottom: 8, margin: 0 }}>
            {vizTypeName(chart.viz_type)}
          </Tag>
        </a>
      }
    >
      <Flex align="center" gap={6}>
        {selection && (
          <Checkbox
            checked={selection.selected}
            disabled={selection.disabled}
            aria-label={`Select ${chart.slice_name}`}
            onChange={(e) => selection.onChange(e.target.checked)}
          />
        )}
        <CertifiedIcon chart={chart} />
        <Typography.Link
          href={chart.url}
          strong
          ellipsis
          title={chart.slice_name}
          style={{ flex: 1, minWidth: 0 }}
        >
          {chart.slice_name}
        </Typography.Link>
        <FavoriteStar
          name={chart.slice_name}
          starred={favorites.isStarred(chart.id)}
          onToggle={() => favorites.toggle(chart.id)}
        />
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        Modified {chart.changed_on_delta_humanized}
      </Typography.Text>
      <Flex align="center" justify="space-between" style={{ marginTop: 8, minHeight: 32 }}>
        <OwnerAvatars people={chart.owners} />
        {canWrite && <ChartActionButtons chart={chart} actions={actions} />}
      </Flex>
    </Card>
  );
}
