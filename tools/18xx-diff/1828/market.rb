require_relative 'load'
# 1828 market facts from the 18xx.games engine (test/1828/fixtures/market-18xx-games.json):
# a system's cell for pairs of member cells, and up/right/down/left from every cell.
# XX_REPO=... ENGINE_LOG_LEVEL=4 ruby tools/18xx-diff/1828/market.rb
names = { 1 => 'P1', 2 => 'P2', 3 => 'P3' }
g = Engine::Game::G1828::Game.new(names, seed: 1)
sm = g.stock_market
cells = sm.market.flatten.compact
corp = g.corporations.first
moves = cells.map do |sp|
  dirs = %i[up right down left].to_h do |d|
    to = begin
      c = sm.send(d, corp, sp.coordinates)
      sm.share_price(c) ? c : sp.coordinates
    rescue SystemStackError
      'loop'
    end
    [d, to]
  end
  { at: sp.coordinates, **dirs }
end
# pairs: every cell with a few partners (members are at or above 40 and parred somewhere)
pairs = []
cells.each_with_index do |a, i|
  cells.each_with_index do |b, j|
    next unless ((i * 31) + (j * 17)) % 23 == 0

    a_corp, b_corp = g.corporations[0], g.corporations[1]
    a_corp.share_price = a
    b_corp.share_price = b
    to = begin
      g.send(:system_market_price, [a_corp, b_corp]).coordinates
    rescue StandardError => e
      e.class.name
    end
    pairs << { a: a.coordinates, b: b.coordinates, system: to }
  end
end
par = { start: g.par_prices.map(&:id) }
%w[green_par blue_par brown_par].each { |ev| g.send("event_#{ev}!"); par[ev] = g.par_prices.map(&:id) }
puts JSON.generate(moves: moves, pairs: pairs.each_slice(4).map(&:first), par: par)
