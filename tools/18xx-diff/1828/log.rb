require_relative 'load'
# 18xx.games' own log lines for a range of action ids: XX_REPO=... ruby log.rb FILE FROM TO
file, from, to = ARGV
data = JSON.parse(File.read(file))
g = Engine::Game.load(data, at_action: to.to_i)
g.log.each { |l| puts "#{l.action_id} #{l.message}" if l.action_id && l.action_id >= from.to_i }
