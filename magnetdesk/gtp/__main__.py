import sys

from magnetdesk.gtp import main

sys.exit(main())
