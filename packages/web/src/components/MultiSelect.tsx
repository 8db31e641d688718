/**
 * antd's multiple Select, except that Tab only moves on. (antd picks the highlighted option
 * on Tab; after a choice the highlight returns to the first option, so "type Gamma, Enter,
 * Tab" would silently add the first role too — here, Admin.)
 */
import { useState } from 'react';
import { Select } from 'antd';
import type { SelectProps } from 'antd';

export function MultiSelect<V extends string | number>(props: Omit<SelectProps<V[]>, 'mode'>) {
  const [open, setOpen] = useState(false);
  return (
    <div
      onKeyDownCapture={(e) => {
        if (e.key === 'Tab' && open) {
          // Keep the event from the select (no pick); the browser still moves the focus.
          e.stopPropagation();
          setOpen(false);
        }
      }}
    >
      <Select<V[]> {...props} mode="multiple" open={open} onOpenChange={setOpen} />
    </div>
  );
}
