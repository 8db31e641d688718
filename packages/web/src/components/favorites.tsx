/**
 * Favourite stars (Superset's FaveStar) of the rows on a list page: their status from the
 * resource's `favorite_status`, a toggle through `<id>/favorites/`, with Superset's error
 * texts; and the star button itself.
 */
import { useEffect } from 'react';
import { App, Button, Tooltip } from 'antd';
import { StarFilled, StarOutlined } from '@ant-design/icons';
import { toApiErrorInfo } from '../api/apiError';

export interface Favorites {
  isStarred(id: number): boolean;
  toggle(id: number): void;
}

/**
 * The stars of a page's rows: `status` is the answer of the resource's favourite-status query
 * (by id), `save` stars (true) or unstars (false) one.
 */
export function useFavorites(
  status: { data?: Record<number, boolean>; error?: unknown },
  save: (id: number, favorite: boolean) => Promise<unknown>,
): Favorites {
  const { message } = App.useApp();

  useEffect(() => {
    if (status.error) {
      message.error(
        `There was an error fetching the favorite status: ${toApiErrorInfo(status.error).message}`,
      );
    }
  }, [status.error, message]);

  const isStarred = (id: number) => status.data?.[id] === true;
  const toggle = (id: number) => {
    save(id, !isStarred(id)).catch((e: unknown) =>
      message.error(`There was an error saving the favorite status: ${toApiErrorInfo(e).message}`),
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
