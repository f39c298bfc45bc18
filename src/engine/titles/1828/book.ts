// Who holds which certificate, in arrival order per holder (18xx.games' shares_by_corporation), plus the order
// in which holders first touched a corporation's shares (its share_holders hash, which breaks presidency ties).
// Holders are keys: a player id, 'pool', or any other name (a corporation's own IPO is its symbol).

export interface Cert {
  id: string;
  corp: string;
  percent: number;
  president: boolean;
  /** false for a system's donated treasury share. */
  buyable: boolean;
}

export class Book {
  readonly certs = new Map<string, Cert>();
  private readonly owner = new Map<string, string>();
  /** holder → corp → certificate ids in arrival order */
  private readonly lists = new Map<string, Map<string, string[]>>();
  /** corp → holders in the order they first sent or received one of its certificates */
  private readonly touched = new Map<string, string[]>();

  /** A certificate enters the book with its holder (setup order is arrival order). */
  add(cert: Cert, holder: string): void {
    this.certs.set(cert.id, cert);
    this.owner.set(cert.id, holder);
    this.list(holder, cert.corp).push(cert.id);
    this.touch(cert.corp, holder);
  }

  /** Forget a corporation's certificates (a closed corporation). */
  dropCorp(corp: string): void {
    for (const [id, c] of this.certs) {
      if (c.corp !== corp) continue;
      this.certs.delete(id);
      this.owner.delete(id);
    }
    for (const m of this.lists.values()) m.delete(corp);
    this.touched.delete(corp);
  }

  ownerOf(id: string): string {
    const o = this.owner.get(id);
    if (o === undefined) throw new Error(`Unknown certificate ${id}`);
    return o;
  }

  cert(id: string): Cert {
    const c = this.certs.get(id);
    if (!c) throw new Error(`Unknown certificate ${id}`);
    return c;
  }

  /** Certificates of a corporation a holder has, earliest arrival first. */
  sharesOf(holder: string, corp: string): Cert[] {
    return (this.lists.get(holder)?.get(corp) ?? []).map((id) => this.certs.get(id)!);
  }

  percentOf(holder: string, corp: string): number {
    let p = 0;
    for (const c of this.sharesOf(holder, corp)) p += c.percent;
    return p;
  }

  /** Number of 10% shares (a 20% president's certificate counts two). */
  numSharesOf(holder: string, corp: string): number {
    return Math.ceil(this.percentOf(holder, corp) / 10);
  }

  holdersOf(corp: string): readonly string[] {
    return this.touched.get(corp) ?? [];
  }

  /** Move one certificate; it arrives last in the new holder's list. */
  transfer(id: string, to: string): void {
    const from = this.ownerOf(id);
    const corp = this.cert(id).corp;
    const list = this.list(from, corp);
    list.splice(list.indexOf(id), 1);
    this.touch(corp, from);
    this.owner.set(id, to);
    this.list(to, corp).push(id);
    this.touch(corp, to);
  }

  private list(holder: string, corp: string): string[] {
    let m = this.lists.get(holder);
    if (!m) this.lists.set(holder, (m = new Map()));
    let l = m.get(corp);
    if (!l) m.set(corp, (l = []));
    return l;
  }

  private touch(corp: string, holder: string): void {
    let t = this.touched.get(corp);
    if (!t) this.touched.set(corp, (t = []));
    if (!t.includes(holder)) t.push(holder);
  }
}
