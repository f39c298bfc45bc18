# 1889's Beginner Game as the 18xx.games engine sets it up: for each seed and player count, who owns which private,
# the players' and the bank's cash, the first round and who acts first (test/fixtures/1889-beginner/deals.json).
# usage: XX_REPO=/path/to/18xx ENGINE_LOG_LEVEL=4 ruby tools/18xx-diff/1889/beginner-deals.rb SEED... > deals.json
require_relative '../load-engine'
load_xx_engine(['1889'])

deals = ARGV.map(&:to_i).flat_map do |seed|
  (2..6).map do |n|
    names = (0...n).to_h { |i| [100 + i, "P#{i}"] }
    g = Engine::Game::G1889::Game.new(names, seed: seed, optional_rules: [:beginner_game])
    {
      seed: seed, players: n,
      owners: g.companies.to_h { |c| [c.sym, c.owner.id.to_s] },
      cash: g.players.to_h { |p| [p.id.to_s, p.cash] }.merge('bank' => g.bank.cash),
      round: g.round.name, acting: g.round.active_entities.map { |e| e.id.to_s }
    }
  end
end
puts JSON.pretty_generate(deals)
