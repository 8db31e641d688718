/**
 * The explore control panel: the chart type's sections as collapsible panels on the Data
 * and Customize tabs, each control with its label, description and errors. Every change
 * goes out through onChange (controls that become hidden reset to their default), and
 * the validation errors through onValidationChange.
 */
import { Collapse, Empty, Tabs } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { QueryFormData } from '@tessera/charts';
import { ControlErrors, ControlHeader } from './ControlHeader';
import { SELF_LABELLED, controlComponent } from './controlRegistry';
import { GALLERY_TEXTS } from './galleryTexts';
import {
  applyControlChange,
  hasCustomizeTab,
  panelErrors,
  panelFor,
  panelSections,
  panelState,
  type PanelItem,
  type PanelTab,
} from './panelModel';
import type { ExploreDatasource } from './types';

export type { ExploreDatasource } from './types';

export interface ControlPanelProps {
  vizType: string;
  formData: QueryFormData;
  datasource: ExploreDatasource;
  onChange(next: QueryFormData): void;
  onValidationChange?(errors: Record<string, string[]>): void;
}

export const CONTROL_PANEL_WIDTH = 320;

export function ControlPanel(props: ControlPanelProps) {
  const { vizType, formData, datasource, onChange, onValidationChange } = props;
  const panel = panelFor(vizType);
  const [tab, setTab] = useState<PanelTab>('data');
  // Open sections per tab, kept here: only the shown tab is rendered (a change then re-renders
  // one tab's controls, not both), and a tab shown again opens as it was left.
  const [openSections, setOpenSections] = useState<Partial<Record<PanelTab, string[]>>>({});
  const [localErrors, setLocalErrors] = useState<Record<string, string[]>>({});
  const state = useMemo(() => panelState(formData, datasource), [formData, datasource]);
  const errors = useMemo(
    () => (panel ? panelErrors(panel, state, localErrors) : {}),
    [panel, state, localErrors],
  );
  const reported = useRef('');
  useEffect(() => {
    const key = JSON.stringify(errors);
    if (key === reported.current) return;
    reported.current = key;
    onValidationChange?.(errors);
  }, [errors, onValidationChange]);

  // The latest form data, so that two quick changes do not overwrite each other.
  const latest = useRef(formData);
  useEffect(() => {
    latest.current = formData;
  }, [formData]);
  const change = useCallback(
    (name: string, value: unknown) => {
      if (!panel) return;
      const next = applyControlChange(panel, latest.current, name, value, datasource);
      latest.current = next;
      onChange(next);
    },
    [panel, datasource, onChange],
  );
  const setErrorsOf = useCallback((name: string, messages: string[]) => {
    setLocalErrors((prev) =>
      JSON.stringify(prev[name] ?? []) === JSON.stringify(messages)
        ? prev
        : { ...prev, [name]: messages },
    );
  }, []);

  if (!panel) {
    return (
      <div data-testid="control-panel" style={{ padding: 16 }}>
        <Empty description={GALLERY_TEXTS.unsupported} />
      </div>
    );
  }

  const renderItem = (item: PanelItem, key: number) => {
    if (item.kind === 'header') {
      return (
        <div key={key} style={{ fontWeight: 600, fontSize: 13, margin: '8px 0 2px' }}>
          {item.header}
        </div>
      );
    }
    if (!item.visible) return null;
    const Component = controlComponent(item.config.type);
    if (!Component) return null;
    const controlErrors = errors[item.name];
    const value =
      item.name in formData ? formData[item.name] : (item.config.value ?? item.config.default);
    return (
      <div key={item.name} data-testid={`control-${item.name}`} style={{ flex: 1, minWidth: 0 }}>
        {SELF_LABELLED.includes(item.config.type) ? null : (
          <ControlHeader
            name={item.name}
            label={item.config.label}
            description={item.config.description}
            errors={controlErrors}
          />
        )}
        <Component
          name={item.name}
          config={item.config}
          value={value}
          datasource={datasource}
          formData={formData}
          onChange={(v) => change(item.name, v)}
          onLocalErrors={(messages) => setErrorsOf(item.name, messages)}
        />
        <ControlErrors errors={controlErrors} />
      </div>
    );
  };

  const tabBody = (which: PanelTab) => {
    const sections = panelSections(panel, state, which);
    return (
      <Collapse
        size="small"
        bordered={false}
        activeKey={openSections[which] ?? sections.filter((s) => s.expanded).map((s) => s.key)}
        onChange={(keys) => setOpenSections((open) => ({ ...open, [which]: [keys].flat() }))}
        items={sections.map((section) => ({
          key: section.key,
          label: <span data-testid="section-label">{section.label}</span>,
          children: (
            <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
              {section.rows.map((row, i) => (
                <div key={i} style={{ display: 'flex', gap: 8 }}>
                  {row.map(renderItem)}
                </div>
              ))}
            </div>
          ),
        }))}
      />
    );
  };

  return (
    <div data-testid="control-panel" style={{ width: '100%', minWidth: 240 }}>
      <Tabs
        size="small"
        destroyOnHidden
        activeKey={tab}
        onChange={(k) => setTab(k as PanelTab)}
        items={[
          { key: 'data', label: 'Data', children: tabBody('data') },
          ...(hasCustomizeTab(panel)
            ? [{ key: 'customize', label: 'Customize', children: tabBody('customize') }]
            : []),
        ]}
      />
    </div>
  );
}
