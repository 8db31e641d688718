declare module 'rison' {
  const rison: {
    decode(r: string): unknown;
    encode(v: unknown): string;
  };
  export default rison;
}
