/** Shown when the user lacks the permission a page needs. */
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { HOME_PATH } from './navigation';

export function ForbiddenPage() {
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title="Access denied"
      subTitle="You do not have permission to view this page. Ask an administrator if you need access."
      extra={
        <Button
          type="primary"
          href={HOME_PATH}
          onClick={(e) => {
            e.preventDefault();
            navigate(HOME_PATH);
          }}
        >
          Back to home
        </Button>
      }
    />
  );
}
