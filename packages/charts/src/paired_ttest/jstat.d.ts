declare module 'jstat' {
  interface JStat {
    studentt: { cdf(x: number, dof: number): number };
  }
  const jstat: { jStat: JStat };
  export default jstat;
}
