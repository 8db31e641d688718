/** Shown when the user lacks the permission a page needs. */
import { BackToHomeResult } from './BackToHomeResult';

export function ForbiddenPage() {
  return (
    <BackToHomeResult
      status="403"
      title="Access denied"
      subTitle="You do not have permission to view this page. Ask an administrator if you need access."
    />
  );
}
