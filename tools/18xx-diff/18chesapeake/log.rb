# 18xx.games' own game log for an 18Chesapeake export, one line per log entry: "ACTION_ID MESSAGE".
# usage: XX_REPO=/path/to/18xx ruby tools/18xx-diff/18chesapeake/log.rb FILE.json [FROM [TO]]
require 'json'
require 'tmpdir'
lib = File.join(ENV.fetch('XX_REPO'), 'lib')
$LOAD_PATH.unshift(lib)
# the engine requires the require_all gem only to load every title; a stand-in, and we load what we need
shim = File.join(Dir.tmpdir, 'xx-diff-shim')
Dir.mkdir(shim) unless Dir.exist?(shim)
File.write(File.join(shim, 'require_all.rb'), "def require_rel(*); end\n")
$LOAD_PATH.unshift(shim)
wanted = %r{/engine/game/g_(18_chesapeake|18_chesapeake_off_the_rails)(/|\.rb)}
pending = Dir["#{lib}/engine/**/*.rb"].reject { |f| f.include?('/engine/game/g_') && f !~ wanted }.sort
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

file, from, to = ARGV
data = JSON.parse(File.read(file))
g = to ? Engine::Game.load(data, at_action: to.to_i) : Engine::Game.load(data)
g.log.each { |l| puts "#{l.action_id} #{l.message}" if l.action_id.nil? || l.action_id >= from.to_i }
