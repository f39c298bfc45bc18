# Every logged run of 18xx.games 1822 exports as 18xx.games values it as a live move today: each game replayed once,
# and before each run_routes its routes read without their written revenues (Route#revenue with every check); prints
# one JSON line per run whose value differs from the written one or which it refuses, and a count at the end.
# usage: XX_REPO=/path/to/18xx ENGINE_LOG_LEVEL=4 ruby tools/1822-data/runs-along.rb FILE.json...
require_relative '../18xx-diff/load-engine'
load_xx_engine(%w[1822 1822_mrs 1822_nrs])

# A logged route as a live move sends it: without its written revenue; an old log's local run (no connections, one
# hex) in today's form, [["local", hex]].
def live_route(route)
  r = route.except('revenue', 'revenue_str', 'subsidy')
  r['connections'] = [['local', r['hexes'][0]]] if r['connections'] == [] && r['hexes']&.size == 1
  r
end

total = 0
differ = 0
ARGV.each do |file|
  data = JSON.parse(File.read(file))
  actions = Engine::Game::Base.filtered_actions(data['actions']).first.compact
  data['actions'] = []
  data.delete('result')
  data['status'] = 'active'
  game = Engine::Game.load(data)
  actions.each do |a|
    break if game.exception || game.finished

    if a['type'] == 'run_routes'
      total += 1
      bare = a.merge('routes' => a['routes'].map { |r| live_route(r) })
      theirs = begin
        Engine::Action::Base.action_from_h(bare, game).routes.map do |r|
          r.revenue
        rescue StandardError => e
          e.message
        end
      rescue StandardError => e
        [e.message]
      end
      written = a['routes'].map { |r| r['revenue'] }
      unless theirs == written
        differ += 1
        puts JSON.generate(game: File.basename(file), id: a['id'], written: written, theirs: theirs)
      end
    end
    game.process_action(a)
  end
  warn "#{File.basename(file)}: stopped at #{game.exception.message}" if game.exception
end
puts JSON.generate(runs: total, differ: differ)
