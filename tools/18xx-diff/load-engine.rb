# Loads the 18xx.games engine core and the given titles' folders (XX_REPO = a checkout of github.com/tobymao/18xx).
# The engine requires the require_all gem only to load every title: a stand-in, and we load what we need.
require 'json'
require 'tmpdir'
require 'fileutils'

def load_xx_engine(titles)
  lib = File.join(ENV.fetch('XX_REPO'), 'lib')
  $LOAD_PATH.unshift(lib)
  # (a folder of this process's own: batches run side by side, and one rewriting a shared file while another
  # requires it left that one without require_rel)
  shim = Dir.mktmpdir('xx-diff-shim')
  at_exit { FileUtils.remove_entry(shim) }
  File.write(File.join(shim, 'require_all.rb'), "def require_rel(*); end\n")
  $LOAD_PATH.unshift(shim)
  wanted = %r{/engine/game/g_(#{titles.join('|')})(/|\.rb)}
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
end
