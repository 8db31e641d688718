/**
 * A dataset's `extra` JSON: certification (`{certified_by, details}`), `warning_markdown`
 * and `disallow_adhoc_metrics`, read from and written back into the JSON text without
 * losing the keys it does not know.
 */

export interface DatasetExtraFields {
  certifiedBy: string;
  certificationDetails: string;
  warningMarkdown: string;
  disallowAdhocMetrics: boolean;
}

function parseObject(text: string | null | undefined): Record<string, unknown> | null {
  if (!text?.trim()) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Whether the text is empty or a JSON object. */
export function isValidExtra(text: string | null | undefined): boolean {
  return parseObject(text) !== null;
}

/** The known fields of the extra; null when the text is not a JSON object. */
export function readExtra(text: string | null | undefined): DatasetExtraFields | null {
  const obj = parseObject(text);
  if (!obj) return null;
  const cert = (obj.certification ?? {}) as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    certifiedBy: str(cert.certified_by),
    certificationDetails: str(cert.details),
    warningMarkdown: str(obj.warning_markdown),
    disallowAdhocMetrics: obj.disallow_adhoc_metrics === true,
  };
}

/** The extra text with the given fields changed (others kept); the text itself if not JSON. */
export function writeExtra(
  text: string | null | undefined,
  change: Partial<DatasetExtraFields>,
): string {
  const obj = parseObject(text);
  if (!obj) return text ?? '';
  const current = readExtra(text)!;
  const next = { ...current, ...change };
  const out: Record<string, unknown> = { ...obj };
  if (next.certifiedBy.trim() || next.certificationDetails.trim()) {
    out.certification = {
      certified_by: next.certifiedBy.trim(),
      details: next.certificationDetails.trim(),
    };
  } else delete out.certification;
  if (next.warningMarkdown.trim()) out.warning_markdown = next.warningMarkdown;
  else delete out.warning_markdown;
  if (next.disallowAdhocMetrics) out.disallow_adhoc_metrics = true;
  else delete out.disallow_adhoc_metrics;
  return Object.keys(out).length ? JSON.stringify(out, null, 2) : '';
}

/** A column's or metric's extra: `{certification, warning_markdown}` (Superset's buildExtraJsonObject). */
export function itemExtra(item: {
  certified_by?: string | null;
  certification_details?: string | null;
  warning_markdown?: string | null;
}): string {
  const certification =
    item.certified_by || item.certification_details
      ? { certified_by: item.certified_by || null, details: item.certification_details || null }
      : undefined;
  return JSON.stringify({
    certification,
    warning_markdown: item.warning_markdown || undefined,
  });
}
