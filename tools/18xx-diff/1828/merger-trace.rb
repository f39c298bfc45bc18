require_relative 'load'
# Every merger of an 1828 export as 18xx.games plays it: the state just before the `merge` action, the choices
# made, and the state when the merger is complete (test/1828/fixtures/mergers-*.json).
# XX_REPO=... ENGINE_LOG_LEVEL=4 ruby tools/18xx-diff/1828/merger-trace.rb FILE
data = JSON.parse(File.read(ARGV[0]))
actions = Engine::Game::Base.filtered_actions(data['actions']).first.compact.reject { |a| a['type'] == 'message' }

def holdings(g, corp)
  holders = g.players + [g.share_pool, corp]
  holders.to_h do |h|
    key = h.player? ? h.id.to_s : (h == g.share_pool ? 'pool' : 'ipo')
    [key, h.shares_by_corporation[corp].map { |s| [s.id, s.percent, s.president, s.buyable] }]
  end
end

def corp_state(g, corp)
  { sym: corp.id, price: corp.share_price.price, coords: corp.share_price.coordinates, cash: corp.cash,
    floated: corp.floated?, operated: corp.operated?, owner: corp.owner&.id&.to_s, shares: holdings(g, corp),
    holderOrder: corp.share_holders.keys.map { |h| h.player? ? h.id.to_s : (h == g.share_pool ? 'pool' : h.id.to_s) } }
end

out = []
actions.each_with_index do |a, i|
  next unless a['type'] == 'merge'

  before = Engine::Game.load(data, at_action: actions[i - 1]['id'])
  m = before.round.merge_initiator
  t = before.corporation_by_id(a['corporation'])
  sold = before.round.players_sold
  rec = {
    id: a['id'],
    order: before.round.entities.map { |p| p.id.to_s },
    acting: before.round.acting_player.id.to_s,
    playerNames: before.players.to_h { |p| [p.id.to_s, p.name] },
    cash: before.players.to_h { |p| [p.id.to_s, p.cash] },
    sold: before.players.to_h { |p| [p.id.to_s, [m, t].select { |c| sold[p][c] }.map(&:id)] },
    merger: corp_state(before, m),
    target: corp_state(before, t),
  }
  j = i + 1
  choices = []
  while actions[j] && actions[j]['type'] == 'choose'
    choices << { player: actions[j]['entity'].to_s, choice: actions[j]['choice'] }
    j += 1
  end
  after = Engine::Game.load(data, at_action: actions[j - 1]['id'])
  sys = after.corporation_by_id("#{m.id}-#{t.id}")
  rec[:choices] = choices
  rec[:after] = {
    cash: after.players.to_h { |p| [p.id.to_s, p.cash] },
    system: corp_state(after, sys),
    failed: after.round.active_step.respond_to?(:merge_failed?) && after.round.active_step.merge_failed?,
    soldSystem: after.players.to_h { |p| [p.id.to_s, !!after.round.players_sold[p][sys]] },
  }
  out << rec
end
puts JSON.pretty_generate(out)
