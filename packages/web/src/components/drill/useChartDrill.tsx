/**
 * Drill to detail and Drill by for one drawn chart, as the dashboard and explore offer them:
 * the chart hook a right-click on a value calls, the fallback for a right-click elsewhere
 * on the chart, the opening of drill to detail from a menu, and the menu and dialogs (their
 * code loaded when first opened).
 */
import {
  lazy,
  Suspense,
  useCallback,
  useMemo,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react';
import type {
  ChartDatasource,
  ChartHooks,
  ContextMenuFilters,
  DrillFilter,
  QueryFormData,
} from '@tessera/charts';
import { getBootstrapUser } from '../../app/bootstrap';
import { isFeatureEnabled } from '../../app/featureFlags';
import { drillByColumns, type DrillByLevel, type DrillColumn } from './drillBy';
import { DrillContextMenu, type DrillMenuRequest } from './DrillContextMenu';
import { drillOffers, NO_DRILL, type DrillOffers } from './drillOffers';

const DrillDetailModal = lazy(() => import('./DrillDetailModal'));
const DrillByModal = lazy(() => import('./DrillByModal'));

/** The dataset a drilled chart reads, as far as drilling needs it. */
export interface DrillDataset {
  columns: readonly DrillColumn[];
  /** Its database (`disable_drill_to_detail` turns drill to detail off). */
  database?: Record<string, unknown> | null;
}

export interface ChartDrillTarget {
  /** The form data the chart is drawn with (undefined while unknown). */
  formData: QueryFormData | undefined;
  title: string;
  dataset: DrillDataset | undefined;
  datasource: ChartDatasource;
  /** Opens the chart in explore (drill to detail's "Edit chart"), when the person may. */
  onEditChart?(): void;
}

export interface ChartDrill {
  offers: DrillOffers;
  /** The chart props' hooks: the right-click on a value (none when nothing is offered). */
  hooks: Pick<ChartHooks, 'onContextMenu'> | undefined;
  /** A right-click on the chart that no value took: the menu without values. */
  onContextMenu: ((event: MouseEvent) => void) | undefined;
  openDrillToDetail(filters?: DrillFilter[]): void;
  /** The menu and dialogs, to render beside the chart. */
  element: ReactNode;
}

type Dialog =
  { kind: 'detail'; filters: DrillFilter[] } | { kind: 'drillBy'; first: DrillByLevel } | null;

export function useChartDrill(target: ChartDrillTarget): ChartDrill {
  const { formData, title, dataset, datasource, onEditChart } = target;
  const vizType = formData?.viz_type;
  const detailDisabled = dataset?.database?.disable_drill_to_detail === true;
  const offers = useMemo(
    () =>
      vizType
        ? drillOffers({
            vizType,
            roles: getBootstrapUser().roles,
            isEnabled: isFeatureEnabled,
            detailDisabled,
          })
        : NO_DRILL,
    [vizType, detailDisabled],
  );
  const offered = offers.detail || offers.drillBy;
  const [menu, setMenu] = useState<DrillMenuRequest | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);

  const hooks = useMemo(
    () =>
      offered
        ? {
            onContextMenu: (x: number, y: number, filters?: ContextMenuFilters) =>
              setMenu({ x, y, filters }),
          }
        : undefined,
    [offered],
  );
  const onContextMenu = useMemo(
    () =>
      offered
        ? (event: MouseEvent) => {
            // A chart that reported the clicked value has taken the event already.
            if (event.defaultPrevented) return;
            event.preventDefault();
            setMenu({ x: event.clientX, y: event.clientY });
          }
        : undefined,
    [offered],
  );
  const openDrillToDetail = useCallback((filters: DrillFilter[] = []) => {
    setMenu(null);
    setDialog({ kind: 'detail', filters });
  }, []);

  const columns = dataset?.columns ?? [];
  const close = () => setDialog(null);
  const element = formData ? (
    <>
      {menu && (
        <DrillContextMenu
          request={menu}
          offers={offers}
          drillByColumns={(field, search) => drillByColumns(columns, formData, field, [], search)}
          onDrillToDetail={openDrillToDetail}
          onDrillBy={(column, drillBy) =>
            setDialog({
              kind: 'drillBy',
              first: {
                column,
                groupbyFieldName: drillBy.groupbyFieldName,
                filters: drillBy.filters,
              },
            })
          }
          onClose={() => setMenu(null)}
        />
      )}
      {dialog && (
        <Suspense fallback={null}>
          {dialog.kind === 'detail' ? (
            <DrillDetailModal
              title={title}
              formData={formData}
              filters={dialog.filters}
              onEditChart={onEditChart}
              onClose={close}
            />
          ) : (
            <DrillByModal
              title={title}
              formData={formData}
              columns={columns}
              datasource={datasource}
              first={dialog.first}
              onClose={close}
            />
          )}
        </Suspense>
      )}
    </>
  ) : null;

  return { offers, hooks, onContextMenu, openDrillToDetail, element };
}
