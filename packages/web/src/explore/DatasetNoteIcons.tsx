/**
 * The small icons beside a dataset or saved metric name (as Superset's
 * WarningIconWithTooltip and CertifiedBadge): a warning icon with the warning text as its
 * tooltip, and a certified icon with "Certified by X" and the details.
 */
import { Tooltip } from 'antd';
import { SafetyCertificateOutlined, WarningOutlined } from '@ant-design/icons';
import {
  certificationLines,
  isCertifiedMetric,
  metricWarning,
  type NotedMetric,
} from './datasetNotes';

export function WarningIcon({ text, label = 'Warning' }: { text: string; label?: string }) {
  return (
    <Tooltip title={<div style={{ whiteSpace: 'pre-wrap' }}>{text}</div>}>
      <WarningOutlined style={{ color: '#faad14' }} aria-label={label} data-test="warning-icon" />
    </Tooltip>
  );
}

export function CertifiedIcon({
  certifiedBy,
  details,
}: {
  certifiedBy?: string | null;
  details?: string | null;
}) {
  return (
    <Tooltip
      title={certificationLines(certifiedBy, details).map((line) => (
        <div key={line}>{line}</div>
      ))}
    >
      <SafetyCertificateOutlined
        style={{ color: '#1677ff' }}
        aria-label="Certified"
        data-test="certified-icon"
      />
    </Tooltip>
  );
}

/** A saved metric's certified and warning icons (none when it has neither). */
export function MetricNoteIcons({ metric }: { metric: NotedMetric }) {
  const warning = metricWarning(metric);
  return (
    <>
      {isCertifiedMetric(metric) && (
        <CertifiedIcon certifiedBy={metric.certified_by} details={metric.certification_details} />
      )}
      {warning && <WarningIcon text={warning} />}
    </>
  );
}
