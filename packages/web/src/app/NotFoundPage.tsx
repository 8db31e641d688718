/** Shown for client routes that do not exist. */
import { BackToHomeResult } from './BackToHomeResult';

export function NotFoundPage() {
  return (
    <BackToHomeResult
      status="404"
      title="Page not found"
      subTitle="The page you are looking for does not exist or has moved."
    />
  );
}
