require_relative 'load'
# One JSON line per effective action of an 1828 export, as the 18xx.games engine stands after it: round, turn,
# player order, players' cash, corporations (price, cash, trains, president), privates' owners.
# XX_REPO=... ENGINE_LOG_LEVEL=4 ruby tools/18xx-diff/1828/trace.rb FILE > trace.jsonl
data = JSON.parse(File.read(ARGV[0]))
actions = Engine::Game::Base.filtered_actions(data['actions']).first.compact
g = Engine::Game.load(data, at_action: 0)
actions.each do |a|
  g.process_action(a.dup)
  raise "#{a['id']}: #{g.exception}" if g.exception

  r = g.round
  puts JSON.generate(
    id: a['id'], type: a['type'], round: r.class.name.split('::').last, turn: g.turn,
    roundNum: r.respond_to?(:round_num) ? r.round_num : nil, phase: g.phase.name,
    order: g.players.map { |p| p.id.to_s }, active: r.active_entities.map { |e| e.id.to_s },
    cash: g.players.to_h { |p| [p.id.to_s, p.cash] },
    corps: g.corporations.select(&:ipoed).to_h do |c|
      [c.id, { price: c.share_price&.price, cash: c.cash, trains: c.trains.map(&:id), owner: c.owner&.id&.to_s }]
    end,
    minors: g.minors.to_h { |m| [m.id, { cash: m.cash, owner: m.owner&.id&.to_s }] },
    companies: g.companies.reject(&:closed?).select(&:owner).to_h { |c| [c.sym, [c.owner.id.to_s, c.revenue]] },
    finished: g.finished, reason: g.game_end_reason,
  )
end
