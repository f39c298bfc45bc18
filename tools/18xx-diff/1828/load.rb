# Loads the 18xx.games engine core and its 1828 title (XX_REPO = a checkout of github.com/tobymao/18xx).
require 'json'
require 'tmpdir'
lib = File.join(ENV.fetch('XX_REPO'), 'lib')
$LOAD_PATH.unshift(lib)
shim = File.join(Dir.tmpdir, 'xx-diff-shim')
Dir.mkdir(shim) unless Dir.exist?(shim)
File.write(File.join(shim, 'require_all.rb'), "def require_rel(*); end\n")
$LOAD_PATH.unshift(shim)
wanted = %r{/engine/game/g_(1828)(/|\.rb)}
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
