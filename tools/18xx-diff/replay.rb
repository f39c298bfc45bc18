# Replays 18xx.games exports with the 18xx.games engine and prints one JSON line per file:
# {file, finished, reason, result, error, at, turn, round, acting}. XX_REPO points at a checkout of github.com/tobymao/18xx.
# usage: XX_REPO=/path/to/18xx ENGINE_LOG_LEVEL=4 ruby tools/18xx-diff/replay.rb FILE.json...
require_relative 'load-engine'
load_xx_engine(%w[18_chesapeake 18_chesapeake_off_the_rails 1828 1889])

ARGV.each do |file|
  data = JSON.parse(File.read(file))
  game = Engine::Game.load(data)
  puts JSON.generate(
    file: File.basename(file), finished: game.finished, reason: game.game_end_reason, result: game.result,
    error: game.exception&.message, at: game.exception ? game.actions.size + 1 : nil,
    turn: game.turn, round: game.round&.name, acting: game.active_players_id,
  )
end
