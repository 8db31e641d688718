/**
 * The stars of the charts on the page: their status from `favorite_status`, and a toggle
 * through `<id>/favorites/`, with Superset's error texts.
 */
import { useEffect } from 'react';
import { App, Button, Tooltip } from 'antd';
import { StarFilled, StarOutlined } from '@ant-design/icons';
import { toApiErrorInfo } from '../../api/apiError';
import { useChartFavoriteStatusQuery, useSetChartFavoriteMutation } from '../../api/chartApi';

export interface ChartFavorites {
  isStarred(id: number): boolean;
  toggle(id: number): void;
}

export function useChartFavorites(ids: number[]): ChartFavorites {
  const { message } = App.useApp();
  const status = useChartFavoriteStatusQuery(ids, { skip: ids.length === 0 });
  const [setFavorite] = useSetChartFavoriteMutation();

  useEffect(() => {
    if (status.error) {
      message.error(
        `There was an error fetching the favorite status: ${toApiErrorInfo(status.error).message}`,
      );
    }
  }, [status.error, message]);

  const isStarred = (id: number) => status.data?.[id] === true;
  const toggle = (id: number) => {
    setFavorite({ id, starred: !isStarred(id) })
      .unwrap()
      .catch((e: unknown) =>
        message.error(
          `There was an error saving the favorite status: ${toApiErrorInfo(e).message}`,
        ),
      );
  };
  return { isStarred, toggle };
}

export function FavoriteStar({
  name,
  starred,
  onToggle,
}: {
  name: string;
  starred: boolean;
  onToggle(): void;
}) {
  return (
    <Tooltip title={starred ? 'Remove from favorites' : 'Add to favorites'}>
      <Button
        type="text"
        size="small"
        aria-label={`${starred ? 'Unstar' : 'Star'} ${name}`}
        aria-pressed={starred}
        icon={starred ? <StarFilled style={{ color: '#fadb14' }} /> : <StarOutlined />}
        onClick={(e) => {
          e.preventDefault();
          e.stopPropagation();
          onToggle();
        }}
      />
    </Tooltip>
  );
}
