/**
 * Google's encoded polyline format, as the Python `polyline` package writes it (which is
 * what Superset's bart_lines loader uses). Each pair is encoded in the order given, so
 * `[lng, lat]` pairs stay `[lng, lat]` once decoded, exactly as in Superset's table.
 */

/** Python 2 style rounding: halves away from zero. */
function roundHalfAway(x: number): number {
  return Math.sign(x) * Math.floor(Math.abs(x) + 0.5);
}

function encodeValue(delta: number): string {
  let v = delta < 0 ? ~(delta << 1) : delta << 1;
  let out = '';
  while (v >= 0x20) {
    out += String.fromCharCode((0x20 | (v & 0x1f)) + 63);
    v >>= 5;
  }
  return out + String.fromCharCode(v + 63);
}

export function encodePolyline(points: readonly (readonly number[])[], precision = 5): string {
  const factor = 10 ** precision;
  let out = '';
  let prev = [0, 0];
  for (const point of points) {
    const curr = [roundHalfAway(point[0] * factor), roundHalfAway(point[1] * factor)];
    out += encodeValue(curr[0] - prev[0]) + encodeValue(curr[1] - prev[1]);
    prev = curr;
  }
  return out;
}
