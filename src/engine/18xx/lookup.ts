// Indexes over the state's corporation and certificate arrays, for the lookups every action makes many times
// (linear searches over ~20 corporations and ~200 certificates were a large share of a replay's work).
// They hold no facts of their own: each is derived from an array and rebuilt when the array is a new one (a
// clone) or has grown. Both arrays only ever grow, by appending (1828's systems), and an entry's identity
// (a corporation's sym; a certificate's id, corporation, percent and president flag) never changes. Owners do
// change: the index by owner is patched (or dropped) by ownersChanged, which every change of a certificate's owner
// calls (moveShare and the few places that set owners directly); test/18xx/owner-index.test.ts replays every
// fixture with checkOwnerIndex on, which compares each answer with a scan.
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

// Each lookup is a short function that returns the kept index, and builds it in a separate one: the lookups are
// inlined into many hot functions by the optimizing compiler, which then does not compile the rare rebuild into each.

export function corpIndex<C extends Corp>(corps: C[]): Map<string, C> {
  const ix = corpIndexes.get(corps) as Map<string, C> | undefined;
  return ix !== undefined && ix.size === corps.length ? ix : buildCorpIndex(corps);
}

function buildCorpIndex<C extends Corp>(corps: C[]): Map<string, C> {
  const ix = new Map<string, C>();
  for (const c of corps) ix.set(c.sym, c);
  corpIndexes.set(corps, ix);
  return ix;
}

export function shareIndex<S extends Share>(shares: S[]): ShareIndex<S> {
  const ix = shareIndexes.get(shares) as ShareIndex<S> | undefined;
  return ix !== undefined && ix.size === shares.length ? ix : buildShareIndex(shares);
}

function buildShareIndex<S extends Share>(shares: S[]): ShareIndex<S> {
  const ix: ShareIndex<S> = { size: shares.length, byId: new Map(), byCorp: new Map(), president: new Map() };
  for (const s of shares) {
    ix.byId.set(s.id, s);
    const list = ix.byCorp.get(s.corp);
    if (list) list.push(s);
    else ix.byCorp.set(s.corp, [s]);
    if (s.president && !ix.president.has(s.corp)) ix.president.set(s.corp, s);
  }
  shareIndexes.set(shares, ix);
  return ix;
}

/** A corporation's certificates (all owners), in the state's order. */
export function certificatesOf<S extends Share>(shares: S[], corp: string): readonly S[] {
  return shareIndex(shares).byCorp.get(corp) ?? [];
}

interface OwnerIndex<S> {
  size: number;
  byOwner: Map<string, S[]>;
  /** Each certificate's place in the array (the lists keep the array's order: a corporation's come together). */
  position: Map<S, number>;
}

const ownerIndexes = new WeakMap<Share[], OwnerIndex<OwnedShare>>();
let checking = false;
const NONE: readonly never[] = [];

/** Turns on (tests) comparing every certificatesHeldBy answer with a scan of the array: a missed ownersChanged throws. */
export function checkOwnerIndex(on: boolean): void {
  checking = on;
}

/** A holder's certificates (any corporation), in the array's order. */
export function certificatesHeldBy<S extends OwnedShare>(shares: S[], owner: string): readonly S[] {
  let ix = ownerIndexes.get(shares) as OwnerIndex<S> | undefined;
  if (ix === undefined || ix.size !== shares.length) ix = buildOwnerIndex(shares);
  const held: readonly S[] = ix.byOwner.get(owner) ?? NONE;
  if (checking) compareWithScan(shares, owner, held);
  return held;
}

function buildOwnerIndex<S extends OwnedShare>(shares: S[]): OwnerIndex<S> {
  const ix: OwnerIndex<S> = { size: shares.length, byOwner: new Map(), position: new Map() };
  for (let i = 0; i < shares.length; i++) {
    const s = shares[i]!;
    ix.position.set(s, i);
    const list = ix.byOwner.get(s.owner);
    if (list) list.push(s);
    else ix.byOwner.set(s.owner, [s]);
  }
  ownerIndexes.set(shares, ix as OwnerIndex<OwnedShare>);
  return ix;
}

function compareWithScan(shares: readonly OwnedShare[], owner: string, held: readonly OwnedShare[]): void {
  const scan = shares.filter((s) => s.owner === owner);
  if (scan.length !== held.length || scan.some((s, i) => s !== held[i])) throw new Error(`owner index of ${owner} is stale: a certificate changed owner without ownersChanged`);
}

/**
 * Must follow every change of a certificate's owner in `shares`. With the certificate and its previous owner the
 * index is patched; without, it is dropped (rebuilt on the next lookup).
 */
export function ownersChanged(shares: Share[], moved?: OwnedShare, from?: string): void {
  const ix = ownerIndexes.get(shares);
  if (!ix) return;
  const at = moved ? ix.position.get(moved) : undefined;
  const old = from === undefined ? undefined : ix.byOwner.get(from);
  const was = old && moved ? old.indexOf(moved) : -1;
  if (!moved || at === undefined || was < 0 || ix.size !== shares.length) {
    ownerIndexes.delete(shares);
    return;
  }
  if (from === moved.owner) return;
  old!.splice(was, 1);
  let list = ix.byOwner.get(moved.owner);
  if (!list) ix.byOwner.set(moved.owner, (list = []));
  let i = list.length;
  while (i > 0 && ix.position.get(list[i - 1]!)! > at) i--;
  list.splice(i, 0, moved);
}
