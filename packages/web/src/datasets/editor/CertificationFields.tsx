/**
 * The certification fields of the dataset editor ("Certified by" and "Certification
 * details"), shared by a column's and a metric's details and the dataset's settings.
 */
import { Input } from 'antd';
import { Field } from './Field';

export function CertificationFields({
  certifiedByLabel = 'Certified by',
  certifiedByHelp,
  certifiedBy,
  details,
  disabled,
  onCertifiedByChange,
  onDetailsChange,
}: {
  /** Superset spells it "Certified By" on a column. */
  certifiedByLabel?: string;
  certifiedByHelp: string;
  certifiedBy: string;
  details: string;
  disabled?: boolean;
  onCertifiedByChange(value: string): void;
  onDetailsChange(value: string): void;
}) {
  return (
    <>
      <Field label={certifiedByLabel} help={certifiedByHelp}>
        <Input
          value={certifiedBy}
          disabled={disabled}
          placeholder="Certified by"
          onChange={(e) => onCertifiedByChange(e.target.value)}
        />
      </Field>
      <Field label="Certification details" help="Details of the certification">
        <Input
          value={details}
          disabled={disabled}
          placeholder="Certification details"
          onChange={(e) => onDetailsChange(e.target.value)}
        />
      </Field>
    </>
  );
}
