# 18xx.games' own game log for an 18Chesapeake export, one line per log entry: "ACTION_ID MESSAGE".
# usage: XX_REPO=/path/to/18xx ruby tools/18xx-diff/18chesapeake/log.rb FILE.json [FROM [TO]]
require_relative '../load-engine'
load_xx_engine(%w[18_chesapeake 18_chesapeake_off_the_rails])

file, from, to = ARGV
data = JSON.parse(File.read(file))
g = to ? Engine::Game.load(data, at_action: to.to_i) : Engine::Game.load(data)
g.log.each { |l| puts "#{l.action_id} #{l.message}" if l.action_id.nil? || l.action_id >= from.to_i }
