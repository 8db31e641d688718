/**
 * Published or Draft (Superset's PublishedStatus): editors toggle it (PUT with `published`
 * alone, spec §8 texts); others see "Draft" on a draft and nothing on a published dashboard.
 */
import { App, Button, Tag, theme, Tooltip } from 'antd';
import { CheckCircleFilled } from '@ant-design/icons';
import { useUpdateDashboardMutation } from '../../api/dashboardApi';

export const PUBLISHED_MESSAGE = 'This dashboard is now published';
export const HIDDEN_MESSAGE = 'This dashboard is now hidden';
export const PUBLISH_ERROR = 'You do not have permissions to edit this dashboard.';

const DRAFT_EDITOR_TIP =
  'This dashboard is not published, it will not show up in the list of dashboards. Click here to publish this dashboard.';
const PUBLISHED_EDITOR_TIP = 'This dashboard is published. Click to make it a draft.';
const DRAFT_VIEWER_TIP =
  'This dashboard is not published which means it will not show up in the list of dashboards. Favorite it to see it there or access it by using the URL directly.';

export function PublishedStatus({
  dashboardId,
  published,
  canEdit,
  onChange,
}: {
  dashboardId: number;
  published: boolean;
  canEdit: boolean;
  onChange(published: boolean): void;
}) {
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const [update, { isLoading }] = useUpdateDashboardMutation();
  if (!canEdit)
    return published ? null : (
      <Tooltip title={DRAFT_VIEWER_TIP}>
        <Tag data-test="published-status">Draft</Tag>
      </Tooltip>
    );
  const toggle = async () => {
    try {
      await update({ id: dashboardId, body: { published: !published } }).unwrap();
      onChange(!published);
      message.success(published ? HIDDEN_MESSAGE : PUBLISHED_MESSAGE);
    } catch {
      message.error(PUBLISH_ERROR);
    }
  };
  return (
    <Tooltip title={published ? PUBLISHED_EDITOR_TIP : DRAFT_EDITOR_TIP}>
      <Button
        size="small"
        data-test="published-status"
        loading={isLoading}
        color="default"
        variant="filled"
        icon={
          published ? <CheckCircleFilled aria-hidden style={{ color: token.colorSuccess }} /> : null
        }
        onClick={() => void toggle()}
      >
        {published ? 'Published' : 'Draft'}
      </Button>
    </Tooltip>
  );
}
