// The schema of an 1871 data file (see ../README.md, "Data file"): every number and list of the
// game, each section marked published (from the seed) or provisional with its basis.
import { z } from 'zod';

export const PHASE_NAMES = ['I', 'II', 'III', 'IV', 'V', 'VI'] as const;
export const BID_CLASSES = ['A', 'B', 'C', 'D'] as const;
export const COMPANY_TYPES = ['private', 'minor', 'paper'] as const;

const phase = z.enum(PHASE_NAMES);
const bidClass = z.enum(BID_CLASSES);
const companyType = z.enum(COMPANY_TYPES);
const money = z.number().int().nonnegative();
const count = z.number().int().positive();
const id = z.string().regex(/^[A-Za-z0-9_&-]+$/, 'ids are letters, digits, _ & -');
const shape = z.enum(['square', 'round']);

/** Every section says where its values come from. */
const section = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ status: z.enum(['published', 'provisional']), basis: z.string().min(1), ...shape }).strict();

const byPlayers = z.record(z.string().regex(/^\d+$/, 'keys are player counts'), money);

const sixPrices = z
  .array(money)
  .length(6, 'a bid class has exactly six prices')
  .refine((p) => p.every((v, i) => i === 0 || v > p[i - 1]!), 'the six prices rise strictly from left to right');

const trainClass = z.object({
  freight: z.boolean(),
  counts: z.enum(['hexes', 'stops', 'best_stops']),
  double: z.array(z.enum(['dah', 'own_token'])),
}).strict();

export const dataSchema = z
  .object({
    title: z.literal('1871-steel-cities'),
    version: z.string().regex(/^[A-Za-z0-9.-]+$/),
    description: z.string(),
    players: section({ min: count, max: count }),
    auction: section({
      private_classes: z.array(bidClass).min(1),
      minor_class_by_phase: z.partialRecord(phase, bidClass),
      paper_class: bidClass,
      first_stock_round: z.array(z.array(companyType).min(1)).min(1),
      later_stock_rounds: z.array(z.array(companyType).min(1)),
    }),
    bid_classes: section({ prices: z.record(bidClass, sixPrices) }),
    auction_house: section({
      type_order: z.array(companyType).length(3),
      on_offer: z.record(companyType, count),
      bidding_order_track: z.enum(['seat_order']),
      unsold: z.enum(['stays_on_offer']),
      unsold_minor_exports_train: z.boolean(),
    }),
    money: section({ bank: count, starting_cash: byPlayers, cert_limit: byPlayers }),
    loans: section({ interest_percent: money, endgame_penalty_percent: money }),
    companies: section({
      privates: z.array(
        z
          .object({
            id,
            name: z.string().min(1),
            bid_number: count,
            class: bidClass,
            value: money,
            revenue: money,
            /** What the private lets its owner's company do once (then it closes); README "Private abilities". */
            ability: z
              .discriminatedUnion('type', [
                z.object({ type: z.literal('extra_tile_lay'), basis: z.string().min(1) }).strict(),
                z.object({ type: z.literal('terrain_discount'), terrain: z.enum(['mountain', 'water']), basis: z.string().min(1) }).strict(),
              ])
              .optional(),
          })
          .strict(),
      ).min(1),
      minors: z.array(z.object({ id, name: z.string().min(1), bid_number: count, token: shape, home: id }).strict()).min(1),
      paper: z.array(z.object({ id, major: id, bid_number: count }).strict()),
      majors: z.array(
        z.object({ id, name: z.string().min(1), home: id, tokens: z.partialRecord(shape, count) }).strict(),
      ),
      minor_float: z.object({ treasury: z.enum(['price']), par: z.enum(['half_price']), payout: z.enum(['half']) }).strict(),
      major_shares: z
        .object({ president_percent: count, share_percent: count, float_percent: count, max_percent: count, pool_max_percent: count })
        .strict(),
      conversion: z.object({ from: phase, paper_closes_on: phase }).strict(),
      token_cost: money,
    }),
    market: section({ rows: z.array(z.array(z.string().regex(/^(\d+[a-z]*)?$/, 'a cell is a price with optional letters, or empty'))).min(1) }),
    phases: section({
      list: z.array(
        z.object({
          name: phase,
          train_limit: z.object({ minor: count, major: count }).strict(),
          tiles: z.array(z.enum(['yellow', 'green', 'brown', 'gray'])).min(1),
          operating_rounds: count,
        }).strict(),
      ).min(1),
    }),
    // the seed's rule (published) and the one lay of minors and of majors before it (provisional, 1822)
    tile_lays_early: section({
      minor: z.array(z.object({ lays: count, upgrades: money }).strict()),
      major_before_III: z.array(z.object({ lays: count, upgrades: money }).strict()),
    }),
    tile_lays: section({
      major_from: phase,
      major_choices: z.array(
        z.object({ id, count, kind: z.enum(['plain', 'non_tokenable', 'tokenable_upgrade']) }).strict(),
      ).min(1),
    }),
    trains: section({
      classes: z.object({ H: trainClass, F: trainClass, P: trainClass, E: trainClass }).strict(),
      list: z.array(
        z.object({
          name: id,
          class: z.enum(['H', 'F', 'P', 'E']),
          reach: count,
          count: z.union([count, z.literal('unlimited')]),
          price: money,
          phase,
          rusts_on: phase.optional(),
        }).strict(),
      ).min(1),
      // how a company pays for another company's train: 'own_cash', from its treasury alone (v3 on, the 1822 model);
      // absent (v1, v2, as their games were played): the shared default, its president may add up to the face value
      from_other_companies: z.enum(['own_cash']).optional(),
    }),
    map: section({
      layout: z.enum(['flat', 'pointy']),
      hexes: z.array(
        z.object({
          color: z.enum(['white', 'yellow', 'green', 'brown', 'gray', 'red', 'blue']),
          code: z.string(),
          shape: z.enum(['square', 'round', 'both']).nullable(),
          hexes: z.array(id).min(1),
        }).strict(),
      ),
      names: z.record(id, z.string()),
    }),
    tiles: section({ manifest: z.record(z.string(), z.union([count, z.literal('unlimited')])) }),
    end: section({ bank_broken: z.enum(['full_or_set', 'current_or']), market_end: z.enum(['full_or_set', 'current_or']) }),
  })
  .strict();

export type SteelData = z.infer<typeof dataSchema>;
export type PhaseName = (typeof PHASE_NAMES)[number];
export type BidClass = (typeof BID_CLASSES)[number];
export type CompanyType = (typeof COMPANY_TYPES)[number];
