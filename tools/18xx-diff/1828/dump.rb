require_relative 'load'
# State of an 18xx.games export after given action ids, as JSON lines: XX_REPO=... ruby dump.rb FILE ID...
file = ARGV.shift
data = JSON.parse(File.read(file))
ARGV.each do |at|
  g = Engine::Game.load(data, at_action: at.to_i)
  st = {
    at: at.to_i, round: g.round.class.name, turn: g.turn, phase: g.phase.name,
    active: g.round.active_entities.map(&:name),
    cash: g.players.to_h { |p| [p.id, p.cash] },
    order: g.players.map(&:id),
    companies: g.companies.to_h { |c| [c.sym, c.closed? ? 'closed' : (c.owner&.id || nil)] },
    corps: g.corporations.select(&:ipoed).to_h { |c| [c.id, { price: c.share_price&.price, cash: c.cash, floated: c.floated?, owner: c.owner&.id, trains: c.trains.map(&:name), holders: c.share_holders.to_h { |h, p| [h.respond_to?(:id) ? h.id.to_s : h.name, p] } }] },
  }
  step = g.round.active_step
  st[:bids] = step.bids.to_h { |c, bs| [c&.sym, bs.map { |b| [b.entity.id, b.price] }] } if step.respond_to?(:bids) && step.bids
  puts JSON.generate(st)
end
