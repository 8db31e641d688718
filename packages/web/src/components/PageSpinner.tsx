/** Shown while a page's code or data loads. */
import { Spin } from 'antd';

export function PageSpinner({ height = '60vh' }: { height?: number | string }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', height }}>
      <Spin size="large" aria-label="Loading" />
    </div>
  );
}
