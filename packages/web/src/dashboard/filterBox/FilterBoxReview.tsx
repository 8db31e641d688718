/**
 * While reviewing: what the page shows above the layout. The filter bar holds the native
 * filters the filter boxes convert into (the filter boxes no longer filter); Save keeps them
 * with the dashboard, Cancel goes back to the filter boxes for this visit.
 */
import { Alert, Button, Space } from 'antd';

export const REVIEW_TITLE =
  "Review the native filters converted from this dashboard's filter boxes";
export const REVIEW_TEXT =
  'The filter bar shows the filters that replace the filter boxes, which no longer filter ' +
  'the charts. Save the dashboard to keep them.';

export function FilterBoxReview(props: { saving: boolean; onSave(): void; onCancel(): void }) {
  return (
    <Alert
      data-test="filter-box-review"
      type="info"
      showIcon
      style={{ margin: '8px 16px' }}
      title={REVIEW_TITLE}
      description={REVIEW_TEXT}
      action={
        <Space>
          <Button size="small" onClick={props.onCancel}>
            Cancel
          </Button>
          <Button size="small" type="primary" loading={props.saving} onClick={props.onSave}>
            Save
          </Button>
        </Space>
      }
    />
  );
}
