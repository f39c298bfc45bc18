// Indexes over the state's corporation and certificate arrays, for the lookups every action makes many times
// (linear searches over ~20 corporations and ~200 certificates were a large share of a replay's work).
// They hold no facts of their own: each is derived from an array and rebuilt when the array is a new one (a
// clone) or has grown. Both arrays only ever grow, by appending (1828's systems), and an entry's identity
// (a corporation's sym; a certificate's id, corporation, percent and president flag) never changes. Owners do
// change: the index by owner is dropped by ownersChanged, which every change of a certificate's owner calls
// (moveShare and the few places that set owners directly); the engine tests replay every fixture with
// checkOwnerIndex on, which compares each answer with a scan.
// (The entries are typed by what is indexed, so this module imports nothing: state.ts uses it.)
interface Corp {
  sym: string;
}
interface Share {
  id: string;
  corp: string;
  president: boolean;
}
interface OwnedShare extends Share {
  owner: string;
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

const ownerIndexes = new WeakMap<Share[], { size: number; byOwner: Map<string, OwnedShare[]> }>();
let checking = false;
const NONE: readonly never[] = [];

/** Turns on (tests) comparing every certificatesHeldBy answer with a scan of the array: a missed ownersChanged throws. */
export function checkOwnerIndex(on: boolean): void {
  checking = on;
}

/** A holder's certificates (any corporation), in no particular order. */
export function certificatesHeldBy<S extends OwnedShare>(shares: S[], owner: string): readonly S[] {
  let ix = ownerIndexes.get(shares) as { size: number; byOwner: Map<string, S[]> } | undefined;
  if (ix === undefined || ix.size !== shares.length) {
    ix = { size: shares.length, byOwner: new Map() };
    for (const s of shares) {
      const list = ix.byOwner.get(s.owner);
      if (list) list.push(s);
      else ix.byOwner.set(s.owner, [s]);
    }
    ownerIndexes.set(shares, ix);
  }
  const held: readonly S[] = ix.byOwner.get(owner) ?? NONE;
  if (checking) {
    const scan = shares.filter((s) => s.owner === owner);
    if (scan.length !== held.length || scan.some((s) => !held.includes(s))) throw new Error(`owner index of ${owner} is stale: a certificate changed owner without ownersChanged`);
  }
  return held;
}

/**
 * Must follow every change of a certificate's owner in `shares`. With the certificate and its previous owner the
 * index is patched; without, it is dropped (rebuilt on the next lookup).
 */
export function ownersChanged(shares: Share[], moved?: OwnedShare, from?: string): void {
  const ix = ownerIndexes.get(shares);
  if (!ix) return;
  if (!moved || from === undefined || ix.size !== shares.length) {
    ownerIndexes.delete(shares);
    return;
  }
  if (from === moved.owner) return;
  const old = ix.byOwner.get(from);
  const at = old ? old.indexOf(moved) : -1;
  if (at < 0) {
    ownerIndexes.delete(shares);
    return;
  }
  old!.splice(at, 1);
  const list = ix.byOwner.get(moved.owner);
  if (list) list.push(moved);
  else ix.byOwner.set(moved.owner, [moved]);
}
