/**
 * One chart in the card view: its type's thumbnail, its name (to explore), when it was
 * modified, its owners, a star, and edit and delete; a checkbox while bulk selecting.
 */
import { Tag, theme } from 'antd';
import type { ChartListItem } from '@tessera/core';
import { ListCard } from '../../components/listView/ListCard';
import type { CardSelection } from '../../components/listView/types';
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
    <ListCard
      name={chart.slice_name}
      href={chart.url}
      cover={
        <span
          style={{
            display: 'block',
            boxSizing: 'border-box',
            height: '100%',
            background: token.colorFillQuaternary,
            color: token.colorPrimary,
            padding: '12% 22%',
          }}
        >
          <VizThumbnail vizType={chart.viz_type} style={{ width: '100%', height: '100%' }} />
          <Tag style={{ position: 'absolute', left: 8, bottom: 8, margin: 0 }}>
            {vizTypeName(chart.viz_type)}
          </Tag>
        </span>
      }
      before={<CertifiedIcon chart={chart} />}
      after={
        <FavoriteStar
          name={chart.slice_name}
          starred={favorites.isStarred(chart.id)}
          onToggle={() => favorites.toggle(chart.id)}
        />
      }
      modified={chart.changed_on_delta_humanized}
      owners={chart.owners}
      actions={canWrite && <ChartActionButtons chart={chart} actions={actions} />}
      selection={selection}
    />
  );
}
