require_relative 'load'
# 1828 setup as 18xx.games does it, for a spread of seeds (test/1828/fixtures/setup-18xx-games.json):
# XX_REPO=... ENGINE_LOG_LEVEL=4 ruby tools/18xx-diff/1828/setup.rb
out = []
seeds = [0, 1, 2, 7, 42, 1000, 23366, 2007664020, 2147483647, 3000000000] + (1..30).map { |i| (i * 7919 * 104729) % 4_000_000_000 }
seeds.each_with_index do |seed, k|
  n = 3 + (k % 3)
  [false, true].each do |ensure_good|
    names = (1..n).to_h { |i| [i, "P#{i}"] }
    g = Engine::Game::G1828::Game.new(names, seed: seed, optional_rules: ensure_good ? [:ensure_good_privates] : [])
    st = g.round.steps.find { |s| s.is_a?(Engine::Game::G1828::Step::WaterfallAuction) }
    out << { seed: seed, players: n, ensureGoodPrivates: ensure_good,
             removed: g.companies.select(&:closed?).map(&:sym),
             auction: st.companies.map(&:sym),
             depot: g.depot.upcoming.map(&:id),
             minorTrains: g.minors.flat_map { |m| m.trains.map(&:id) } }
  end
end
puts JSON.pretty_generate(out)
