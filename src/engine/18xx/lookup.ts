// Indexes over the state's corporation and certificate arrays, for the lookups every action makes many times
// (linear searches over ~20 corporations and ~200 certificates were a large share of a replay's work).
// They hold no facts of their own: each is derived from an array and rebuilt when the array is a new one (a
// clone) or has grown. Both arrays only ever grow, by appending (1828's systems), and an entry's identity
// (a corporation's sym; a certificate's id, corporation, percent and president flag) never changes; owners do,
// so nothing here indexes by owner.
// (The entries are typed by what is indexed, so this module imports nothing: state.ts uses it.)
interface Corp {
  sym: string;
}
interface Share {
  id: string;
  corp: string;
  president: boolean;
}

interface ShareIndex<S extends Share> {
  size: number;
  byId: Map<string, S>;
  /** Each corporation's certificates, in the array's order. */
  byCorp: Map<string, S[]>;
  president: Map<string, S>;
}

const corpIndexes = new WeakMap<Corp[], Map<string, Corp>>();
const shareIndexes = new WeakMap<Share[], ShareIndex<Share>>();

export function corpIndex<C extends Corp>(corps: C[]): Map<string, C> {
  let ix = corpIndexes.get(corps) as Map<string, C> | undefined;
  if (ix === undefined || ix.size !== corps.length) {
    ix = new Map();
    for (const c of corps) ix.set(c.sym, c);
    corpIndexes.set(corps, ix);
  }
  return ix;
}

export function shareIndex<S extends Share>(shares: S[]): ShareIndex<S> {
  let ix = shareIndexes.get(shares) as ShareIndex<S> | undefined;
  if (ix === undefined || ix.size !== shares.length) {
    ix = { size: shares.length, byId: new Map(), byCorp: new Map(), president: new Map() };
    for (const s of shares) {
      ix.byId.set(s.id, s);
      const list = ix.byCorp.get(s.corp);
      if (list) list.push(s);
      else ix.byCorp.set(s.corp, [s]);
      if (s.president && !ix.president.has(s.corp)) ix.president.set(s.corp, s);
    }
    shareIndexes.set(shares, ix);
  }
  return ix;
}

/** A corporation's certificates (all owners), in the state's order. */
export function certificatesOf<S extends Share>(shares: S[], corp: string): readonly S[] {
  return shareIndex(shares).byCorp.get(corp) ?? [];
}
