require_relative 'load'
# After every action of an export, one line: action id, who acts next (players by id, corporations by symbol)
# and the players' cash — compared with steps.ts's lines to find where two engines part.
# XX_REPO=... ENGINE_LOG_LEVEL=4 ruby tools/18xx-diff/1828/steps.rb FILE
data = JSON.parse(File.read(ARGV[0]))
actions = Engine::Game::Base.filtered_actions(data['actions']).first.compact
g = Engine::Game.load(data, at_action: 0)
actions.each do |a|
  next if a['type'] == 'message'

  g.process_action(a.dup)
  if g.exception
    puts "#{a['id']} ERROR #{g.exception.message}"
    break
  end
  active = g.round.active_entities.map { |e| e.player? ? e.id.to_s : e.id }
  cash = g.players.sort_by { |p| p.id.to_s }.map(&:cash)
  puts "#{a['id']} #{active.join(',')} #{cash.join(',')}"
end
