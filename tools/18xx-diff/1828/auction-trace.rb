require_relative 'load'
# The private auction of an 1828 export as 18xx.games plays it: after every action of the auction round, the
# players' cash, owners, bids and who acts (test/1828/fixtures/auction-*.json).
# XX_REPO=... ENGINE_LOG_LEVEL=4 ruby tools/18xx-diff/1828/auction-trace.rb FILE
data = JSON.parse(File.read(ARGV[0]))
trace = []
Engine::Game::Base.filtered_actions(data['actions']).first.compact.each do |a|
  next if a['type'] == 'message'
  break if trace.last&.fetch(:auctionOver)

  g = Engine::Game.load(data, at_action: a['id'])

  step = g.round.steps.find { |s| s.is_a?(Engine::Game::G1828::Step::WaterfallAuction) }
  trace << {
    id: a['id'],
    order: g.players.map { |p| p.id.to_s },
    cash: g.players.to_h { |p| [p.id.to_s, p.cash] },
    owners: g.companies.reject(&:closed?).select(&:owner).to_h { |c| [c.sym, c.owner.id.to_s] },
    bids: (step&.bids || {}).reject { |c, bs| c.nil? || bs.empty? }.to_h { |c, bs| [c.sym, bs.map { |b| [b.entity.id.to_s, b.price] }] },
    active: g.round.active_entities.map { |e| e.id.to_s },
    auctionOver: !g.round.is_a?(Engine::Round::Auction),
  }
end
puts JSON.generate(trace)
