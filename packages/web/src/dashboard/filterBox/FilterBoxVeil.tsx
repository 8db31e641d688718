/** Over a deactivated filter box (reviewing, converted): seen through, not usable. */
import { theme } from 'antd';

export function FilterBoxVeil() {
  const { token } = theme.useToken();
  return (
    <div
      data-test="filter-box-deactivated"
      aria-hidden
      style={{
        position: 'absolute',
        inset: 0,
        background: token.colorBgContainerDisabled,
        opacity: 0.6,
        cursor: 'not-allowed',
      }}
    />
  );
}
