/** HiddenControl: holds a value, shows nothing. */
export function HiddenControl() {
  return null;
}
