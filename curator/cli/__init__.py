"""The non-interactive `hermes-curator` command line over the core."""
