require_relative 'load'
# 18xx.games' state after every effective action of an 1828 export, compactly (test/1828/fixtures/trace-*.json):
# players' cash; corporations' [price, cash] when they change; the player order when it changes.
# XX_REPO=... ENGINE_LOG_LEVEL=4 ruby tools/18xx-diff/1828/trace.rb FILE > trace.json
data = JSON.parse(File.read(ARGV[0]))
actions = Engine::Game::Base.filtered_actions(data['actions']).first.compact
g = Engine::Game.load(data, at_action: 0)
players = g.players.map { |p| p.id.to_s }
steps = []
prev_corps = {}
prev_order = nil
actions.each do |a|
  g.process_action(a.dup)
  raise "#{a['id']}: #{g.exception}" if g.exception

  step = { id: a['id'], cash: players.map { |id| g.players.find { |p| p.id.to_s == id }.cash } }
  corps = g.corporations.select(&:ipoed).to_h { |c| [c.id, [c.share_price&.price, c.cash]] }
  changed = corps.reject { |k, v| prev_corps[k] == v }
  gone = prev_corps.keys - corps.keys
  step[:corps] = changed unless changed.empty?
  step[:gone] = gone unless gone.empty?
  order = g.players.map { |p| p.id.to_s }
  step[:order] = order if order != prev_order
  prev_corps = corps
  prev_order = order
  steps << step
end
puts JSON.generate(players: players, finished: g.finished, reason: g.game_end_reason, steps: steps)
