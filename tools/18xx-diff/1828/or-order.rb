require_relative 'load'
# The operating round's order as 18xx.games holds it after given action ids, as JSON lines: the round's entities,
# the index into them, the entity acting and the operator whose turn began last (Round::Operating#current_operator).
# XX_REPO=... ENGINE_LOG_LEVEL=4 ruby tools/18xx-diff/1828/or-order.rb FILE ID...
file = ARGV.shift
data = JSON.parse(File.read(file))
ARGV.each do |at|
  g = Engine::Game.load(data, at_action: at.to_i)
  r = g.round
  raise "#{at}: #{g.exception.message}" if g.exception
  raise "#{at}: not in an operating round" unless r.operating?

  puts JSON.generate(at: at.to_i, entities: r.entities.map(&:id), index: r.entity_index,
                     acting: r.active_entities.map(&:id), operator: r.current_operator&.id)
end
