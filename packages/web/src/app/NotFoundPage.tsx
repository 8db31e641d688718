/** Shown for client routes that do not exist. */
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { HOME_PATH } from './navigation';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="Page not found"
      subTitle="The page you are looking for does not exist or has moved."
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
