/** Tessera's mark: four tiles. */
export function BrandMark({ size = 24 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect x="2" y="2" width="13" height="13" rx="3" fill="#1677ff" />
      <rect x="17" y="2" width="13" height="13" rx="3" fill="#13c2c2" />
      <rect x="2" y="17" width="13" height="13" rx="3" fill="#722ed1" />
      <rect x="17" y="17" width="13" height="13" rx="3" fill="#fa8c16" />
    </svg>
  );
}
