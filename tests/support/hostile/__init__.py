"""Hostile inputs for the curator: broken memory files, pending records, config.yaml and state.db, built on demand."""
