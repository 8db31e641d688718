/** A list cell naming the first of several things and "+N" for the rest, all of them on hover. */
import { Space, Tag, Tooltip } from 'antd';

export function FirstAndMore({ names }: { names: string[] }) {
  if (names.length <= 1) return names[0] ?? '';
  return (
    <Tooltip title={names.join(', ')}>
      <Space size={4}>
        {names[0]}
        <Tag>+{names.length - 1}</Tag>
      </Space>
    </Tooltip>
  );
}
