import { getCategoricalScheme } from './categoricalSchemes.js';

/** `#RRGGBB` plus an alpha byte (`#RRGGBBAA`), as Superset's `addAlpha`. */
export function addAlpha(color: string, opacity: number): string {
  if (opacity > 1 || opacity < 0) {
    throw new Error(`The opacity should be between 0 and 1, but got: ${opacity}`);
  }
  const alpha = `0${Math.round(opacity * 255)
    .toString(16)
    .toUpperCase()}`.slice(-2);
  return `${color}${alpha}`;
}

/** A label → colour function over one scheme. */
export interface ColorScale {
  (label: unknown): string;
  readonly schemeId: string;
  readonly colors: readonly string[];
}

interface SchemeAssignments {
  labels: Map<string, string>;
  next: number;
}

const cleanLabel = (label: unknown) => String(label ?? '').trim();

/**
 * The label colour map: within a namespace, a label keeps the colour it first got in a
 * scheme, so the same series name has the same colour in every chart that uses that
 * scheme (Superset's shared label colours). Forced colours (a dashboard's `label_colors`)
 * win over the scheme.
 */
export class LabelColorNamespace {
  private readonly schemes = new Map<string, SchemeAssignments>();
  private readonly forced = new Map<string, string>();

  /** Fixes a label's colour in every scheme (dashboard label colours). */
  setColor(label: string, color: string): void {
    this.forced.set(cleanLabel(label), color);
  }

  /** The colour a label has been given in a scheme, if any. */
  peek(label: unknown, schemeId?: string | null): string | undefined {
    const clean = cleanLabel(label);
    return (
      this.forced.get(clean) ??
      this.schemes.get(getCategoricalScheme(schemeId).id)?.labels.get(clean)
    );
  }

  /** Forgets every assignment (a new dashboard, or a test). */
  reset(): void {
    this.schemes.clear();
    this.forced.clear();
  }

  /**
   * A colour scale over a scheme. `forcedColors` (`formData.label_colors`) apply to this
   * chart only; new labels take the scheme's next colour, cycling when it runs out.
   */
  getScale(schemeId?: string | null, forcedColors?: Record<string, string> | null): ColorScale {
    const scheme = getCategoricalScheme(schemeId);
    let assignments = this.schemes.get(scheme.id);
    if (!assignments) {
      assignments = { labels: new Map(), next: 0 };
      this.schemes.set(scheme.id, assignments);
    }
    const store = assignments;
    const chartForced = forcedColors ?? {};
    const scale = (label: unknown): string => {
      const clean = cleanLabel(label);
      const forced = chartForced[clean] ?? this.forced.get(clean);
      if (forced) return forced;
      const known = store.labels.get(clean);
      if (known) return known;
      const color = scheme.colors[store.next % scheme.colors.length];
      store.next += 1;
      store.labels.set(clean, color);
      return color;
    };
    return Object.assign(scale, { schemeId: scheme.id, colors: scheme.colors });
  }
}

/** The namespace every chart shares unless its props bring their own. */
export const sharedLabelColors = new LabelColorNamespace();

export function getColorScale(
  schemeId?: string | null,
  options: { namespace?: LabelColorNamespace; forcedColors?: Record<string, string> | null } = {},
): ColorScale {
  return (options.namespace ?? sharedLabelColors).getScale(schemeId, options.forcedColors);
}
