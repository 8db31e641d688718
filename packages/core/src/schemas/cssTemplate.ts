/**
 * CSS templates as `/api/v1/css_template/` takes and gives them (Superset's
 * CssTemplateRestApi): the write body and a list row / show result.
 */
import { z } from 'zod';
import { boundedText, STORED_LIMITS } from './bounded.js';
import { UserRef } from './people.js';

const text = (wrongType = 'Not a valid string.') =>
  z.string({
    error: (issue: { input?: unknown }) =>
      issue.input === undefined
        ? 'Missing data for required field.'
        : issue.input === null
          ? 'Field may not be null.'
          : wrongType,
  });

/** `POST` (template_name required) and `PUT` (any field) bodies. */
export const CssTemplateCreate = z.object({
  template_name: text()
    .min(1, 'Length must be between 1 and 250.')
    .max(250, 'Length must be between 1 and 250.'),
  css: boundedText(STORED_LIMITS.longTextLength, text()).nullish(),
});
export type CssTemplateCreate = z.infer<typeof CssTemplateCreate>;
export const CssTemplateUpdate = CssTemplateCreate.partial();
export type CssTemplateUpdate = z.infer<typeof CssTemplateUpdate>;

/** A template as the list and the show answer it. */
export const CssTemplateItem = z.object({
  id: z.number(),
  template_name: z.string(),
  css: z.string().nullable(),
  created_on: z.string(),
  changed_on: z.string(),
  changed_on_delta_humanized: z.string(),
  created_by: UserRef.nullable(),
  changed_by: UserRef.nullable(),
});
export type CssTemplateItem = z.infer<typeof CssTemplateItem>;
