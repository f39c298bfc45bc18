# 18xx.games' answer for each logged run of written-runs.ts (JSON=1): the game loaded up to the action before the
# run, then the run processed as a new (live) move without its written revenues: each route's revenue as
# 18xx.games computes it with its checks, or the error it raises, and whether the move is accepted.
# usage: JSON=1 npx tsx tools/1822-data/written-runs.ts FILES | XX_REPO=/path/to/18xx ENGINE_LOG_LEVEL=4 \
#          ruby tools/1822-data/written-runs.rb DIR_OF_FILES
require_relative '../18xx-diff/load-engine'
load_xx_engine(%w[1822 1822_mrs 1822_nrs])

# A logged route as a live move sends it: without its written revenue; an old log's local run (no connections, one
# hex) in today's form, [["local", hex]].
def live_route(route)
  r = route.except('revenue', 'revenue_str', 'subsidy')
  r['connections'] = [['local', r['hexes'][0]]] if r['connections'] == [] && r['hexes']&.size == 1
  r
end

dir = ARGV[0]
$stdin.each_line do |line|
  run = JSON.parse(line)
  data = JSON.parse(File.read(File.join(dir, run['game'])))
  before = data['actions'].map { |a| a['id'] }.select { |i| i < run['id'] }.max
  game = Engine::Game.load(data, at_action: before)
  h = data['actions'].find { |a| a['id'] == run['id'] }
  bare = h.merge('routes' => h['routes'].map { |r| live_route(r) })
  bare.delete('auto_actions')
  revenues = begin
    action = Engine::Action::Base.action_from_h(bare, game)
    action.routes.map do |r|
      r.revenue
    rescue StandardError => e
      "#{e.class}: #{e.message}"
    end
  rescue StandardError => e
    ["#{e.class}: #{e.message}"]
  end
  game.process_action(bare)
  puts JSON.generate(
    game: run['game'], id: run['id'], written: run['trains'], ours: run['ours'], our_error: run['error'],
    theirs: revenues, accepted: game.exception.nil?, error: game.exception&.message,
  )
end
