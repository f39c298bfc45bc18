# Replays 18xx.games exports with the 18xx.games engine and prints one JSON line per file:
# {file, finished, reason, result, error, at, turn, round, acting}. XX_REPO points at a checkout of github.com/tobymao/18xx.
# usage: XX_REPO=/path/to/18xx ENGINE_LOG_LEVEL=4 ruby tools/18xx-diff/replay.rb FILE.json...
require_relative 'load-engine'
# every title the check knows (titles.json: our title id → its 18xx.games folders g_<name>)
load_xx_engine(JSON.parse(File.read(File.join(__dir__, 'titles.json'))).values.flat_map { |t| t['xx'] })

ARGV.each do |file|
  data = JSON.parse(File.read(file))
  game = Engine::Game.load(data)
  puts JSON.generate(
    file: File.basename(file), finished: game.finished, reason: game.game_end_reason, result: game.result,
    error: game.exception&.message, at: game.exception ? game.actions.size + 1 : nil,
    turn: game.turn, round: game.round&.name, acting: game.active_players_id,
  )
end
