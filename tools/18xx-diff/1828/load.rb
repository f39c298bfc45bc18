# Loads the 18xx.games engine core and its 1828 title (XX_REPO = a checkout of github.com/tobymao/18xx).
require_relative '../load-engine'
load_xx_engine(%w[1828])
