/** The dashboard's favourite star: its state asked when the page opens, toggled by a click. */
import { useEffect } from 'react';
import { App } from 'antd';
import {
  useDashboardFavoriteStatusQuery,
  useSetDashboardFavoriteMutation,
} from '../../api/dashboardApi';
import { FavoriteStar } from '../../components/favorites';

export const FAVORITE_FETCH_ERROR =
  'There was an issue fetching the favorite status of this dashboard.';
export const FAVORITE_SAVE_ERROR = 'There was an issue favoriting this dashboard.';

export function FavoriteToggle({ dashboardId, title }: { dashboardId: number; title: string }) {
  const { message } = App.useApp();
  const status = useDashboardFavoriteStatusQuery([dashboardId]);
  const [setFavorite] = useSetDashboardFavoriteMutation();
  useEffect(() => {
    if (status.isError) message.error(FAVORITE_FETCH_ERROR);
  }, [status.isError, message]);
  const starred = status.data?.[dashboardId] === true;
  return (
    <span data-test="dashboard-favorite">
      <FavoriteStar
        name={title}
        starred={starred}
        onToggle={() =>
          void setFavorite({ id: dashboardId, favorite: !starred })
            .unwrap()
            .catch(() => message.error(FAVORITE_SAVE_ERROR))
        }
      />
    </span>
  );
}
