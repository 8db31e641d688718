/** A whole-page result (403, 404) whose one action leads back to the home page. */
import { Button, Result, type ResultProps } from 'antd';
import { useNavigate } from 'react-router-dom';
import { HOME_PATH } from './navigation';

export function BackToHomeResult({
  status,
  title,
  subTitle,
}: Pick<ResultProps, 'status' | 'title' | 'subTitle'>) {
  const navigate = useNavigate();
  return (
    <Result
      status={status}
      title={title}
      subTitle={subTitle}
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
