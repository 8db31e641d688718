/** The stars of the charts on the page (the shared favourites of components/favorites.tsx). */
import { useChartFavoriteStatusQuery, useSetChartFavoriteMutation } from '../../api/chartApi';
import { useFavorites, type Favorites } from '../../components/favorites';

export { FavoriteStar } from '../../components/favorites';
export type ChartFavorites = Favorites;

export function useChartFavorites(ids: number[]): ChartFavorites {
  const status = useChartFavoriteStatusQuery(ids, { skip: ids.length === 0 });
  const [setFavorite] = useSetChartFavoriteMutation();
  return useFavorites(status, (id, starred) => setFavorite({ id, starred }).unwrap());
}
