# Replays 18xx.games exports with the 18xx.games engine and prints one JSON line per file:
# {file, finished, reason, result, error, at, turn, round, acting}. XX_REPO points at a checkout of github.com/tobymao/18xx.
# usage: XX_REPO=/path/to/18xx ENGINE_LOG_LEVEL=4 ruby tools/18xx-diff/replay.rb FILE.json...
require 'json'
require 'tmpdir'
repo = ENV.fetch('XX_REPO')
lib = File.join(repo, 'lib')
$LOAD_PATH.unshift(lib)
# the engine requires the require_all gem only to load every title; a stand-in, and we load what we need
shim = File.join(Dir.tmpdir, 'xx-diff-shim')
Dir.mkdir(shim) unless Dir.exist?(shim)
File.write(File.join(shim, 'require_all.rb'), "def require_rel(*); end\n")
$LOAD_PATH.unshift(shim)
wanted = %r{/engine/game/g_(18_chesapeake|18_chesapeake_off_the_rails|1828)(/|\.rb)}
pending = Dir["#{lib}/engine/**/*.rb"].reject { |f| f.include?('/engine/game/g_') && f !~ wanted }.sort
# files depend on each other in no declared order: retry until nothing more loads
loop do
  failed = pending.reject do |f|
    require f
    true
  rescue NameError, LoadError
    false
  end
  break if failed.empty? || failed.size == pending.size
  pending = failed
end
pending.each { |f| require f }
require 'engine'

ARGV.each do |file|
  data = JSON.parse(File.read(file))
  game = Engine::Game.load(data)
  puts JSON.generate(
    file: File.basename(file), finished: game.finished, reason: game.game_end_reason, result: game.result,
    error: game.exception&.message, at: game.exception ? game.actions.size + 1 : nil,
    turn: game.turn, round: game.round&.name, acting: game.active_players_id,
  )
end
