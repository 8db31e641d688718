/**
 * The work one template render may do, so that no template, however written, holds the
 * event loop for long (issue #12: eight chained `replace` filters built 10^8 characters
 * and froze the server for 31 s while only loop iterations and output were counted).
 *
 * Two bounds, both counted in steps (a character or an item), never in time:
 * - every value the template makes has at most TEMPLATE_VALUE_LIMIT characters or items
 *   (nested lists counted in full); the operations that could multiply a size in one go
 *   (`replace`, `join`, `~` / `+`) refuse before building the value (templateValues.ts);
 * - the render as a whole spends at most TEMPLATE_WORK_BUDGET steps, plus the template's
 *   own length (a long SQL script's text is always affordable): every expression evaluated
 *   is charged STEP_OVERHEAD plus the size of its value (a name too: reading a value is
 *   where comparing, joining or printing it spends its work), every loop iteration
 *   STEP_OVERHEAD, every character written to the SQL or read again to place a request
 *   value one (templateRenderer.ts).
 * Each operation of the subset costs at most a fixed multiple of the sizes of the values
 * it reads and makes, so a render's time is bounded by the budget.
 */
import { TemplateError } from './templateLexer.js';

/** Steps a render may spend, plus one per character of the template itself. */
export const TEMPLATE_WORK_BUDGET = 5_000_000;
/** Steps every expression evaluated and every loop iteration costs besides its value's size. */
export const STEP_OVERHEAD = 8;
/** Characters or items one value may hold. */
export const TEMPLATE_VALUE_LIMIT = 1_000_000;

const grouped = (n: number) => n.toLocaleString('en-US');

/** Refuses, before it is built, a value of `size` characters or items past the limit. */
export function refuseOversized(size: number): void {
  if (size > TEMPLATE_VALUE_LIMIT) {
    throw new TemplateError(
      `a value would hold more than ${grouped(TEMPLATE_VALUE_LIMIT)} characters or items ` +
        '(the template value limit)',
    );
  }
}

export class RenderBudget {
  /** Steps spent so far. */
  spent = 0;

  constructor(readonly limit: number = TEMPLATE_WORK_BUDGET) {}

  spend(steps: number): void {
    this.spent += steps;
    if (this.spent > this.limit) {
      throw new TemplateError(
        `the template needs more than its work budget of ${grouped(this.limit)} steps ` +
          '(characters and items made, read or written)',
      );
    }
  }
}
