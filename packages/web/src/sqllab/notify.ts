/** Toasts raised outside React (thunks): the page registers antd's message API here. */
type Show = (text: string) => void;

let danger: Show = () => {};
let success: Show = () => {};
let warning: Show = () => {};

export function setNotifier(n: { danger: Show; success: Show; warning: Show }): void {
  danger = n.danger;
  success = n.success;
  warning = n.warning;
}

export const notify = {
  danger: (text: string) => danger(text),
  success: (text: string) => success(text),
  warning: (text: string) => warning(text),
};
