require_relative 'load'
# remove_token as 18xx.games runs it, for test/1828/remove-token.test.ts: 1828-23366 at action 595, NYC given a
# token in New York's (G23) city 0, then the NYC+NYH merger (596) and the system's remove_token in city 0 or 1.
# Prints one JSON line per city: the state after the removal.
# XX_REPO=... ENGINE_LOG_LEVEL=4 ruby tools/18xx-diff/1828/remove-token.rb ../shared/fixtures/18xx-games/1828-23366.json
data = JSON.parse(File.read(ARGV[0]))
merge = data['actions'].find { |a| a['id'] == 596 }
out = [0, 1].map do |which|
  g = Engine::Game.load(data, at_action: 595)
  nyc = g.corporation_by_id('NYC')
  hex = g.hex_by_id('G23')
  hex.tile.cities[0].place_token(nyc, nyc.next_token, check_tokenable: false)
  g.instance_variable_set(:@loading, false)
  g.process_action(merge.dup)
  waiting = g.round.active_step.class.name.split('::').last
  sys = g.corporations.find { |c| c.id == 'NYC-NYH' }
  slot = hex.tile.cities[which].tokens.index { |t| t&.corporation == sys }
  g.process_action({ 'type' => 'remove_token', 'entity' => sys.id, 'entity_type' => 'system', 'city' => "#{hex.tile.id}-#{which}", 'slot' => slot, 'id' => 597 })
  raise g.exception if g.exception

  {
    city: which, slot: slot, waiting_after_merge: waiting,
    cash: g.players.to_h { |p| [p.id.to_s, p.cash] }, system_cash: sys.cash, president: sys.owner&.id&.to_s,
    tokens: sys.tokens.size, used: sys.tokens.count(&:used), next_price: sys.next_token&.price,
    g23: hex.tile.cities.map { |c| c.tokens.map { |t| t&.corporation&.id } },
  }
end
puts JSON.generate(out)
