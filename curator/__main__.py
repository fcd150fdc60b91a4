"""Allow ``python -m curator``."""

from curator.cli.main import main

raise SystemExit(main())
