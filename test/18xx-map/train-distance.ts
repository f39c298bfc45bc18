/** Train distance from a train id ("3-1" → 3; D trains are unlimited). */
export function trainDistance(id: string): number {
  const name = id.split('-')[0]!;
  return name === 'D' ? 999 : Number(name);
}
