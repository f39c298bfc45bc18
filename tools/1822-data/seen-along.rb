# Replays an 18xx.games export's effective actions once with the 18xx.games engine and prints what replay.rb
# prints (one JSON line) after each of the given numbers of actions: O(n) where replaying every cut is O(n²).
# usage: XX_REPO=/path/to/18xx ENGINE_LOG_LEVEL=4 ruby tools/1822-data/seen-along.rb EFFECTIVE.json N1,N2,...
require_relative '../18xx-diff/load-engine'
load_xx_engine(%w[1822 1822_mrs 1822_nrs])

data = JSON.parse(File.read(ARGV[0]))
wanted = ARGV[1].split(',').map(&:to_i)
actions = data['actions']
data['actions'] = []
data.delete('result')
data['status'] = 'active'
game = Engine::Game.load(data)
actions.each_with_index do |a, i|
  game.process_action(a) unless game.exception
  next unless wanted.include?(i + 1)

  puts JSON.generate(
    at: i + 1, finished: game.finished, reason: game.game_end_reason, result: game.result,
    error: game.exception&.message, turn: game.turn, round: game.round&.name, acting: game.active_players_id,
  )
end
