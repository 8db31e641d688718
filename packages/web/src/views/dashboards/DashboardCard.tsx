/**
 * One dashboard in the card view (Superset's DashboardCard): a cover, its title (to the
 * dashboard) with its status and star, when it was modified, its owners, and edit and delete.
 */
import { theme } from 'antd';
import { DashboardOutlined } from '@ant-design/icons';
import type { DashboardListItem } from '@tessera/core';
import { FavoriteStar, type Favorites } from '../../components/favorites';
import { ListCard } from '../../components/listView/ListCard';
import type { CardSelection } from '../../components/listView/types';
import {
  CertifiedBadge,
  DashboardActionButtons,
  StatusTag,
  titleOf,
  type DashboardActions,
} from './dashboardColumns';

export function DashboardCard({
  dashboard,
  favorites,
  canWrite,
  actions,
  selection,
}: {
  dashboard: DashboardListItem;
  favorites: Favorites;
  canWrite: boolean;
  actions: DashboardActions;
  /** Present while bulk selecting. */
  selection?: CardSelection;
}) {
  const { token } = theme.useToken();
  const title = titleOf(dashboard);
  return (
    <ListCard
      name={title}
      href={dashboard.url}
      cover={
        <span
          style={{
            display: 'flex',
            height: '100%',
            alignItems: 'center',
            justifyContent: 'center',
            background: token.colorFillQuaternary,
            color: token.colorTextQuaternary,
            fontSize: 56,
          }}
        >
          <DashboardOutlined />
        </span>
      }
      before={<CertifiedBadge dashboard={dashboard} />}
      after={
        <>
          <StatusTag published={dashboard.published} />
          <FavoriteStar
            name={title}
            starred={favorites.isStarred(dashboard.id)}
            onToggle={() => favorites.toggle(dashboard.id)}
          />
        </>
      }
      modified={dashboard.changed_on_delta_humanized}
      owners={dashboard.owners}
      actions={canWrite && <DashboardActionButtons dashboard={dashboard} actions={actions} />}
      selection={selection}
    />
  );
}
