/**
 * The pivot's sticky header: one row per column attribute (its name over the row labels,
 * its values spanning their groups), then the row attributes' names.
 */
import { ACTIVE_HEADER, LabelArea, cellContent, pivotCell } from './pivotCells.js';
import type { PivotKit } from './pivotCells.js';
import type { PivotTableModel } from './types.js';

export function PivotHeader({
  kit,
  model,
  valueWidth,
  innerWidth,
}: {
  kit: PivotKit;
  model: PivotTableModel;
  valueWidth: number;
  innerWidth: number;
}) {
  const { colors, crossFilters, active, onHeaderClick, labelCount, onHeaderContextMenu } = kit;
  return (
    <div
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 2,
        width: innerWidth,
        background: colors.background,
      }}
    >
      {model.headerRows.map((spans, level) => (
        <div key={level} role="row" style={{ display: 'flex' }}>
          <LabelArea
            kit={kit}
            label={(i) => (i === Math.max(labelCount, 1) - 1 ? (model.colAttrs[level] ?? '') : '')}
          />
          {spans.map((span, i) => {
            const path = span.kind === 'data' ? span.path : undefined;
            const clickable = crossFilters && path !== undefined;
            const isActive = active(model.colAttrKeys, path);
            return (
              <div
                key={i}
                role="columnheader"
                aria-selected={isActive || undefined}
                onClick={clickable ? () => onHeaderClick(model.colAttrKeys, path) : undefined}
                onContextMenu={
                  path && onHeaderContextMenu
                    ? (event) => onHeaderContextMenu('columns', path, event)
                    : undefined
                }
                style={pivotCell(colors, span.span * valueWidth, {
                  fontWeight: 700,
                  textAlign: 'center',
                  cursor: clickable ? 'pointer' : undefined,
                  background: isActive ? ACTIVE_HEADER : undefined,
                })}
              >
                {cellContent(span.label, kit.allowRenderHtml)}
              </div>
            );
          })}
        </div>
      ))}
      <div role="row" style={{ display: 'flex' }}>
        <LabelArea kit={kit} label={(i) => model.rowAttrs[i] ?? ''} />
        <div style={pivotCell(colors, valueWidth * model.columnCount, { borderRight: 'none' })} />
      </div>
    </div>
  );
}
